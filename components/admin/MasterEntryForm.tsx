"use client";

import { useTranslations } from "next-intl";
import { routes } from "@/lib/routes";
import type { FormState } from "@/lib/admin/fields";
import type { StaffFailure } from "@/lib/admin/failures";
import type { MasterChange } from "@/lib/admin/master-data";
import { inputClass } from "@/components/forms/Field";
import { AdminField, SaveButton, SlugInput } from "./form/AdminField";
import { useAdminForm } from "./form/useAdminForm";

type Props = {
  action: (state: FormState<MasterChange | StaffFailure>, formData: FormData) => Promise<FormState<MasterChange | StaffFailure>>;
  type: string;
  isNew: boolean;
  searchable: boolean;
  initial: Record<string, string>;
};

/** One master-data entry; makers and body types also have their reading and the aliases the search uses. */
export function MasterEntryForm({ action, type, isNew, searchable, initial }: Props) {
  const t = useTranslations("admin.data");
  const tc = useTranslations("admin.common");
  const { formAction, onSubmit, pending, errorFor, feedback } = useAdminForm(action, { namespace: "admin.data", editHref: isNew ? (id) => routes.admin.dataEntry(type, id) : undefined });
  const fields = searchable ? ["slug", "nameJa", "nameKana", "nameEn", "aliases", "position"] : ["slug", "nameJa", "nameEn", "position"];
  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="mt-6 grid max-w-xl gap-4">
      {feedback}
      {fields.map((name) => (
        <AdminField key={name} id={`master-${name}`} label={t(`fields.${name}`)} error={errorFor(name)}>
          {(props) => (name === "slug" ? <SlugInput props={props} defaultValue={initial.slug ?? ""} /> : <input {...props} name={name} defaultValue={initial[name] ?? ""} className={inputClass} />)}
        </AdminField>
      ))}
      <SaveButton pending={pending} label={tc("save")} />
    </form>
  );
}
