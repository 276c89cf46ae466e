"use client";

import { useActionState, useRef, useState, useTransition, type FormEvent } from "react";
import { useForm, type DefaultValues, type FieldValues, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMessages, useTranslations, type TranslationValues } from "next-intl";
import type { z } from "@/lib/zod";
import {
  fieldErrorOf,
  FORM_ERRORS,
  settle,
  type Action,
  type ActionResult,
  type FieldError,
  type FormError,
} from "@/lib/actions/result";
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
  /**
   * The schema the server action checks the form with (from lib/, never a copy): the browser checks the same
   * before sending. A form of buttons only (RowActionForm, BulkVehicleActions) has none: nothing typed to check,
   * and the server's answer is the only one that counts. A search sent by GET is no action at all.
   */
  schema?: z.ZodType;
  /** What the controls start with; drawn into the HTML as their defaults too (see RequestForm). */
  defaultValues?: DefaultValues<FieldValues>;
  onSuccess?: (value: T) => void;
  onFailure?: (formError: FormError) => void;
};

/** The text fields a form would send, as the server action reads them (lib/actions/server.ts readPayload). */
function sentOf(form: HTMLFormElement): FieldValues {
  return Object.fromEntries([...new FormData(form).entries()].filter(([, value]) => typeof value === "string"));
}

/**
 * The zod resolver on what the form would send, rather than on react-hook-form's own copy of the values: the
 * hidden fields (record, version, photo key, vehicles) and the controls drawn by other components are checked
 * too, exactly as the server will read them. The form is the one the checked controls belong to.
 */
function formResolver(schema: z.ZodType): Resolver<FieldValues> {
  const resolve = zodResolver(schema as z.ZodType<FieldValues, FieldValues>);
  return (values, context, options) => {
    const form = Object.values(options.fields)
      .map((field) => (field.ref as { form?: HTMLFormElement | null }).form)
      .find((form) => form instanceof HTMLFormElement);
    return resolve(form ? sentOf(form) : values, context, options) as ReturnType<Resolver<FieldValues>>;
  };
}

/** Marks a form's error summary: focused when a refusal has no field to focus. */
export const ERROR_SUMMARY = "data-error-summary";

/**
 * The one way a form is built, public or staff: react-hook-form with the zod resolver on the action's own
 * schema, sent to a server action. Without JavaScript the form posts to the page and the answer comes back in
 * the HTML (useActionState), filled in with what was sent (`sentValues`); with it, each field is checked when
 * left and the whole form before sending, and a refusal (the browser's or the server's) focuses the first field
 * to fix in reading order, else the error summary. The form keeps everything typed whatever the answer, a
 * request that failed even after its retry included: the form says so instead of an error page replacing it.
 *
 * A field takes `{...register(name)}` and its message from `errorFor(name)`; the form takes `ref={formRef}`,
 * `action={formAction}` and `onSubmit={onSubmit}`.
 */
export function useFormAction<T>(action: Action<T>, options: Options<T> = {}) {
  const [answerAfterPost, formAction] = useActionState(action, null);
  const [answer, setAnswer] = useState<ActionResult<T> | null | undefined>(undefined);
  const [pending, startTransition] = useTransition();
  const [refusedHere, setRefusedHere] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const messages = useActionMessages(options.namespace);
  const { schema } = options;
  const { register, handleSubmit, formState, trigger, getFieldState } = useForm<FieldValues>({
    resolver: schema ? formResolver(schema) : undefined,
    mode: "onTouched",
    // Focused by the form itself, in the order the visitor reads the fields (see focusRefusal).
    shouldFocusError: false,
    defaultValues: options.defaultValues,
  });
  const state = answer === undefined ? answerAfterPost : answer;

  /** Sends the form; should the server refuse a field, its first such control takes the focus. */
  const submit = (form: HTMLFormElement, submitter?: HTMLElement | null) =>
    startTransition(async () => {
      setRefusedHere(false);
      const result = await settle(() => action(state, new FormData(form, submitter)));
      setAnswer(result);
      if (result.ok) options.onSuccess?.(result.value);
      else {
        focusRefusal(form, (name) => name in result.fieldErrors);
        options.onFailure?.(result.formError);
      }
    });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const form = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (!schema) return submit(form, submitter);
    void handleSubmit(
      () => submit(form, submitter),
      (errors) => {
        setRefusedHere(true);
        focusRefusal(form, (name) => name in errors);
      },
    )(event);
  };
  const failure = state && !state.ok ? state : null;
  const fieldError = (name: string) =>
    failure?.fieldErrors[name] ? messages.fieldError(failure.fieldErrors[name]) : undefined;
  // Read while rendering, so react-hook-form redraws the form when they change.
  const { errors } = formState;
  const checked = (name: string) => {
    const code = errors[name]?.message;
    return typeof code === "string" ? messages.fieldError(fieldErrorOf(code)) : undefined;
  };
  return {
    state,
    /** For `<form action>`: how the form posts without JavaScript. */
    formAction,
    formRef,
    onSubmit,
    submit,
    pending,
    /** Clears the answer shown (a fresh form, or a message that no longer holds). */
    clear: () => setAnswer(null),
    /** The code of the refusal shown: the browser's check, else the server's answer. */
    failureCode: refusedHere ? FORM_ERRORS.invalid : (failure?.formError.code ?? null),
    formError: refusedHere
      ? messages.formError({ code: FORM_ERRORS.invalid })
      : failure
        ? messages.formError(failure.formError)
        : null,
    /** A field's message: the browser's check of what is typed now, else the server's answer to the last send. */
    errorFor: (name: string) => checked(name) ?? fieldError(name),
    /** The server's message for a field only. */
    fieldError,
    /** Ties a control to the checks: `{...register(name)}`. */
    register,
    /** Checks a field again (one field's rule reads another's value). */
    trigger,
    getFieldState,
    /** The words for a field's message code, for checks a form makes itself. */
    describeFieldError: messages.fieldError,
    /** Whether the refusal came back with the page (a post without JavaScript) rather than in place. */
    refusedWithPage: answer === undefined && failure !== null,
    /** What the form sent when its answer came back with the page (no JavaScript), to fill it in again. */
    sentValues: failure?.values ?? {},
  };
}

/** After a refusal: the first field to fix, in reading order, takes the focus; else the error summary. */
function focusRefusal(form: HTMLFormElement, isInvalid: (name: string) => boolean) {
  if (focusFirstInvalid(form, isInvalid)) return;
  // Drawn by the render this refusal causes.
  requestAnimationFrame(() => form.querySelector<HTMLElement>(`[${ERROR_SUMMARY}]`)?.focus());
}
