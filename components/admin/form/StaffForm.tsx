"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { UseFormRegister, FieldValues } from "react-hook-form";
import type { z } from "@/lib/zod";
import { useTranslations } from "next-intl";
import { inputClass } from "@/components/forms/Field";
import { Button } from "@/components/ui/Button";
import { SLUG_MAX_LENGTH } from "@/lib/slug";
import { AdminField } from "./AdminField";
import { PhotoField } from "./PhotoField";
import type { Action } from "@/lib/actions/result";
import type { MessageNamespace } from "@/lib/i18n/keys";
import { useAdminForm, type StaffRecord } from "./useAdminForm";
import { cn } from "@/components/ui/cn";

/** What a staff edit page hands its form: the action that saves it, which record, and its values. */
export type StaffFormProps = {
  action: Action<{ id: number; version: number }>;
  record: StaffRecord;
  initial: Record<string, string>;
};

/**
 * What a field of a staff form needs from its form: its id, its value (as stored or as last sent), its error,
 * and its tie to the form's checks (`{...register(name)}`, which names the control too).
 */
type FormFields = {
  prefix: string;
  value: (name: string) => string;
  error: (name: string) => string | undefined;
  register: UseFormRegister<FieldValues>;
};

const FieldsContext = createContext<FormFields | null>(null);

function useFormFields(): FormFields {
  const fields = useContext(FieldsContext);
  if (!fields) throw new Error("A staff form field belongs inside a StaffForm.");
  return fields;
}

/**
 * The frame of every staff edit form: the answer to the last save, which record and version it saves, the
 * fields, the save button, and beside them on a computer (`aside`) the photo or the preview. The fields read
 * their values and errors from it by name: what staff typed stays after a refused save. The form checks the
 * action's schema in the browser before saving (useFormAction), and still saves without JavaScript.
 */
export function StaffForm({
  prefix,
  namespace,
  schema,
  editHref,
  action,
  record,
  initial,
  aside,
  className = "grid content-start gap-4",
  onSaved,
  submitLabel,
  savedText,
  children,
}: {
  /** The form's id and its fields' prefix: "post" gives #post-form and #post-title. */
  prefix: string;
  /** Where its messages live. */
  namespace: MessageNamespace;
  /** The schema its action checks (lib/admin/form-schemas.ts). */
  schema: z.ZodType;
  /** Where a new record goes once saved: its edit page. */
  editHref: (id: number) => string;
  aside?: ReactNode;
  className?: string;
  /** What else a save changes on the page (a request's page draws its history and status again). */
  onSaved?: () => void;
  /** The button's words when the form does more than save (a reply is sent); "save" otherwise. */
  submitLabel?: string;
  /** What a save says when it depends on more than the form (a reply with no mail server to send it). */
  savedText?: string;
  children: ReactNode;
} & StaffFormProps) {
  const tc = useTranslations("admin.common");
  const { formRef, formAction, onSubmit, feedback, recordFields, pending, sentValues, errorFor, register } =
    useAdminForm(action, { namespace, schema, record, editHref, onSaved, savedText });
  const values = { ...initial, ...sentValues };
  const fields: FormFields = { prefix, value: (name) => values[name] ?? "", error: errorFor, register };
  const body = (
    <form ref={formRef} action={formAction} onSubmit={onSubmit} noValidate className={className} id={`${prefix}-form`}>
      {feedback}
      {recordFields}
      {children}
      <div>
        <Button type="submit" size="lg" disabled={pending}>
          {submitLabel ?? tc("save")}
        </Button>
      </div>
    </form>
  );
  return (
    <FieldsContext value={fields}>
      {aside ? (
        <div className="mt-6 grid gap-6 pc:grid-cols-2">
          {body}
          <div className="grid content-start gap-4">{aside}</div>
        </div>
      ) : (
        body
      )}
    </FieldsContext>
  );
}

type FieldProps = { name: string; label: string; hint?: string };

