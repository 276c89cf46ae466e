"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import type { Action } from "@/lib/actions/result";
import { DISPLAY_NAME_MAX_LENGTH } from "@/lib/auth/display-name";
import { displayNameSchema } from "@/lib/admin/account-schemas";
import { useFormAction } from "@/components/forms/useFormAction";
import { HiddenFields } from "@/components/forms/HiddenFields";
import { ErrorSummary } from "@/components/forms/ErrorSummary";
import { inputClass } from "@/components/forms/Field";
import { Button } from "@/components/ui/Button";
import { Notice } from "@/components/ui/Notice";
import { AdminField } from "../form/AdminField";

/**
 * An account's display name: its holder's on the account page, any account's in a row of the owners' staff page
 * (`accountId` set, `label` naming whose). Once saved the page is drawn again, so every place showing the name
 * follows (the staff list, the account menu).
 */
export function DisplayNameForm({
  action,
  name,
  accountId,
  label,
}: {
  action: Action<{ id: number }>;
  name: string;
  accountId?: number;
  label?: string;
}) {
  const t = useTranslations("admin.account");
  const router = useRouter();
  const { formAction, onSubmit, formError, state, errorFor, register, pending, sentValues, refusedWithPage } =
    useFormAction(action, {
      namespace: "admin.account",
      schema: displayNameSchema,
      onSuccess: () => router.refresh(),
    });
  const id = accountId === undefined ? "account-name" : `staff-name-${accountId}`;
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="grid max-w-md gap-3">
      {formError && <ErrorSummary message={formError} fields={[]} focus={refusedWithPage} />}
      {state?.ok && <Notice tone="success">{t("nameChanged")}</Notice>}
      {accountId !== undefined && <HiddenFields values={{ id: accountId }} />}
      <AdminField
        id={id}
        label={t("displayName")}
        hint={accountId === undefined ? t("displayNameHint", { max: DISPLAY_NAME_MAX_LENGTH }) : undefined}
        error={errorFor("name")}
      >
        {(props) => (
          <input
            {...props}
            {...register("name")}
            aria-label={label && `${t("displayName")}: ${label}`}
            defaultValue={sentValues.name ?? name}
            autoComplete={accountId === undefined ? "name" : "off"}
            className={inputClass}
          />
        )}
      </AdminField>
      <div>
        <Button
          type="submit"
          variant={label ? "outline" : "primary"}
          size="sm"
          disabled={pending}
          aria-label={label && `${t("changeName")}: ${label}`}
        >
          {t("changeName")}
        </Button>
      </div>
    </form>
  );
}
