"use client";

import { useEffect, useRef, useState, useTransition, type RefObject } from "react";
import type { z } from "@/lib/zod";
import { useRouter } from "next/navigation";
import { useLocale, useMessages, useTranslations } from "next-intl";
import { getPathname } from "@/lib/i18n/navigation";
import { FORM_ERRORS, settle, type Action, type ActionResult } from "@/lib/actions/result";
import { isMessageKey, type MessageNamespace } from "@/lib/i18n/keys";
import { useActionMessages, useFormAction } from "@/components/forms/useFormAction";
import { ERROR_SUMMARY } from "@/components/forms/ErrorSummary";
import { HiddenFields } from "@/components/forms/HiddenFields";
import { StaffFailure, useSessionRefusal } from "../SignInAgain";
import { Notice } from "@/components/ui/Notice";
import { cn } from "@/components/ui/cn";

type Saved = { id: number; version: number };

/**
 * A staff edit form bound to its action. New records land on their edit page once created (`editHref`);
 * saved ones carry their new version into the next save. An expired session opens the sign-in dialog over
 * the form; a stale save is refused; leaving with unsaved changes asks first. What staff typed always stays.
 */
export type StaffRecord = { id: number | null; version: number | null };

export function useAdminForm<T extends Saved>(
  action: Action<T>,
  options: {
    namespace: MessageNamespace;
    record: StaffRecord;
    /** The schema the action checks, without the record and version it saves (see useFormAction). */
    schema?: z.ZodType;
    editHref?: (id: number) => string;
    /** What the form keeps of a save besides its version. */
    onSaved?: (saved: T) => void;
    /** What a save says, when the form's namespace cannot know it (a reply with no mail server to send it). */
    savedText?: string;
  },
) {
  const t = useTranslations();
  const messages = useMessages();
  const tc = useTranslations("admin.common");
  const ta = useTranslations("actions");
  const locale = useLocale();
  const router = useRouter();
  const [version, setVersion] = useState(options.record.version);
  const session = useSessionRefusal();
  const form = useFormAction(action, {
    namespace: options.namespace,
    schema: options.schema,
    onSuccess: (saved) => {
      markSaved();
      setVersion(saved.version);
      options.onSaved?.(saved);
      if (options.record.id === null && options.editHref)
        router.push(getPathname({ href: options.editHref(saved.id), locale }));
    },
    onFailure: (error) => session.answered(error.code),
  });
  const { markSaved } = useUnsavedChangesGuard(form.formRef, ta("unsavedChanges"));
  const onSubmit: typeof form.onSubmit = (event) => {
    session.answered(null);
    form.onSubmit(event);
  };
  // A form may say "saved" in its own words (admin.vehicleForm.saved), else in the common ones.
  const ownSaved = `${options.namespace}.saved`;
  const savedText = options.savedText ?? (isMessageKey(messages, ownSaved) ? t(ownSaved) : tc("saved"));
  const feedback = (
    <>
      {form.failureCode && form.formError && (
        // Focused when it comes with the page (no JavaScript), or when the field to fix cannot take the focus.
        <div {...{ [ERROR_SUMMARY]: "" }} tabIndex={-1} autoFocus={form.refusedWithPage}>
          <StaffFailure message={form.formError} code={form.failureCode} session={session} />
        </div>
      )}
      {form.state?.ok && options.record.id !== null && <Notice tone="success">{savedText}</Notice>}
    </>
  );
  // Which record the form saves, and the version it was opened at (raised by each save from this form).
  const recordFields = <HiddenFields values={{ id: options.record.id, version }} />;
  return { ...form, onSubmit, recordFields, feedback };
}

/**
 * A row button's action (publish, delete, move…): the answer in words, the sign-in dialog when the session
 * has ended, and no error page whatever happens to the request. `act` runs it as a transition and redraws
 * the page's data after a change; `run` only calls it, for buttons that keep their own state.
 */
export function useStaffCall(namespace: MessageNamespace = "actions") {
  const messages = useActionMessages(namespace);
  const session = useSessionRefusal();
  const ta = useTranslations("actions");
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const run = async <T,>(
    call: () => Promise<ActionResult<T>>,
    success?: string | ((value: T) => string),
  ): Promise<ActionResult<T>> => {
    setMessage(null);
    session.answered(null);
    const result = await settle(call);
    if (result.ok) {
      const text = typeof success === "function" ? success(result.value) : success;
      if (text) setMessage({ text, error: false });
    } else {
      // A button sends nothing typed: a newer change is reason to look again, not to keep a copy of anything.
      const text =
        result.formError.code === FORM_ERRORS.conflict ? ta("buttonConflict") : messages.formError(result.formError);
      setMessage({ text, error: true });
      session.answered(result.formError.code);
    }
    return result;
  };
  const act = <T,>(
    call: () => Promise<ActionResult<T>>,
    options: { success?: string | ((value: T) => string); onSuccess?: (value: T) => void } = {},
  ) =>
    startTransition(async () => {
      const result = await run(call, options.success);
      if (result.ok) options.onSuccess?.(result.value);
      // What the page shows is out of date after a change, and when the record turned out to be gone.
      if (result.ok || result.formError.code === FORM_ERRORS.notFound) router.refresh();
    });
  const shown = session.signedInAgain ? { text: ta("signedInAgain"), error: false } : message;
  const feedback = shown && (
    <p
      role={shown.error ? "alert" : "status"}
      className={cn("mt-1 text-sm font-semibold", shown.error ? "text-red-800" : "text-brand-800")}
    >
      {shown.text}
    </p>
  );
  return { run, act, pending, feedback };
}

/**
 * Asks before staff leave a form with changes they have not saved: closing or reloading the tab (the
 * browser's own question) and following a link of the site (the router would leave without asking).
 */
function useUnsavedChangesGuard(formRef: RefObject<HTMLFormElement | null>, question: string) {
  const dirty = useRef(false);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const onInput = () => (dirty.current = true);
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (dirty.current) event.preventDefault();
    };
    // Before the router sees the click, on the way down: a link left without a yes is not followed.
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (
        !dirty.current ||
        !(link instanceof HTMLAnchorElement) ||
        link.target ||
        link.hasAttribute("download") ||
        form.contains(link)
      )
        return;
      if (window.confirm(question)) dirty.current = false;
      else {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    form.addEventListener("input", onInput);
    form.addEventListener("change", onInput);
    window.addEventListener("beforeunload", onBeforeUnload);
    window.addEventListener("click", onClick, true);
    return () => {
      form.removeEventListener("input", onInput);
      form.removeEventListener("change", onInput);
      window.removeEventListener("beforeunload", onBeforeUnload);
      window.removeEventListener("click", onClick, true);
    };
  }, [formRef, question]);
  return { markSaved: () => (dirty.current = false) };
}
