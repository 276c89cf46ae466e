"use client";

import { Fragment, Suspense } from "react";
import { useSearchParams } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { Link, usePathname } from "@/lib/i18n/navigation";
import { locales } from "@/lib/i18n/locales";
import { buttonClass } from "@/components/ui/button";

// Both languages, each named in itself and marked as written in it ("日本語 / English"), as switchers do: the
// page's own is marked current, the other is the same page in it, with the same query, so a search survives the
// switch. The group is named in the reader's language. A phone's header has room for the other language alone:
// the current one is then left to screen readers.
function SwitchLink({ query }: { query?: Record<string, string> }) {
  const t = useTranslations("locale");
  const locale = useLocale();
  const pathname = usePathname();
  const nameOf = (each: string) => (each === locale ? t("own") : t("switchTo"));
  return (
    <div role="group" aria-label={t("label")} className="flex items-center whitespace-nowrap text-sm">
      {locales.map((each, index) => (
        <Fragment key={each}>
          {index > 0 && (
            <span aria-hidden="true" className="hidden px-1 pc:inline">
              /
            </span>
          )}
          {each === locale ? (
            <span lang={each} aria-current="true" className="sr-only font-bold pc:not-sr-only pc:px-2">
              {nameOf(each)}
            </span>
          ) : (
            <Link
              href={{ pathname, query }}
              locale={each}
              hrefLang={each}
              lang={each}
              className={buttonClass({ variant: "ghost", size: "sm" })}
            >
              {nameOf(each)}
            </Link>
          )}
        </Fragment>
      ))}
    </div>
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
