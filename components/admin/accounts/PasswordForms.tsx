"use client";

import { useTranslations } from "next-intl";
import type { Action } from "@/lib/actions/result";
import { useFormAction } from "@/components/forms/useFormAction";
import { HiddenFields } from "@/components/forms/HiddenFields";
import { inputClass } from "@/components/forms/Field";
import { Button } from "@/components/ui/Button";
import { Notice } from "@/components/ui/Notice";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { AdminField } from "../form/AdminField";

/** A password as typed: never filled in again from an answer (the server does not send it back). */
function PasswordField({
  id,
  name,
  label,
  hint,
  error,
  autoComplete,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  autoComplete: "current-password" | "new-password";
}) {
  return (
    <AdminField id={id} label={label} hint={hint} error={error}>
      {(props) => <input {...props} type="password" name={name} autoComplete={autoComplete} className={inputClass} />}
    </AdminField>
  );
}

/** The new password twice: typed blind, a slip is caught before it locks anyone out. */
function NewPasswordFields({
  prefix,
  error,
  minLength,
}: {
  prefix: string;
  error: (name: string) => string | undefined;
  minLength: number;
}) {
  const t = useTranslations("admin.account");
  return (
    <>
      <PasswordField
        id={`${prefix}-password`}
        name="password"
        label={t("newPassword")}
        hint={t("passwordHint", { min: minLength })}
        error={error("password")}
        autoComplete="new-password"
      />
      <PasswordField
        id={`${prefix}-confirm`}
        name="confirm"
        label={t("confirmPassword")}
        error={error("confirm")}
        autoComplete="new-password"
      />
    </>
  );
}

/** A staff member's own password: the current one, then the new one twice. */
export function ChangePasswordForm({ action, minLength }: { action: Action<null>; minLength: number }) {
  const t = useTranslations("admin.account");
  const form = useFormAction(action, { namespace: "admin.account" });
  return (
    <form action={form.formAction} onSubmit={form.onSubmit} noValidate className="mt-6 grid max-w-md gap-4">
      {form.formError && <Notice tone="error">{form.formError}</Notice>}
      {form.state?.ok && <Notice tone="success">{t("changed")}</Notice>}
      <PasswordField
        id="account-current"
        name="current"
        label={t("currentPassword")}
        error={form.fieldError("current")}
        autoComplete="current-password"
      />
      <NewPasswordFields prefix="account" error={form.fieldError} minLength={minLength} />
      <div>
        <Button type="submit" size="lg" disabled={form.pending}>
          {t("change")}
        </Button>
      </div>
    </form>
  );
}

/** The page a one-time link opens: the new account (or a reset one) sets its password, then signs in. */
export function AccountSetupForm({
  action,
  token,
  minLength,
}: {
  action: Action<{ email: string }>;
  token: string;
  minLength: number;
}) {
  const t = useTranslations("admin.account");
  const form = useFormAction(action, { namespace: "admin.account" });
  if (form.state?.ok)
    return (
      <Notice tone="success" className="mt-6">
        <p>{t("setupDone")}</p>
        <p className="mt-2">
          <Link href={routes.admin.auth} className="font-bold underline">
            {t("signIn")}
          </Link>
        </p>
      </Notice>
    );
  return (
    <form action={form.formAction} onSubmit={form.onSubmit} noValidate className="mt-6 grid gap-4">
      {form.formError && <Notice tone="error">{form.formError}</Notice>}
      <HiddenFields values={{ token }} />
      <NewPasswordFields prefix="setup" error={form.fieldError} minLength={minLength} />
      <div>
        <Button type="submit" size="lg" disabled={form.pending}>
          {t("setPassword")}
        </Button>
      </div>
    </form>
  );
}
