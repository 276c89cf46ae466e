"use client";

import { useTranslations } from "next-intl";
import type { FieldValues, UseFormRegister } from "react-hook-form";
import { accountSetupSchema, passwordChangeSchema } from "@/lib/admin/account-schemas";
import type { Action } from "@/lib/actions/result";
import { useFormAction } from "@/components/forms/useFormAction";
import { HiddenFields } from "@/components/forms/HiddenFields";
import { ErrorSummary } from "@/components/forms/ErrorSummary";
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
  register,
  autoComplete,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error?: string;
  register: UseFormRegister<FieldValues>;
  autoComplete: "current-password" | "new-password";
}) {
  return (
    <AdminField id={id} label={label} hint={hint} error={error}>
      {(props) => (
        <input {...props} type="password" {...register(name)} autoComplete={autoComplete} className={inputClass} />
      )}
    </AdminField>
  );
}

/** The new password twice: typed blind, a slip is caught before it locks anyone out. */
function NewPasswordFields({
  prefix,
  error,
  register,
  minLength,
}: {
  prefix: string;
  error: (name: string) => string | undefined;
  register: UseFormRegister<FieldValues>;
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
        register={register}
        autoComplete="new-password"
      />
      <PasswordField
        id={`${prefix}-confirm`}
        name="confirm"
        label={t("confirmPassword")}
        error={error("confirm")}
        register={register}
        autoComplete="new-password"
      />
    </>
  );
}

/** A staff member's own password: the current one, then the new one twice. */
export function ChangePasswordForm({ action, minLength }: { action: Action<null>; minLength: number }) {
  const t = useTranslations("admin.account");
  const { formAction, onSubmit, formError, state, errorFor, register, pending, refusedWithPage } = useFormAction(
    action,
    {
      namespace: "admin.account",
      schema: passwordChangeSchema,
    },
  );
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="mt-3 grid max-w-md gap-4">
      {formError && <ErrorSummary message={formError} fields={[]} focus={refusedWithPage} />}
      {state?.ok && <Notice tone="success">{t("changed")}</Notice>}
      <PasswordField
        id="account-current"
        name="current"
        label={t("currentPassword")}
        error={errorFor("current")}
        register={register}
        autoComplete="current-password"
      />
      <NewPasswordFields prefix="account" error={errorFor} register={register} minLength={minLength} />
      <div>
        <Button type="submit" size="lg" disabled={pending}>
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
  const { formAction, onSubmit, formError, state, errorFor, register, pending, refusedWithPage } = useFormAction(
    action,
    {
      namespace: "admin.account",
      schema: accountSetupSchema,
    },
  );
  if (state?.ok)
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
    <form action={formAction} onSubmit={onSubmit} noValidate className="mt-6 grid gap-4">
      {formError && <ErrorSummary message={formError} fields={[]} focus={refusedWithPage} />}
      <HiddenFields values={{ token }} />
      <NewPasswordFields prefix="setup" error={errorFor} register={register} minLength={minLength} />
      <div>
        <Button type="submit" size="lg" disabled={pending}>
          {t("setPassword")}
        </Button>
      </div>
    </form>
  );
}
