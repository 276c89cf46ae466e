"use client";

import { useEffect } from "react";
import { useTranslations } from "next-intl";
import { ErrorNotice } from "@/components/layout/ErrorNotice";
import { Button } from "@/components/ui/Button";
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
        <Button onClick={reset}>{t("retry")}</Button>
      </ErrorNotice>
    </>
  );
}
