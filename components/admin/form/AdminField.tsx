import type { ReactNode } from "react";

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
