"use client";

import { Suspense } from "react";
import { useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { Link, usePathname } from "@/lib/i18n/navigation";
import { otherLocale, type Locale } from "@/lib/i18n/locales";

// The same page in the other language, with the same query, so a search survives the switch.
function SwitchLink({ withQuery }: { withQuery: boolean }) {
  const t = useTranslations("locale");
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const target = otherLocale(locale);
  const query = withQuery ? Object.fromEntries(searchParams.entries()) : undefined;
  return (
    <Link
      href={{ pathname, query }}
      locale={target}
      hrefLang={target}
      lang={target}
      className="inline-flex min-h-11 items-center whitespace-nowrap rounded-md border border-current/30 px-3 text-sm font-semibold hover:bg-white/10"
      aria-label={`${t("label")}: ${t("switchTo")}`}
    >
      {t("switchTo")}
    </Link>
  );
}

export function LanguageSwitch() {
  return (
    <Suspense fallback={<SwitchLink withQuery={false} />}>
      <SwitchLink withQuery />
    </Suspense>
  );
}
