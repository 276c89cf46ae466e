import type { ReactNode } from "react";
import { Badge } from "@/components/ui/Badge";

/** A labelled control with its hint and error tied to it by aria-describedby. */
export function Field(props: {
  id: string;
  label: string;
  badge: string;
  required: boolean;
  hint?: string;
  error?: string;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const hintId = props.hint ? `${props.id}-hint` : undefined;
  const errorId = props.error ? `${props.id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={props.id} className="flex items-center gap-2 text-sm font-bold">
        {props.label}
        <Badge tone={props.required ? "danger" : "neutral"}>{props.badge}</Badge>
      </label>
      {props.hint && (
        <p id={hintId} className="mt-0.5 text-xs text-muted">
          {props.hint}
        </p>
      )}
      <div className="mt-1">{props.children(describedBy)}</div>
      {props.error && (
        <p id={errorId} className="mt-1 text-sm font-semibold text-red-700">
          {props.error}
        </p>
      )}
    </div>
  );
}

/** A radio button's label drawn as a bordered box, so the whole 44 px box takes the tap. */
export const optionClass = "inline-flex min-h-11 items-center gap-2 rounded-md border border-slate-300 px-3";

/** A text input, select or text area: app/globals.css's .field-input, which a caller's width or text size wins over. */
export const inputClass = "field-input";
