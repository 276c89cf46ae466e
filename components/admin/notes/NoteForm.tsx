"use client";

import type { z } from "zod";
import { useTranslations } from "next-intl";
import type { ButtonAction } from "@/lib/actions/result";
import type { MessageNamespace } from "@/lib/i18n/keys";
import { ORDER_NOTE_MAX } from "@/lib/admin/orders";
import { useFormChecks } from "@/components/forms/useFormAction";
import type { useStaffCall } from "../form/useAdminForm";
import { Button } from "@/components/ui/Button";

/**
 * The field for a new note under a notes thread (a request's, a customer's), checked before it is sent and
 * emptied once the note is saved; the page is drawn again with the note in its thread. It is sent through the
 * screen's own `call`, whose one message answers whatever was done last there.
 */
export function NoteForm({
  id,
  namespace,
  schema,
  values,
  action,
  call: { act, pending },
}: {
  /** The field's id, unique on the page. */
  id: string;
  /** Where `noteLabel`, `addNote` and `noteAdded` are worded. */
  namespace: MessageNamespace;
  schema: z.ZodType;
  /** What the action needs besides the note: the record's number. */
  values: Record<string, number>;
  action: ButtonAction;
  call: Pick<ReturnType<typeof useStaffCall>, "act" | "pending">;
}) {
  const t = useTranslations(namespace);
  const notes = useFormChecks({ schema, namespace });
  const error = notes.checkedError("body");
  return (
    <form
      className="mt-4"
      noValidate
      onSubmit={(event) =>
        notes.check(event, (form) => {
          const body = String(new FormData(form).get("body"));
          act(() => action(null, { ...values, body }), { success: t("noteAdded"), onSuccess: () => form.reset() });
        })
      }
    >
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id} className="text-sm font-semibold">
        {t("noteLabel")}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={ORDER_NOTE_MAX}
        aria-required
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        {...notes.register("body")}
        className="mt-2 block w-full rounded-md border border-slate-300 bg-white p-3"
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" disabled={pending} className="mt-2">
        {t("addNote")}
      </Button>
    </form>
  );
}
