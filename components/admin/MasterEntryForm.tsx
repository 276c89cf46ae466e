"use client";

import { useTranslations } from "next-intl";
import { routes } from "@/lib/routes";
import type { Action } from "@/lib/actions/result";
import { inputClass } from "@/components/forms/Field";
import { AdminField, SaveButton, SlugInput } from "./form/AdminField";
import { HiddenFields } from "@/components/forms/HiddenFields";
import { useAdminForm, type StaffRecord } from "./form/useAdminForm";

// Each field's label is admin.data.fields.{name}; only body types have an English category.
const SEARCHABLE_FIELDS = ["slug", "nameJa", "nameKana", "nameEn", "categoryEn", "aliases", "position"] as const;
const PLAIN_FIELDS = ["slug", "nameJa", "nameEn", "position"] as const;

type Props = {
  action: Action<{ id: number; version: number }>;
  type: string;
  record: StaffRecord;
  searchable: boolean;
  initial: Record<string, string>;
};

/** One master-data entry; makers and body types also have their reading and the aliases the search uses. */
export function MasterEntryForm({ action, type, record, searchable, initial: stored }: Props) {
  const t = useTranslations("admin.data");
  const tc = useTranslations("admin.common");
  const { formAction, onSubmit, formRef, pending, errorFor, recordFields, sentValues, feedback } = useAdminForm(
    action,
    { namespace: "admin.data", record, editHref: (id) => routes.admin.dataEntry(type, id) },
  );
  const initial = { ...stored, ...sentValues };
  const fields = searchable
    ? SEARCHABLE_FIELDS.filter((name) => name !== "categoryEn" || type === "body-types")
    : PLAIN_FIELDS;
  return (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate className="mt-6 grid max-w-xl gap-4">
      {feedback}
      {recordFields}
      <HiddenFields values={{ type }} />
      {fields.map((name) => (
        <AdminField key={name} id={`master-${name}`} label={t(`fields.${name}`)} error={errorFor(name)}>
          {(props) =>
            name === "slug" ? (
              <SlugInput props={props} defaultValue={initial.slug ?? ""} />
            ) : (
              <input {...props} name={name} defaultValue={initial[name] ?? ""} className={inputClass} />
            )
          }
        </AdminField>
      ))}
      <SaveButton pending={pending} label={tc("save")} />
    </form>
  );
}
