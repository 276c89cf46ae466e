"use client";

import { useTranslations } from "next-intl";
import { ErrorNotice } from "@/components/layout/ErrorNotice";

// The cause is logged on the server (instrumentation.ts); the visitor sees only what to do next.
export default function SiteError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("errors");
  return (
    <>
      <title>{t("serverErrorTitle")}</title>
      <ErrorNotice code="500" title={t("serverErrorTitle")} message={t("serverErrorHeading")} help={t("serverErrorHelp")}>
        <button type="button" onClick={reset} className="inline-flex min-h-11 items-center rounded-md bg-brand-600 px-5 font-bold text-white">
          {t("retry")}
        </button>
      </ErrorNotice>
    </>
  );
}
