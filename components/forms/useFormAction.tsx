"use client";

import { useActionState, useRef, useState, useTransition, type FormEvent } from "react";
import { useForm, type FieldValues, type Resolver } from "react-hook-form";
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
import { afterPress } from "@/lib/client/after-press";
import { ERROR_SUMMARY } from "./ErrorSummary";

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
      const values = { value: value ?? "" };
      return (
        say(`${namespace}.errors.${code}`, values) ?? say(`validation.${code}`, values) ?? t("validation.invalidFormat")
      );
    },
  };
}

type Checks = {
  /** Where the form's own messages live (see useActionMessages). */
  namespace?: MessageNamespace;
  /**
   * The schema the server checks the form with (from lib/, never a copy): the browser checks the same before
   * sending. Forms of buttons only (RowActionForm, BulkVehicleActions, AlertLinkButton, SignOutEverywhere) take
   * none: nothing is typed to check, and the server's answer is the only one that counts. Searches sent by GET
   * (the catalogue, the staff lists' filters) are no actions at all: any query reads as a search. A form on a page
   * that should not carry the schema's code from the start (the save-search form, whose schema reads
   * the catalogue's parser and so zod whole) passes a function that imports it: it loads when first checked.
   */
  schema?: SchemaSource;
};

type SchemaSource = z.ZodType | (() => Promise<z.ZodType>);

// One import per schema, however often the form is checked or redrawn.
const loadedSchemas = new WeakMap<() => Promise<z.ZodType>, Promise<z.ZodType>>();

function schemaOf(source: SchemaSource): z.ZodType | Promise<z.ZodType> {
  if (typeof source !== "function") return source;
  let loaded = loadedSchemas.get(source);
  if (!loaded) loadedSchemas.set(source, (loaded = source()));
  return loaded;
}

type Options<T> = Checks & {
  onSuccess?: (value: T) => void;
  onFailure?: (formError: FormError) => void;
};

/** The text fields a form would send, as the server reads them (lib/actions/server.ts readPayload). */
function sentOf(form: HTMLFormElement): FieldValues {
  return Object.fromEntries([...new FormData(form).entries()].filter(([, value]) => typeof value === "string"));
}

/**
 * The zod resolver on what the form would send, rather than on react-hook-form's own copy of the values: the
 * hidden fields (record, version, photo key, vehicles) and the controls drawn by other components are checked
 * too, exactly as the server will read them. The form is the one the checked controls belong to.
 */
function formResolver(source: SchemaSource): Resolver<FieldValues> {
  return async (values, context, options) => {
    const schema = await schemaOf(source);
    const resolve = zodResolver(schema as z.ZodType<FieldValues, FieldValues>);
    const form = Object.values(options.fields)
      .map((field) => (field.ref as { form?: HTMLFormElement | null }).form)
      .find((form) => form instanceof HTMLFormElement);
    return resolve(form ? sentOf(form) : values, context, options) as ReturnType<Resolver<FieldValues>>;
  };
}

/**
 * The browser's checks of a form: react-hook-form with the zod resolver on the schema the server checks. Each
 * field is checked when left (once the press that left it is over) and again as it is fixed, the whole form before
 * sending; a refusal focuses the first field to fix in reading order, else the error summary. A field takes
 * `{...register(name)}` and its message from `checkedError(name)`. Forms sent to a server action take it through
 * useFormAction; a form sent otherwise (the sign-in, a staff call) takes it alone and sends from `check`.
 */
