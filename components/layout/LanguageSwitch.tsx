"use client";

import { Suspense } from "react";
import { useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { Link, usePathname } from "@/lib/i18n/navigation";
import { otherLocale } from "@/lib/i18n/locales";
import { buttonClass } from "@/components/ui/button";

// The same page in the other language, with the same query, so a search survives the switch.
function SwitchLink({ query }: { query?: Record<string, string> }) {
  const t = useTranslations("locale");
  const locale = useLocale();
  const pathname = usePathname();
  const target = otherLocale(locale);
  return (
    <Link
      href={{ pathname, query }}
      locale={target}
      hrefLang={target}
      lang={target}
      className={buttonClass({ variant: "ghost", size: "sm", className: "whitespace-nowrap" })}
      aria-label={`${t("label")}: ${t("switchTo")}`}
    >
      {t("switchTo")}
    </Link>
  );
}

function SwitchLinkWithQuery() {
  return <SwitchLink query={Object.fromEntries(useSearchParams().entries())} />;
}

// Cached pages are rendered without their query string, so the link without it comes first and the
// browser adds the query once the page is live.
export function LanguageSwitch() {
  return (
    <Suspense fallback={<SwitchLink />}>
      <SwitchLinkWithQuery />
    </Suspense>
  );
}
