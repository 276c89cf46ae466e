import type { ReactNode } from "react";
import { Badge } from "@/components/ui/Badge";
import { cn } from "@/components/ui/cn";

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

export const inputClass = cn(
  "block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base",
  "aria-[invalid=true]:border-red-700 aria-[invalid=true]:bg-red-50",
);
