"use client";

import { useTranslations } from "next-intl";
import { routes } from "@/lib/routes";
import type { Action } from "@/lib/actions/result";
import { inputClass } from "@/components/forms/Field";
import { AdminField, PublishedCheckbox, SaveButton, SlugInput } from "./form/AdminField";
import { PhotoField } from "./form/PhotoField";
import { useAdminForm, type StaffRecord } from "./form/useAdminForm";

type Props = {
  action: Action<{ id: number; version: number }>;
  record: StaffRecord;
  initial: Record<string, string>;
  bodyTypes: { id: number; name: string }[];
};

/** One body we build: names and descriptions in both languages, its body type, order and photo. */
export function BodyWorkForm({ action, record, initial: stored, bodyTypes }: Props) {
  const t = useTranslations("admin.bodyWork");
  const tc = useTranslations("admin.common");
  const { formAction, onSubmit, formRef, pending, errorFor, recordFields, sentValues, feedback } = useAdminForm(
    action,
    { namespace: "admin.bodyWork", record, editHref: routes.admin.bodyWorkItem },
  );
  const initial = { ...stored, ...sentValues };
  const line = (name: "titleJa" | "titleEn", max: number) => (
    <AdminField id={`body-work-${name}`} label={t(`fields.${name}`)} error={errorFor(name)}>
      {(props) => (
        <input {...props} name={name} defaultValue={initial[name] ?? ""} maxLength={max} className={inputClass} />
      )}
    </AdminField>
  );
  const prose = (name: "textJa" | "textEn") => (
    <AdminField id={`body-work-${name}`} label={t(`fields.${name}`)} error={errorFor(name)}>
      {(props) => (
        <textarea {...props} name={name} rows={6} defaultValue={initial[name] ?? ""} className={`${inputClass} py-2`} />
      )}
    </AdminField>
  );
  return (
    <div className="mt-6 grid gap-6 pc:grid-cols-2">
      <form
        ref={formRef}
        action={formAction}
        onSubmit={onSubmit}
        noValidate
        className="grid content-start gap-4"
        id="body-work-form"
      >
        {feedback}
        {recordFields}
        <AdminField id="body-work-slug" label={t("fields.slug")} error={errorFor("slug")}>
          {(props) => <SlugInput props={props} defaultValue={initial.slug ?? ""} />}
        </AdminField>
        {line("titleJa", 80)}
        {prose("textJa")}
        {line("titleEn", 80)}
        {prose("textEn")}
        <AdminField id="body-work-bodyTypeId" label={t("fields.bodyTypeId")} error={errorFor("bodyTypeId")}>
          {(props) => (
            <select {...props} name="bodyTypeId" defaultValue={initial.bodyTypeId ?? ""} className={inputClass}>
              <option value="">{t("noBodyType")}</option>
              {bodyTypes.map((type) => (
                <option key={type.id} value={type.id}>
                  {type.name}
                </option>
              ))}
            </select>
          )}
        </AdminField>
        <AdminField id="body-work-position" label={t("fields.position")} error={errorFor("position")}>
          {(props) => (
            <input
              {...props}
              name="position"
              inputMode="numeric"
              defaultValue={initial.position ?? "0"}
              className={`${inputClass} w-32`}
            />
          )}
        </AdminField>
        <PublishedCheckbox label={t("fields.published")} defaultChecked={initial.published !== "false"} />
        <SaveButton pending={pending} label={tc("save")} />
      </form>
      <div className="grid content-start gap-4">
        <PhotoField form="body-work-form" initial={initial.photoKey ?? ""} error={errorFor("photoKey")} />
      </div>
    </div>
  );
}
