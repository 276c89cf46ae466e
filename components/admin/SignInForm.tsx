"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { inputClass } from "@/components/forms/Field";
import { sendRequest } from "@/lib/http/client-fetch";
import { LOGIN_LIMITS, SIGN_IN_LIMITS, signInFormSchema } from "@/lib/auth/sign-in-form";
import { useFormChecks } from "@/components/forms/useFormAction";
import { Button } from "@/components/ui/Button";
import { Notice } from "@/components/ui/Notice";
import { AdminField } from "./form/AdminField";
import type { ActionResult } from "@/lib/actions/result";

// Typed as the browser's password manager expects: the account, then its current password.
const SIGN_IN_FIELDS = [
  { name: "email", autoComplete: "username" },
  { name: "password", autoComplete: "current-password" },
] as const;

export type SignInNotice = "invalid" | "throttled" | "busy" | "disabled" | "signedOut" | null;

/**
 * Email and password, posted to /api/admin/login: with JavaScript the handler's schema is checked first (an
 * empty field is named and focused), the answer (401, 429, 503) shows here and a success opens the dashboard (or,
 * signing in again over a page, `onSignedIn`); without it the form posts and the page comes back with the outcome.
 */
export function SignInForm({
  locale,
  notice,
  retryAfterMinutes,
  onSignedIn,
}: {
  locale: string;
  notice: SignInNotice;
  retryAfterMinutes: number;
  onSignedIn?: () => void;
}) {
  const t = useTranslations("admin.auth");
  const [pending, setPending] = useState(false);
  const { check, register, checkedError } = useFormChecks({ schema: signInFormSchema, namespace: "admin.auth" });
  const [message, setMessage] = useState<string | null>(
    notice === "invalid"
      ? t("invalid")
      : notice === "throttled"
        ? t("throttled", { minutes: retryAfterMinutes })
        : notice === "busy" || notice === "disabled"
          ? t(notice)
          : null,
  );

  const send = async (form: HTMLFormElement) => {
    setPending(true);
    setMessage(null);
    try {
      const response = await sendRequest("/api/admin/login", {
        method: "POST",
        body: new FormData(form),
        headers: { Accept: "application/json" },
      });
      const answer = (await response.json().catch(() => null)) as ActionResult<{ next: string }> | null;
      if (answer?.ok) {
        if (onSignedIn) onSignedIn();
        else window.location.assign(answer.value.next);
        return;
      }
      const refusal = answer?.formError;
      const code = refusal?.code;
      setMessage(
        code === "throttled"
          ? t("throttled", { minutes: Number(refusal?.value ?? LOGIN_LIMITS.windowMinutes) })
          : code === "invalid"
            ? t("invalid")
            : code === "busy"
              ? t("busy")
              : code === "disabled"
                ? t("disabled")
                : t("failed"),
      );
    } catch {
      setMessage(t("failed"));
    }
    setPending(false);
  };

  return (
    <form
      method="post"
      action="/api/admin/login"
      noValidate
      className="mt-6 grid gap-4"
      onSubmit={(event) => {
        if (pending) return event.preventDefault();
        check(event, (form) => void send(form));
      }}
    >
      {notice === "signedOut" && !message && <Notice tone="success">{t("signedOut")}</Notice>}
      {message && <Notice tone="error">{message}</Notice>}
      <input type="hidden" name="locale" value={locale} />
      {SIGN_IN_FIELDS.map((field) => (
        <AdminField key={field.name} id={`signin-${field.name}`} label={t(field.name)} error={checkedError(field.name)}>
          {(props) => (
            <input
              {...props}
              {...register(field.name)}
              type={field.name}
              autoComplete={field.autoComplete}
              aria-required
              maxLength={SIGN_IN_LIMITS[field.name]}
              className={inputClass}
            />
          )}
        </AdminField>
      ))}
      <Button type="submit" size="lg" disabled={pending} aria-disabled={pending}>
        {pending ? t("sending") : t("submit")}
      </Button>
    </form>
  );
}
