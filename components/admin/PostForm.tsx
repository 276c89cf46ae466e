"use client";

import { useTranslations } from "next-intl";
import { routes } from "@/lib/routes";
import { blogPostSchema } from "@/lib/admin/form-schemas";
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
  type StaffFormProps,
  TextAreaField,
  TextField,
} from "./form/StaffForm";

type Props = StaffFormProps & {
  /** Renders the Markdown as the public page will. */
  preview: Action<string>;
  /** Posts this one may translate. */
  originals: { id: number; title: string; language: "ja" | "en" }[];
};

/** A blog post: title, Markdown with a preview rendered by the server, photo, language, translation, publication. */
export function PostForm({ preview, originals, ...entry }: Props) {
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
      namespace="admin.blogPosts"
      schema={blogPostSchema}
      editHref={routes.admin.blogPost}
      {...entry}
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
