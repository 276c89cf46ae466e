"use client";

import { useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import type { Action } from "@/lib/actions/result";
import { STAFF_ROLES, type StaffRole } from "@/lib/auth/roles";
import { newAccountSchema } from "@/lib/admin/account-schemas";
import { useFormAction } from "@/components/forms/useFormAction";
import { HiddenFields } from "@/components/forms/HiddenFields";
import { ErrorSummary } from "@/components/forms/ErrorSummary";
import { inputClass } from "@/components/forms/Field";
import { Button } from "@/components/ui/Button";
import { Notice } from "@/components/ui/Notice";
import { AdminField } from "../form/AdminField";
import { DisplayNameForm } from "./DisplayNameForm";
import { RowActionForm } from "../form/RowActionForm";
import { cn } from "@/components/ui/cn";

export type StaffAccountCalls = {
  add: Action<{ id: number; link: string }>;
  rename: Action<{ id: number }>;
  changeRole: Action<{ id: number }>;
  setDisabled: Action<{ disabled: boolean }>;
  reset: Action<{ link: string }>;
};

/**
 * A one-time link, shown once: the owner copies it into a mail or a chat. Only its hash is stored, so it
 * cannot be shown again; a lost link is replaced with 'new password link'.
 */
function OneTimeLink({ link, id, hours }: { link: string; id: string; hours: number }) {
  const t = useTranslations("admin.staff");
  const [copied, setCopied] = useState(false);
  return (
    <Notice tone="success">
      <label htmlFor={id} className="font-bold">
        {t("linkLabel")}
      </label>
      <p className="mt-1 text-sm">{t("linkHint", { hours })}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <input
          id={id}
          readOnly
          value={link}
          className={cn(inputClass, "flex-1 font-mono text-xs")}
          onFocus={(e) => e.currentTarget.select()}
        />
        <Button
          variant="outline"
          size="sm"
          onClick={async () => {
            await navigator.clipboard?.writeText(link);
            setCopied(true);
          }}
        >
          {copied ? t("copied") : t("copy")}
        </Button>
      </div>
    </Notice>
  );
}

const roleOptions = (t: ReturnType<typeof useTranslations<"admin.staff">>) =>
  STAFF_ROLES.map((role) => (
    <option key={role} value={role}>
      {t(`roles.${role}`)}
    </option>
  ));

/** Adds an account: its name, email and role; the answer is the link where it sets its own password. */
export function AddStaffAccountForm({ action, linkHours }: { action: StaffAccountCalls["add"]; linkHours: number }) {
  const t = useTranslations("admin.staff");
  const locale = useLocale();
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  // Added: the form is emptied for the next one and the list below redrawn; the link stays until the page is left.
  const { formAction, onSubmit, formError, refusedWithPage, state, errorFor, register, pending, sentValues } =
    useFormAction(action, {
      namespace: "admin.staff",
      schema: newAccountSchema,
      onSuccess: () => {
        formRef.current?.reset();
        router.refresh();
      },
    });
  return (
    <section aria-labelledby="staff-add-title" className="mt-6 max-w-2xl rounded-lg bg-white p-4 shadow-sm">
      <h2 id="staff-add-title" className="text-lg font-bold">
        {t("add")}
      </h2>
      <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate className="mt-3 grid gap-4">
        {formError && <ErrorSummary message={formError} fields={[]} focus={refusedWithPage} />}
        {state?.ok && <OneTimeLink id="staff-new-link" link={state.value.link} hours={linkHours} />}
        <HiddenFields values={{ locale }} />
        <AdminField id="staff-name" label={t("name")} hint={t("nameHint")} error={errorFor("name")}>
          {(props) => (
            <input
              {...props}
              {...register("name")}
              defaultValue={sentValues.name}
              autoComplete="off"
              className={inputClass}
            />
          )}
        </AdminField>
        <AdminField id="staff-email" label={t("email")} error={errorFor("email")}>
          {(props) => (
            <input
              {...props}
              {...register("email")}
              type="email"
              defaultValue={sentValues.email}
              autoComplete="off"
              className={inputClass}
            />
          )}
        </AdminField>
        <AdminField id="staff-role" label={t("role")} hint={t("roleHint")} error={errorFor("role")}>
          {(props) => (
            <select {...props} {...register("role")} defaultValue={sentValues.role ?? "staff"} className={inputClass}>
              {roleOptions(t)}
            </select>
          )}
        </AdminField>
        <div>
          <Button type="submit" disabled={pending}>
            {t("create")}
          </Button>
        </div>
      </form>
    </section>
  );
}

/**
 * One account's changes: its display name, its role, disabled or not, a new password link. Each is a form of its own
 * that answers in the row, with scripts or without.
 */
export function StaffAccountActions({
  actions,
  account,
  self,
  linkHours,
}: {
  actions: Omit<StaffAccountCalls, "add">;
  linkHours: number;
  account: { id: number; name: string; label: string; role: StaffRole; disabled: boolean };
  /** The signed-in owner's own row: their password is changed on their account page, not reset here. */
  self: boolean;
}) {
  const t = useTranslations("admin.staff");
  const locale = useLocale();
  const { id, label } = account;
  const disable = !account.disabled;
  const namespace = "admin.staff";
  return (
    <div className="grid gap-3">
      <DisplayNameForm action={actions.rename} name={account.name} accountId={id} label={label} />
      <RowActionForm action={actions.changeRole} values={{ id }} namespace={namespace} success={() => t("roleChanged")}>
        <select
          name="role"
          defaultValue={account.role}
          aria-label={`${t("role")}: ${label}`}
          className={cn(inputClass, "w-auto")}
        >
          {roleOptions(t)}
        </select>
        <Button type="submit" variant="outline" size="sm" aria-label={`${t("changeRole")}: ${label}`}>
          {t("changeRole")}
        </Button>
      </RowActionForm>
      <RowActionForm
        action={actions.setDisabled}
        values={{ id, disabled: String(disable) }}
        namespace={namespace}
        success={(value) => t(value.disabled ? "disabled" : "enabled")}
        question={
          disable
            ? {
                title: t("confirmDisableTitle", { name: label }),
                message: t("confirmDisable"),
                confirmLabel: t("disable"),
                cancelLabel: t("cancel"),
              }
            : undefined
        }
      >
        <Button
          type="submit"
          variant={disable ? "remove" : "outline"}
          size="sm"
          aria-label={`${t(disable ? "disable" : "enable")}: ${label}`}
        >
          {t(disable ? "disable" : "enable")}
        </Button>
      </RowActionForm>
      {!self && (
        <RowActionForm
          action={actions.reset}
          values={{ id, locale }}
          namespace={namespace}
          question={{
            title: t("confirmResetTitle", { name: label }),
            message: t("confirmReset"),
            confirmLabel: t("reset"),
            cancelLabel: t("cancel"),
          }}
          answer={(value) => <OneTimeLink id={`staff-link-${id}`} link={value.link} hours={linkHours} />}
        >
          <Button type="submit" variant="outline" size="sm" aria-label={`${t("reset")}: ${label}`}>
            {t("reset")}
          </Button>
        </RowActionForm>
      )}
    </div>
  );
}