export function useFormChecks({ schema, namespace }: Checks = {}) {
  const messages = useActionMessages(namespace);
  const [refused, setRefused] = useState(false);
  const { register, handleSubmit, formState, trigger, getFieldState } = useForm<FieldValues>({
    resolver: schema ? formResolver(schema) : undefined,
    mode: "onTouched",
    // Focused by the form itself, in the order the visitor reads the fields (see focusRefusal).
    shouldFocusError: false,
  });
  // Read while rendering, so react-hook-form redraws the form when they change.
  const { errors, submitCount } = formState;
  return {
    /** react-hook-form's register, whose check on leaving a field waits for the press that left it (afterPress). */
    register: ((name, options) => {
      const field = register(name, options);
      return { ...field, onBlur: async (event) => afterPress(() => void field.onBlur(event)) };
    }) as typeof register,
    trigger,
    getFieldState,
    /** Whether the browser refused the last try and a field is still to fix (its message: the form's `invalid`). */
    refused: refused && Object.keys(errors).length > 0,
    /** Whether the form was tried at least once: a summary of what to fix shows from then on. */
    tried: submitCount > 0,
    /** The browser's message for a field as it is now. */
    checkedError(name: string) {
      const code = errors[name]?.message;
      return typeof code === "string" ? messages.fieldError(fieldErrorOf(code)) : undefined;
    },
    /** For `onSubmit`: checks the form, then calls `send`, or focuses the first field to fix. */
    check(event: FormEvent<HTMLFormElement>, send: (form: HTMLFormElement) => void) {
      event.preventDefault();
      const form = event.currentTarget;
      if (!schema) return send(form);
      void handleSubmit(
        () => {
          setRefused(false);
          send(form);
        },
        (invalid) => {
          setRefused(true);
          focusRefusal(form, (name) => name in invalid);
        },
      )(event);
    },
  };
}

/**
 * The one way a form is built, public or staff: the browser's checks (useFormChecks) before it is sent to a
 * server action. Without JavaScript the form posts to the page and the answer comes back in the HTML
 * (useActionState), filled in with what was sent (`sentValues`); with it, the form is sent in place, a refusal
 * (the browser's or the server's) focuses the first field to fix, and the form keeps everything typed whatever
 * the answer, a request that failed even after its retry included: the form says so instead of an error page
 * replacing it.
 *
 * A field takes `{...register(name)}` and its message from `errorFor(name)`; the form takes `ref={formRef}`,
 * `action={formAction}` and `onSubmit={onSubmit}`.
 */
export function useFormAction<T>(action: Action<T>, options: Options<T> = {}) {
  const [answerAfterPost, formAction] = useActionState(action, null);
  const [answer, setAnswer] = useState<ActionResult<T> | null | undefined>(undefined);
  const [pending, startTransition] = useTransition();
  const formRef = useRef<HTMLFormElement>(null);
  const messages = useActionMessages(options.namespace);
  const checks = useFormChecks(options);
  const state = answer === undefined ? answerAfterPost : answer;

  /** Sends the form; should the server refuse a field, its first such control takes the focus. */
  const submit = (form: HTMLFormElement, submitter?: HTMLElement | null) =>
    startTransition(async () => {
      const result = await settle(() => action(state, new FormData(form, submitter)));
      setAnswer(result);
      if (result.ok) options.onSuccess?.(result.value);
      else {
        focusRefusal(form, (name) => name in result.fieldErrors);
        options.onFailure?.(result.formError);
      }
    });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (pending) return event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    checks.check(event, (form) => submit(form, submitter));
  };
  const failure = state && !state.ok ? state : null;
  const fieldError = (name: string) =>
    failure?.fieldErrors[name] ? messages.fieldError(failure.fieldErrors[name]) : undefined;
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
    failureCode: checks.refused ? FORM_ERRORS.invalid : (failure?.formError.code ?? null),
    formError: checks.refused
      ? messages.formError({ code: FORM_ERRORS.invalid })
      : failure
        ? messages.formError(failure.formError)
        : null,
    /** A field's message: the browser's check of what is typed now, else the server's answer to the last send. */
    errorFor: (name: string) => checks.checkedError(name) ?? fieldError(name),
    register: checks.register,
    /** Checks a field again (one field's rule reads another's value). */
    trigger: checks.trigger,
    getFieldState: checks.getFieldState,
    /** Whether the form was tried at least once (see useFormChecks). */
    tried: checks.tried,
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
