import { Notice } from "@/components/ui/Notice";

/** Marks a form's error summary: focused when a refusal has no field to take the focus (useFormAction). */
export const ERROR_SUMMARY = "data-error-summary";

/**
 * What a refused form says at its top: why, and a link to each field to fix with its message, so nothing to fix
 * is out of view. Focused when it comes with the page (a form sent without JavaScript): a screen reader reads
 * it first, and the links lead on.
 */
export function ErrorSummary({
  message,
  fields,
  focus,
}: {
  message: string;
  /** Each field's id, label and message, in the order the form shows them. */
  fields: { id: string; label: string; error: string }[];
  focus: boolean;
}) {
  return (
    <Notice tone="error" tabIndex={-1} autoFocus={focus} data-testid="error-summary" {...{ [ERROR_SUMMARY]: "" }}>
      <p>{message}</p>
      {fields.length > 0 && (
        <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm">
          {fields.map((field) => (
            <li key={field.id}>
              <a href={`#${field.id}`} className="underline underline-offset-4">
                {field.label}: {field.error}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Notice>
  );
}
