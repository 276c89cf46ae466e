"use client";

import { useActionState, useState, useTransition, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { parseErrorCode, settle, type Action, type ActionResult } from "@/lib/actions/result";

/**
 * The words for an action's answer. A form error is looked up in the form's own namespace first
 * (`form.serviceDown`, `admin.data.slugTaken`), then among the messages every action shares (`actions.*`); a
 * field error in the namespace's `errors.*`, then the shared validation messages.
 */
export function useActionMessages(namespace = "actions") {
  const own = useTranslations(namespace as never);
  const shared = useTranslations("actions");
  const validation = useTranslations("validation");
  return {
    formError(code: string) {
      const { key, value } = parseErrorCode(code);
      const values = { value: value ?? "", count: Number(value ?? 0), minutes: value ?? "10" };
      if (own.has(key as never)) return own(key as never, values as never);
      return shared.has(key as never) ? shared(key as never, values as never) : shared("saveFailed");
    },
    fieldError(code: string) {
      const { key, value } = parseErrorCode(code);
      if (own.has(`errors.${key}` as never)) return own(`errors.${key}` as never);
      return validation.has(key as never)
        ? validation(key as never, { value: value ?? "" } as never)
        : validation("invalidFormat");
    },
  };
}

type Options<T> = {
  /** Where the form's own messages live (see useActionMessages). */
  namespace?: string;
  onSuccess?: (value: T) => void;
  onFailure?: (formError: string) => void;
};

/**
 * A form bound to a server action, public or staff. Without JavaScript the form posts to the page and the
 * answer comes back in the HTML (useActionState); with it, the form is sent in place and keeps everything
 * typed whatever the answer, a request that failed even after its retry included: the form says so instead
 * of an error page replacing it.
 */
export function useFormAction<T>(action: Action<T>, options: Options<T> = {}) {
  const [answerAfterPost, formAction] = useActionState(action, null);
  const [answer, setAnswer] = useState<ActionResult<T> | null | undefined>(undefined);
  const [pending, startTransition] = useTransition();
  const messages = useActionMessages(options.namespace);
  const state = answer === undefined ? answerAfterPost : answer;

  const submit = (formData: FormData) =>
    startTransition(async () => {
      const result = await settle(() => action(state, formData));
      setAnswer(result);
      if (result.ok) options.onSuccess?.(result.value);
      else options.onFailure?.(result.formError);
    });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) submit(new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter));
  };
  const failure = state && !state.ok ? state : null;
  return {
    state,
    /** For `<form action>`: how the form posts without JavaScript. */
    formAction,
    onSubmit,
    submit,
    pending,
    /** Clears the answer shown (a fresh form, or a message that no longer holds). */
    clear: () => setAnswer(null),
    formError: failure ? messages.formError(failure.formError) : null,
    fieldError: (name: string) =>
      failure?.fieldErrors[name] ? messages.fieldError(failure.fieldErrors[name]) : undefined,
    /** The words for a field's message code, for checks the browser makes before sending. */
    describeFieldError: messages.fieldError,
    /** What the form sent when its answer came back with the page (no JavaScript), to fill it in again. */
    sentValues: failure?.values ?? {},
  };
}
