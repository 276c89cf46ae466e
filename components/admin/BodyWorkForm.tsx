"use client";

import { useTranslations } from "next-intl";
import { routes } from "@/lib/routes";
import { bodyWorkSchema } from "@/lib/admin/form-schemas";
import { STAFF_TEXT_LIMITS } from "@/lib/admin/fields";
import {
  FormPhoto,
  PublishedField,
  SelectField,
  SlugField,
  StaffForm,
  type StaffFormProps,
  TextAreaField,
  TextField,
} from "./form/StaffForm";

type Props = StaffFormProps & {
  bodyTypes: { id: number; name: string }[];
};

/** One body we build: names and descriptions in both languages, its body type, order and photo. */
export function BodyWorkForm({ bodyTypes, ...entry }: Props) {
  const t = useTranslations("admin.bodyWork");
  return (
    <StaffForm
      prefix="body-work"
      namespace="admin.bodyWork"
      schema={bodyWorkSchema}
      editHref={routes.admin.bodyWorkItem}
      {...entry}
      aside={<FormPhoto />}
    >
      <SlugField label={t("fields.slug")} />
      <TextField name="titleJa" label={t("fields.titleJa")} maxLength={STAFF_TEXT_LIMITS.bodyWorkTitle} />
      <TextAreaField name="textJa" label={t("fields.textJa")} rows={6} />
      <TextField name="titleEn" label={t("fields.titleEn")} maxLength={STAFF_TEXT_LIMITS.bodyWorkTitle} />
      <TextAreaField name="textEn" label={t("fields.textEn")} rows={6} />
      <SelectField
        name="bodyTypeId"
        label={t("fields.bodyTypeId")}
        none={t("noBodyType")}
        options={bodyTypes.map((type) => ({ value: type.id, label: type.name }))}
      />
      <TextField name="position" label={t("fields.position")} inputMode="numeric" narrow />
      <PublishedField label={t("fields.published")} />
    </StaffForm>
  );
}
