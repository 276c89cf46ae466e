"use client";

import { useTranslations } from "next-intl";
import { routes } from "@/lib/routes";
import type { Action } from "@/lib/actions/result";
import { STAFF_TEXT_LIMITS } from "@/lib/admin/fields";
import { MarkdownPreview } from "./form/MarkdownPreview";
import {
  DateField,
  FormPhoto,
  LanguageField,
  PublishedField,
  SelectField,
  StaffForm,
  TextAreaField,
  TextField,
} from "./form/StaffForm";
import type { StaffRecord } from "./form/useAdminForm";

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
export function PostForm({ action, preview, record, initial, originals }: Props) {
  const t = useTranslations("admin.blogPosts");
  const tc = useTranslations("admin.common");
  const aside = (
    <>
      <FormPhoto />
      <MarkdownPreview preview={preview} sourceId="post-body" testId="post-preview" />
    </>
  );
  return (
    <StaffForm
      prefix="post"
      action={action}
      options={{ namespace: "admin.blogPosts", record, editHref: routes.admin.blogPost }}
      initial={initial}
      aside={aside}
    >
      <TextField name="title" label={t("fields.title")} maxLength={STAFF_TEXT_LIMITS.title} />
      <LanguageField label={t("fields.language")} />
      <SelectField
        name="translationOfId"
        label={t("fields.translationOfId")}
        hint={t("translationHint")}
        none={t("noTranslation")}
        options={originals.map((post) => ({
          value: post.id,
          label: `［${tc(`languages.${post.language}`)}］${post.title}`,
        }))}
      />
      <TextAreaField name="body" label={t("fields.body")} rows={14} markdown />
      <DateField name="publishedOn" label={t("fields.publishedOn")} />
      <PublishedField label={t("fields.published")} />
    </StaffForm>
  );
}
