"use client";

import { useTranslations } from "next-intl";
import { routes } from "@/lib/routes";
import type { Action } from "@/lib/actions/result";
import { inputClass } from "@/components/forms/Field";
import { AdminField, PublishedCheckbox, SaveButton, SlugInput } from "./form/AdminField";
import { MarkdownPreview } from "./form/MarkdownPreview";
import { useAdminForm, type StaffRecord } from "./form/useAdminForm";
import { STAFF_TEXT_LIMITS } from "@/lib/admin/fields";

type Props = {
  action: Action<{ id: number; version: number }>;
  preview: Action<string>;
  record: StaffRecord;
  initial: Record<string, string>;
};

/** A staff page at /{slug}: a title and Markdown text per language, each with its server-rendered preview. */
export function StaffPageForm({ action, preview, record, initial: stored }: Props) {
  const t = useTranslations("admin.pages");
  const tc = useTranslations("admin.common");
  const { formAction, onSubmit, formRef, pending, errorFor, recordFields, sentValues, feedback } = useAdminForm(
    action,
    { namespace: "admin.pages", record, editHref: routes.admin.page },
  );
  const initial = { ...stored, ...sentValues };
  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate className="mt-6 grid gap-4">
      {feedback}
      {recordFields}
      <div className="grid max-w-xl gap-4">
        <AdminField id="page-slug" label={t("fields.slug")} error={errorFor("slug")}>
          {(props) => <SlugInput props={props} defaultValue={initial.slug ?? ""} />}
        </AdminField>
        <PublishedCheckbox label={t("fields.published")} defaultChecked={initial.published === "true"} />
      </div>
      <div className="grid gap-6 pc:grid-cols-2">
        {(["Ja", "En"] as const).map((suffix) => (
          <fieldset key={suffix} className="grid content-start gap-4">
            <legend className="mb-2 font-bold">{tc(`languages.${suffix === "Ja" ? "ja" : "en"}`)}</legend>
            <AdminField
              id={`page-title${suffix}`}
              label={t(`fields.title${suffix}`)}
              error={errorFor(`title${suffix}`)}
            >
              {(props) => (
                <input
                  {...props}
                  lang={suffix.toLowerCase()}
                  name={`title${suffix}`}
                  defaultValue={initial[`title${suffix}`] ?? ""}
                  maxLength={STAFF_TEXT_LIMITS.title}
                  className={inputClass}
                />
              )}
            </AdminField>
            <AdminField id={`page-body${suffix}`} label={t(`fields.body${suffix}`)} error={errorFor(`body${suffix}`)}>
              {(props) => (
                <textarea
                  {...props}
                  lang={suffix.toLowerCase()}
                  name={`body${suffix}`}
                  rows={16}
                  defaultValue={initial[`body${suffix}`] ?? ""}
                  className={`${inputClass} py-2 font-mono text-sm`}
                />
              )}
            </AdminField>
            <MarkdownPreview
              preview={preview}
              sourceId={`page-body${suffix}`}
              language={tc(`languages.${suffix === "Ja" ? "ja" : "en"}`)}
              lang={suffix.toLowerCase()}
              testId={`page-preview-${suffix.toLowerCase()}`}
            />
          </fieldset>
        ))}
      </div>
      <div>
        <SaveButton pending={pending} label={tc("save")} />
      </div>
    </form>
  );
}