/** A one-line text field; `lang` marks a field written in the other language than the page's. */
export function TextField({
  name,
  label,
  hint,
  maxLength,
  lang,
  inputMode,
  narrow = false,
}: FieldProps & { maxLength?: number; lang?: string; inputMode?: "numeric"; narrow?: boolean }) {
  const { prefix, value, error, register } = useFormFields();
  return (
    <AdminField id={`${prefix}-${name}`} label={label} hint={hint} error={error(name)}>
      {(props) => (
        <input
          {...props}
          {...register(name)}
          lang={lang}
          inputMode={inputMode}
          defaultValue={value(name)}
          maxLength={maxLength}
          className={cn(inputClass, narrow && "w-32")}
        />
      )}
    </AdminField>
  );
}

/** A date, as the browser's date picker writes it (2026-11-24). */
export function DateField({ name, label }: FieldProps) {
  const { prefix, value, error, register } = useFormFields();
  return (
    <AdminField id={`${prefix}-${name}`} label={label} error={error(name)}>
      {(props) => (
        <input {...props} {...register(name)} type="date" defaultValue={value(name)} className={inputClass} />
      )}
    </AdminField>
  );
}

/** Several lines of text; `markdown` sets it in a fixed-width font, as Markdown is written. */
export function TextAreaField({
  name,
  label,
  rows,
  lang,
  markdown = false,
}: FieldProps & { rows: number; lang?: string; markdown?: boolean }) {
  const { prefix, value, error, register } = useFormFields();
  return (
    <AdminField id={`${prefix}-${name}`} label={label} error={error(name)}>
      {(props) => (
        <textarea
          {...props}
          {...register(name)}
          lang={lang}
          rows={rows}
          defaultValue={value(name)}
          className={cn(inputClass, "py-2", markdown && "font-mono text-sm")}
        />
      )}
    </AdminField>
  );
}

/** A choice among options; `none` is the first, empty one when choosing nothing is allowed. */
export function SelectField({
  name,
  label,
  hint,
  options,
  none,
  fallback = "",
}: FieldProps & { options: { value: string | number; label: string }[]; none?: string; fallback?: string }) {
  const { prefix, value, error, register } = useFormFields();
  return (
    <AdminField id={`${prefix}-${name}`} label={label} hint={hint} error={error(name)}>
      {(props) => (
        <select {...props} {...register(name)} defaultValue={value(name) || fallback} className={inputClass}>
          {none !== undefined && <option value="">{none}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </AdminField>
  );
}

/**
 * The record's slug, the last part of its address: typed as it will appear in the URL, so no capitalising,
 * spell-checking or proportional font.
 */
export function SlugField({ label }: { label: string }) {
  const { prefix, value, error, register } = useFormFields();
  return (
    <AdminField id={`${prefix}-slug`} label={label} error={error("slug")}>
      {(props) => (
        <input
          {...props}
          {...register("slug")}
          defaultValue={value("slug")}
          maxLength={SLUG_MAX_LENGTH}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          className={cn(inputClass, "font-mono")}
        />
      )}
    </AdminField>
  );
}

/** The record's photo, uploaded on its own and sent with the form (field photoKey). */
export function FormPhoto() {
  const { prefix, value, error } = useFormFields();
  return <PhotoField form={`${prefix}-form`} initial={value("photoKey")} error={error("photoKey")} />;
}

/** The published flag every piece of staff content has. */
export function PublishedField({ label }: { label: string }) {
  return <CheckboxField name="published" label={label} />;
}

/** A yes/no field, checked when its stored value is true, or when it was sent ticked ("on") and came back refused. */
export function CheckboxField({ name, label }: FieldProps) {
  const { value, register } = useFormFields();
  return (
    <label className="inline-flex min-h-11 items-center gap-2">
      <input
        type="checkbox"
        {...register(name)}
        defaultChecked={value(name) === "true" || value(name) === "on"}
        className="size-5"
      />
      {label}
    </label>
  );
}

/** The language a post or review is written in. */
export function LanguageField({ label }: { label: string }) {
  const t = useTranslations("admin.common.languages");
  return (
    <SelectField
      name="language"
      label={label}
      options={[
        { value: "ja", label: t("ja") },
        { value: "en", label: t("en") },
      ]}
    />
  );
}
