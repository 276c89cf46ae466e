"use client";

import { useTranslations } from "next-intl";
import { routes } from "@/lib/routes";
import { reviewSchema } from "@/lib/admin/form-schemas";
import { STAFF_TEXT_LIMITS } from "@/lib/admin/fields";
import {
  FormPhoto,
  LanguageField,
  PublishedField,
  StaffForm,
  type StaffFormProps,
  TextAreaField,
  TextField,
} from "./form/StaffForm";

/** A customer review: who (as they agreed to be named), what they bought, their words, a photo. */
export function ReviewForm(entry: StaffFormProps) {
  const t = useTranslations("admin.reviews");
  return (
    <StaffForm
      prefix="review"
      namespace="admin.reviews"
      schema={reviewSchema}
      editHref={routes.admin.review}
      {...entry}
      aside={<FormPhoto />}
    >
      <TextField
        name="customerName"
        label={t("fields.customerName")}
        hint={t("hints.customerName")}
        maxLength={STAFF_TEXT_LIMITS.customerName}
      />
      <TextField
        name="vehicleBought"
        label={t("fields.vehicleBought")}
        hint={t("hints.vehicleBought")}
        maxLength={STAFF_TEXT_LIMITS.vehicleBought}
      />
      <LanguageField label={t("fields.language")} />
      <TextAreaField name="text" label={t("fields.text")} rows={8} />
      <PublishedField label={t("fields.published")} />
    </StaffForm>
  );
}
