import type { ReactNode } from "react";
import { inputClass } from "@/components/forms/Field";
import { SLUG_MAX_LENGTH } from "@/lib/slug";

type ControlProps = { id: string; "aria-invalid": boolean; "aria-describedby": string | undefined };

/** A staff form's labelled control, with its hint and error tied to it for screen readers. */
export function AdminField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (props: ControlProps) => ReactNode;
}) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-bold">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mt-0.5 text-xs text-muted">
          {hint}
        </p>
      )}
      <div className="mt-1">{children({ id, "aria-invalid": Boolean(error), "aria-describedby": describedBy })}</div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function SaveButton({ pending, label }: { pending: boolean; label: string }) {
  return (
    <button
      type="submit"
      disabled={pending}
      className="min-h-12 rounded-md bg-brand-700 px-6 font-bold text-white disabled:opacity-60"
    >
      {label}
    </button>
  );
}

/** A slug: typed as it will appear in the URL, so no capitalising, spell-checking or proportional font. */
export function SlugInput({ props, defaultValue }: { props: ControlProps; defaultValue: string }) {
  return (
    <input
      {...props}
      name="slug"
      defaultValue={defaultValue}
      maxLength={SLUG_MAX_LENGTH}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      className={`${inputClass} font-mono`}
    />
  );
}

/** The published flag every piece of staff content has. */
export function PublishedCheckbox({ label, defaultChecked }: { label: string; defaultChecked: boolean }) {
  return (
    <label className="inline-flex min-h-11 items-center gap-2">
      <input type="checkbox" name="published" defaultChecked={defaultChecked} className="size-5" />
      {label}
    </label>
  );
}
