"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { inputClass } from "@/components/forms/Field";
import { sendRequest } from "@/lib/http/client-fetch";
import { LOGIN_LIMITS, SIGN_IN_LIMITS } from "@/lib/auth/sign-in-form";
import { Button } from "@/components/ui/Button";
import { Notice } from "@/components/ui/Notice";
import { cn } from "@/components/ui/cn";

// Typed as the browser's password manager expects: the account, then its current password.
const SIGN_IN_FIELDS = [
  { name: "email", autoComplete: "username" },
  { name: "password", autoComplete: "current-password" },
] as const;

export type SignInNotice = "invalid" | "throttled" | "busy" | "disabled" | "signedOut" | null;

/**
 * Email and password, posted to /api/admin/login: with JavaScript the answer (401, 429, 503) shows here and a
 * success opens the dashboard (or, signing in again over a page, `onSignedIn`); without it the form posts
 * and the page comes back with the outcome.
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
  const [message, setMessage] = useState<string | null>(
    notice === "invalid"
      ? t("invalid")
      : notice === "throttled"
        ? t("throttled", { minutes: retryAfterMinutes })
        : notice === "busy" || notice === "disabled"
          ? t(notice)
          : null,
  );

  return (
    <form
      method="post"
      action="/api/admin/login"
      className="mt-6 grid gap-4"
      onSubmit={async (event) => {
        event.preventDefault();
        if (pending) return;
        setPending(true);
        setMessage(null);
        try {
          const response = await sendRequest("/api/admin/login", {
            method: "POST",
            body: new FormData(event.currentTarget),
            headers: { Accept: "application/json" },
          });
          const body = (await response.json().catch(() => ({}))) as {
            next?: string;
            error?: string;
            retryAfterMinutes?: number;
          };
          if (response.ok && body.next) {
            if (onSignedIn) onSignedIn();
            else window.location.assign(body.next);
            return;
          }
          setMessage(
            response.status === 429
              ? t("throttled", { minutes: body.retryAfterMinutes ?? LOGIN_LIMITS.windowMinutes })
              : response.status === 401 || response.status === 400
                ? t("invalid")
                : response.status === 503
                  ? t("busy")
                  : body.error === "disabled"
                    ? t("disabled")
                    : t("failed"),
          );
        } catch {
          setMessage(t("failed"));
        }
        setPending(false);
      }}
    >
      {notice === "signedOut" && !message && <Notice tone="success">{t("signedOut")}</Notice>}
      {message && <Notice tone="error">{message}</Notice>}
      <input type="hidden" name="locale" value={locale} />
      {SIGN_IN_FIELDS.map((field) => (
        <div key={field.name}>
          <label htmlFor={`signin-${field.name}`} className="text-sm font-bold">
            {t(field.name)}
          </label>
          <input
            id={`signin-${field.name}`}
            name={field.name}
            type={field.name}
            autoComplete={field.autoComplete}
            required
            maxLength={SIGN_IN_LIMITS[field.name]}
            className={cn(inputClass, "mt-1")}
          />
        </div>
      ))}
      <Button type="submit" size="lg" disabled={pending} aria-disabled={pending}>
        {pending ? t("sending") : t("submit")}
      </Button>
    </form>
  );
}
