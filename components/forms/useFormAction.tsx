"use client";

import { useActionState, useState, useTransition, type FormEvent } from "react";
import { useMessages, useTranslations, type TranslationValues } from "next-intl";
import { settle, type Action, type ActionResult, type FieldError, type FormError } from "@/lib/actions/result";
import { log } from "@/lib/logging";
import { isMessageKey, type MessageNamespace } from "@/lib/i18n/keys";
import { SUBMISSION_LIMIT } from "@/lib/requests/limits";
import { focusFirstInvalid } from "@/lib/client/focus";

/**
 * The words for an action's answer. A form error is looked up in the form's own namespace first
 * (`form.serviceDown`, `admin.data.slugTaken`), then among the messages every action shares (`actions.*`); a
 * field error in the namespace's `errors.*`, then the shared validation messages.
 */
export function useActionMessages(namespace: MessageNamespace = "actions") {
  const t = useTranslations();
  const messages = useMessages();
  // The code comes from the server at run time: translated only when the messages hold it.
  const say = (key: string, values?: TranslationValues) => (isMessageKey(messages, key) ? t(key, values) : null);
  return {
    formError({ code, value }: FormError) {
      const values = {
        value: value ?? "",
        count: Number(value ?? 0),
        minutes: value ?? SUBMISSION_LIMIT.windowMinutes,
      };
      const words = say(`${namespace}.${code}`, values) ?? say(`actions.${code}`, values);
      // A code this form has no words for (a server newer than the page, a message removed) is a fault to see.
      if (words === null) log.warn("actions.unknownCode", { code: String(code).slice(0, 60), namespace });
      return words ?? t("actions.saveFailed");
    },
    fieldError({ code, value }: FieldError) {
      return (
        say(`${namespace}.errors.${code}`) ??
        say(`validation.${code}`, { value: value ?? "" }) ??
        t("validation.invalidFormat")
      );
    },
  };
}

type Options<T> = {
  /** Where the form's own messages live (see useActionMessages). */
  namespace?: MessageNamespace;
  onSuccess?: (value: T) => void;
  onFailure?: (formError: FormError) => void;
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

  /** Sends the form; should the server refuse a field, its first such control takes the focus. */
  const submit = (form: HTMLFormElement, submitter?: HTMLElement | null) =>
    startTransition(async () => {
      const result = await settle(() => action(state, new FormData(form, submitter)));
      setAnswer(result);
      if (result.ok) options.onSuccess?.(result.value);
      else {
        focusFirstInvalid(form, (name) => name in result.fieldErrors);
        options.onFailure?.(result.formError);
      }
    });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) submit(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
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
    /** Whether the refusal came back with the page (a post without JavaScript) rather than in place. */
    refusedWithPage: answer === undefined && failure !== null,
    /** What the form sent when its answer came back with the page (no JavaScript), to fill it in again. */
    sentValues: failure?.values ?? {},
  };
}
