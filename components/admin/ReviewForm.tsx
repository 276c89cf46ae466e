"use client";

import { useLocale, useTranslations } from "next-intl";
import { routes } from "@/lib/routes";
import type { Action } from "@/lib/actions/result";
import { inputClass } from "@/components/forms/Field";
import { AdminField, PublishedCheckbox, SaveButton } from "./form/AdminField";
import { LanguageSelect } from "./form/LanguageSelect";
import { PhotoField } from "./form/PhotoField";
import { useAdminForm, type StaffRecord } from "./form/useAdminForm";
import { STAFF_TEXT_LIMITS } from "@/lib/admin/fields";

type Props = { action: Action<{ id: number; version: number }>; record: StaffRecord; initial: Record<string, string> };

/** A customer review: who (as they agreed to be named), what they bought, their words, a photo. */
export function ReviewForm({ action, record, initial: stored }: Props) {
  const t = useTranslations("admin.reviews");
  const tc = useTranslations("admin.common");
  const locale = useLocale();
  const { formAction, onSubmit, formRef, pending, errorFor, recordFields, sentValues, feedback } = useAdminForm(
    action,
    { namespace: "admin.reviews", record, editHref: routes.admin.review },
  );
  const initial = { ...stored, ...sentValues };
  return (
    <div className="mt-6 grid gap-6 pc:grid-cols-2">
      <form
        ref={formRef}
        action={formAction}
        onSubmit={onSubmit}
        noValidate
        className="grid content-start gap-4"
        id="review-form"
      >
        {feedback}
        {recordFields}
        <AdminField
          id="review-customerName"
          label={t("fields.customerName")}
          hint={t("hints.customerName")}
          error={errorFor("customerName")}
        >
          {(props) => (
            <input
              {...props}
              name="customerName"
              defaultValue={initial.customerName ?? ""}
              maxLength={STAFF_TEXT_LIMITS.customerName}
              className={inputClass}
            />
          )}
        </AdminField>
        <AdminField
          id="review-vehicleBought"
          label={t("fields.vehicleBought")}
          hint={t("hints.vehicleBought")}
          error={errorFor("vehicleBought")}
        >
          {(props) => (
            <input
              {...props}
              name="vehicleBought"
              defaultValue={initial.vehicleBought ?? ""}
              maxLength={STAFF_TEXT_LIMITS.vehicleBought}
              className={inputClass}
            />
          )}
        </AdminField>
        <AdminField id="review-language" label={t("fields.language")} error={errorFor("language")}>
          {(props) => <LanguageSelect props={props} defaultValue={initial.language ?? locale} />}
        </AdminField>
        <AdminField id="review-text" label={t("fields.text")} error={errorFor("text")}>
          {(props) => (
            <textarea
              {...props}
              name="text"
              rows={8}
              defaultValue={initial.text ?? ""}
              className={`${inputClass} py-2`}
            />
          )}
        </AdminField>
        <PublishedCheckbox label={t("fields.published")} defaultChecked={initial.published === "true"} />
        <SaveButton pending={pending} label={tc("save")} />
      </form>
      <div className="grid content-start gap-4">
        <PhotoField form="review-form" initial={initial.photoKey ?? ""} error={errorFor("photoKey")} />
      </div>
    </div>
  );
}
