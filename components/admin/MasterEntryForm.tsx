"use client";

import { useTranslations } from "next-intl";
import { routes } from "@/lib/routes";
import { masterEntrySchema } from "@/lib/admin/form-schemas";
import { HiddenFields } from "@/components/forms/HiddenFields";
import { CheckboxField, SlugField, StaffForm, TextField, type StaffFormProps } from "./form/StaffForm";

// Each field's label is admin.data.fields.{name}; only body types have an English category and the tractor flag.
const SEARCHABLE_FIELDS = ["nameJa", "nameKana", "nameEn", "categoryEn", "aliases", "position"] as const;
const PLAIN_FIELDS = ["nameJa", "nameEn", "position"] as const;

type Props = StaffFormProps & { type: string; searchable: boolean };

/** One master-data entry; makers and body types also have their reading and the aliases the search uses. */
export function MasterEntryForm({ type, searchable, ...entry }: Props) {
  const t = useTranslations("admin.data");
  const fields = searchable
    ? SEARCHABLE_FIELDS.filter((name) => name !== "categoryEn" || type === "body-types")
    : PLAIN_FIELDS;
  return (
    <StaffForm
      prefix="master"
      namespace="admin.data"
      schema={masterEntrySchema}
      editHref={(id) => routes.admin.dataEntry(type, id)}
      {...entry}
      className="mt-6 grid max-w-xl gap-4"
    >
      <HiddenFields values={{ type }} />
      <SlugField label={t("fields.slug")} />
      {fields.map((name) => (
        <TextField key={name} name={name} label={t(`fields.${name}`)} />
      ))}
      {type === "body-types" && (
        <>
          <CheckboxField name="towsTrailer" label={t("fields.towsTrailer")} />
          <CheckboxField name="boxBody" label={t("fields.boxBody")} />
        </>
      )}
    </StaffForm>
  );
}
