"use client";

import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { ErrorNotice } from "@/components/layout/ErrorNotice";
import { isChunkLoadError, reloadOnce } from "@/lib/client/build-updates";

// The cause is logged on the server (instrumentation.ts); the visitor sees only what to do next. Code that
// failed to load (a deployment since the page opened) is fetched again by one reload instead.
export default function SiteError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations("errors");
  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnce();
  }, [error]);
  return (
    <>
      <title>{t("serverErrorTitle")}</title>
      <ErrorNotice
        code="500"
        title={t("serverErrorTitle")}
        message={t("serverErrorHeading")}
        help={t("serverErrorHelp")}
      >
        <button
          type="button"
          onClick={reset}
          className="inline-flex min-h-11 items-center rounded-md bg-brand-600 px-5 font-bold text-white"
        >
          {t("retry")}
        </button>
      </ErrorNotice>
    </>
  );
}
