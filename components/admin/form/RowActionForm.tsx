"use client";

import { useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import type { Action } from "@/lib/actions/result";
import type { MessageNamespace } from "@/lib/i18n/keys";
import { useFormAction } from "@/components/forms/useFormAction";
import { HiddenFields } from "@/components/forms/HiddenFields";
import { useConfirm } from "@/components/dialog/DialogProvider";
import { useScripted } from "@/components/ui/use-scripted";
import { useStaffCall } from "./useAdminForm";
import { cn } from "@/components/ui/cn";

export type RowQuestion = { title: string; message: string; confirmLabel: string; cancelLabel: string };

/**
 * One action on one row of a staff list, as a form. With scripts it is sent in place: a question first when it
 * has one, the sign-in dialog if the session has ended, the answer beside the buttons and the page's data
 * redrawn. Without them the form posts and the page comes back with the answer; the question becomes a box to
 * tick before the button does anything.
 */
export function RowActionForm<T>({
  action,
  values,
  namespace,
  question,
  success,
  answer,
  className = "flex flex-wrap items-end gap-2",
  children,
}: {
  action: Action<T>;
  /** What the action needs besides the fields: the record's id, the language. */
  values: Record<string, string | number | null>;
  namespace: MessageNamespace;
  question?: RowQuestion;
  /** What is said once it is done, from the answer: a page drawn after a post already shows the record changed. */
  success?: (value: T) => string;
  /** What a done action shows besides `success` (a link made for it), from its value. */
  answer?: (value: T) => ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const tc = useTranslations("admin.common");
  const scripted = useScripted();
  const confirm = useConfirm();
  const form = useFormAction(action, { namespace });
  const { act, pending, feedback } = useStaffCall(namespace);
  const [done, setDone] = useState<{ value: T } | null>(null);
  // Without scripts the answer came back with the page.
  const posted = scripted ? null : form.state;
  const shown = scripted ? done : posted?.ok ? { value: posted.value } : null;
  return (
    <form
      action={form.formAction}
      onSubmit={async (event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
        if (pending || (question && !(await confirm(question)))) return;
        setDone(null);
        act(() => action(null, data), { onSuccess: (value) => setDone({ value }) });
      }}
      className="grid gap-2"
    >
      <HiddenFields values={values} />
      {question && !scripted && (
        <div className="text-xs">
          <p>{question.message}</p>
          <label className="mt-1 flex items-start gap-2">
            <input type="checkbox" name="confirmed" value="1" required className="mt-0.5 size-4" />
            {tc("confirmCheck")}
          </label>
        </div>
      )}
      <fieldset disabled={pending} className={cn("m-0 min-w-0 border-0 p-0", className)}>
        {children}
      </fieldset>
      {feedback}
      {shown && success && (
        <p role="status" className="text-sm font-semibold text-brand-800">
          {success(shown.value)}
        </p>
      )}
      {posted && !posted.ok && (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {form.formError}
        </p>
      )}
      {shown && answer?.(shown.value)}
    </form>
  );
}
