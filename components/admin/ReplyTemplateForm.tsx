"use client";

import { useTranslations } from "next-intl";
import { routes } from "@/lib/routes";
import { REPLY_LIMITS, replyTemplateSchema } from "@/lib/admin/form-schemas";
import { REQUEST_TYPES } from "@/lib/requests/types";
import { REPLY_PLACEHOLDERS } from "@/lib/requests/reply-text";
import { SelectField, StaffForm, type StaffFormProps, TextAreaField, TextField } from "./form/StaffForm";

/**
 * A reply template: its name, the request type and language it answers, the subject and the text, with the
 * placeholders it may use listed beside it (any other name in braces is refused at save).
 */
export function ReplyTemplateForm(entry: StaffFormProps) {
  const t = useTranslations("admin.replyTemplates");
  const tc = useTranslations("admin.common");
  const tf = useTranslations("form");
  const names = Object.entries(REPLY_PLACEHOLDERS) as [keyof typeof REPLY_PLACEHOLDERS, string][];
  return (
    <StaffForm
      prefix="template"
      namespace="admin.replyTemplates"
      schema={replyTemplateSchema}
      editHref={routes.admin.replyTemplate}
      {...entry}
      aside={
        <section aria-labelledby="placeholders-title" className="rounded-md border border-slate-200 bg-white p-4">
          <h2 id="placeholders-title" className="font-bold">
            {t("placeholdersTitle")}
          </h2>
          <p className="mt-1 text-sm">{t("placeholdersLead")}</p>
          <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm" data-testid="placeholders">
            {names.map(([key, ja]) => (
              <div key={key} className="contents">
                <dt className="font-mono">
                  {`{${ja}}`} / {`{${key}}`}
                </dt>
                <dd>{t(`placeholders.${key}`)}</dd>
              </div>
            ))}
          </dl>
        </section>
      }
    >
      <TextField name="name" label={t("fields.name")} maxLength={REPLY_LIMITS.name} />
      <SelectField
        name="requestType"
        label={t("fields.requestType")}
        none={t("anyType")}
        options={REQUEST_TYPES.map((type) => ({ value: type, label: tf(`requestTypes.${type}`) }))}
      />
      <SelectField
        name="locale"
        label={t("fields.locale")}
        options={[
          { value: "ja", label: tc("languages.ja") },
          { value: "en", label: tc("languages.en") },
        ]}
      />
      <TextField name="subject" label={t("fields.subject")} maxLength={REPLY_LIMITS.subject} />
      <TextAreaField name="body" label={t("fields.body")} rows={16} />
    </StaffForm>
  );
}
