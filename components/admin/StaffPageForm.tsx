"use client";

import { useTranslations } from "next-intl";
import { routes } from "@/lib/routes";
import { staffPageSchema } from "@/lib/admin/form-schemas";
import type { Action } from "@/lib/actions/result";
import { STAFF_TEXT_LIMITS } from "@/lib/admin/fields";
import { MarkdownPreview } from "./form/MarkdownPreview";
import { PublishedField, SlugField, StaffForm, type StaffFormProps, TextAreaField, TextField } from "./form/StaffForm";

type Props = StaffFormProps & {
  preview: Action<string>;
};

/** A staff page at /{slug}: a title and Markdown text per language, each with its server-rendered preview. */
export function StaffPageForm({ preview, ...entry }: Props) {
  const t = useTranslations("admin.pages");
  const tc = useTranslations("admin.common");
  return (
    <StaffForm
      prefix="page"
      namespace="admin.pages"
      schema={staffPageSchema}
      editHref={routes.admin.page}
      {...entry}
      className="mt-6 grid gap-4"
    >
      <div className="grid max-w-xl gap-4">
        <SlugField label={t("fields.slug")} />
        <PublishedField label={t("fields.published")} />
      </div>
      <div className="grid gap-6 pc:grid-cols-2">
        {(["ja", "en"] as const).map((lang) => {
          const suffix = lang === "ja" ? "Ja" : "En";
          return (
            <fieldset key={lang} className="grid content-start gap-4">
              <legend className="mb-2 font-bold">{tc(`languages.${lang}`)}</legend>
              <TextField
                name={`title${suffix}`}
                label={t(`fields.title${suffix}`)}
                lang={lang}
                maxLength={STAFF_TEXT_LIMITS.title}
              />
              <TextAreaField name={`body${suffix}`} label={t(`fields.body${suffix}`)} lang={lang} rows={16} markdown />
              <MarkdownPreview
                preview={preview}
                sourceId={`page-body${suffix}`}
                language={tc(`languages.${lang}`)}
                lang={lang}
                testId={`page-preview-${lang}`}
              />
            </fieldset>
          );
        })}
      </div>
    </StaffForm>
  );
}
