"use client";

import { useLocale, useTranslations } from "next-intl";
import { routes } from "@/lib/routes";
import type { Action } from "@/lib/actions/result";
import { inputClass } from "@/components/forms/Field";
import { AdminField, PublishedCheckbox, SaveButton } from "./form/AdminField";
import { LanguageSelect } from "./form/LanguageSelect";
import { MarkdownPreview } from "./form/MarkdownPreview";
import { PhotoField } from "./form/PhotoField";
import { useAdminForm, type StaffRecord } from "./form/useAdminForm";
import { STAFF_TEXT_LIMITS } from "@/lib/admin/fields";

type Props = {
  action: Action<{ id: number; version: number }>;
  /** Renders the Markdown as the public page will. */
  preview: Action<string>;
  record: StaffRecord;
  initial: Record<string, string>;
  /** Posts this one may translate. */
  originals: { id: number; title: string; language: "ja" | "en" }[];
};

/** A blog post: title, Markdown with a preview rendered by the server, photo, language, translation, publication. */
export function PostForm({ action, preview, record, initial: stored, originals }: Props) {
  const t = useTranslations("admin.blogPosts");
  const tc = useTranslations("admin.common");
  const locale = useLocale();
  const { formAction, onSubmit, formRef, pending, errorFor, recordFields, sentValues, feedback } = useAdminForm(
    action,
    { namespace: "admin.blogPosts", record, editHref: routes.admin.blogPost },
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
        id="post-form"
      >
        {feedback}
        {recordFields}
        <AdminField id="post-title" label={t("fields.title")} error={errorFor("title")}>
          {(props) => (
            <input
              {...props}
              name="title"
              defaultValue={initial.title ?? ""}
              maxLength={STAFF_TEXT_LIMITS.title}
              className={inputClass}
            />
          )}
        </AdminField>
        <AdminField id="post-language" label={t("fields.language")} error={errorFor("language")}>
          {(props) => <LanguageSelect props={props} defaultValue={initial.language ?? locale} />}
        </AdminField>
        <AdminField
          id="post-translationOfId"
          label={t("fields.translationOfId")}
          hint={t("translationHint")}
          error={errorFor("translationOfId")}
        >
          {(props) => (
            <select
              {...props}
              name="translationOfId"
              defaultValue={initial.translationOfId ?? ""}
              className={inputClass}
            >
              <option value="">{t("noTranslation")}</option>
              {originals.map((post) => (
                <option key={post.id} value={post.id}>{`［${tc(`languages.${post.language}`)}］${post.title}`}</option>
              ))}
            </select>
          )}
        </AdminField>
        <AdminField id="post-body" label={t("fields.body")} error={errorFor("body")}>
          {(props) => (
            <textarea
              {...props}
              name="body"
              rows={14}
              defaultValue={initial.body ?? ""}
              className={`${inputClass} py-2 font-mono text-sm`}
            />
          )}
        </AdminField>
        <AdminField id="post-publishedOn" label={t("fields.publishedOn")} error={errorFor("publishedOn")}>
          {(props) => (
            <input
              {...props}
              name="publishedOn"
              type="date"
              defaultValue={initial.publishedOn ?? ""}
              className={inputClass}
            />
          )}
        </AdminField>
        <PublishedCheckbox label={t("fields.published")} defaultChecked={initial.published === "true"} />
        <SaveButton pending={pending} label={tc("save")} />
      </form>
      <div className="grid content-start gap-4">
        <PhotoField form="post-form" initial={initial.photoKey ?? ""} error={errorFor("photoKey")} />
        <MarkdownPreview preview={preview} sourceId="post-body" testId="post-preview" />
      </div>
    </div>
  );
}
