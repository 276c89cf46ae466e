"use client";

import { useTranslations } from "next-intl";
import type { Action } from "@/lib/actions/result";
import { useFormAction } from "@/components/forms/useFormAction";
import { HiddenFields } from "@/components/forms/HiddenFields";
import { Button } from "@/components/ui/Button";
import { Notice } from "@/components/ui/Notice";

/**
 * The one button of a saved search's confirm or unsubscribe page. A button, not the link itself: mail
 * scanners open every link in a mail, and must not confirm or stop anything by doing so. Works without
 * JavaScript (a plain post to the page).
 */
export function AlertLinkButton({
  mode,
  token,
  action,
}: {
  mode: "confirm" | "unsubscribe";
  token: string;
  action: Action<null>;
}) {
  const t = useTranslations(`savedSearch.${mode}`);
  const { state, formAction, onSubmit, pending, formError } = useFormAction(action, {
    namespace: `savedSearch.${mode}`,
  });
  if (state?.ok)
    return (
      <Notice tone="success" className="mt-6">
        <p>{t("doneTitle")}</p>
        <p className="mt-1 text-sm font-normal">{t("doneText")}</p>
      </Notice>
    );
  return (
    <form action={formAction} onSubmit={onSubmit} className="mt-6 grid gap-3">
      {formError && <Notice tone="error">{formError}</Notice>}
      <HiddenFields values={{ token }} />
      <Button type="submit" variant={mode === "confirm" ? "accent" : "danger"} size="lg" disabled={pending}>
        {t("submit")}
      </Button>
    </form>
  );
}
