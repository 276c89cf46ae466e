// What every server action answers, public or staff, and how the browser reads it. Messages are codes
// ("maxLength:50", "rateLimited:10", "inUse:3"): a key and an optional value the form translates.
import type { z } from "zod";

export type FieldErrors = Record<string, string>;

export type ActionResult<T = null> =
  | { ok: true; value: T }
  /**
   * `values`: what a form sent, so a page drawn again after a post without JavaScript shows it again.
   * `current`: after a conflict, the record as the save that came first left it, as its form's text.
   */
  | {
      ok: false;
      formError: string;
      fieldErrors: FieldErrors;
      values?: Record<string, string>;
      current?: Record<string, string>;
    };

/** A server action as forms and buttons call it: the previous answer (for useActionState) and the input. */
export type Action<T = null> = (
  previous: ActionResult<T> | null,
  payload: FormData | Record<string, unknown>,
) => Promise<ActionResult<T>>;

/**
 * The codes every form understands. `network`: the request never got an answer it could read (offline, or a
 * proxy refusing twice); the form keeps its input and says so.
 */
export const FORM_ERRORS = {
  invalid: "invalid",
  refused: "refused",
  signInRequired: "signInRequired",
  /** The session's account was stopped by an owner: signing in again would not help. */
  accountDisabled: "accountDisabled",
  /** Signed in, but the account's role does not allow this (lib/auth/roles.ts). */
  forbidden: "forbidden",
  conflict: "conflict",
  notFound: "notFound",
  serviceDown: "serviceDown",
  /** Too many of this kind of request at once (lib/auth/gate.ts); the code carries the seconds to wait: "busy:5". */
  busy: "busy",
  saveFailed: "saveFailed",
  network: "network",
} as const;

/** Why a staff request had no live session: the words differ, since signing in again helps only one of them. */
export type SessionRefusal = typeof FORM_ERRORS.signInRequired | typeof FORM_ERRORS.accountDisabled;

export const isSessionRefusal = (code: string | null): code is SessionRefusal =>
  code === FORM_ERRORS.signInRequired || code === FORM_ERRORS.accountDisabled;

export function succeeded<T>(value: T): ActionResult<T> {
  return { ok: true, value };
}

export function failed(
  formError: string,
  fieldErrors: FieldErrors = {},
): { ok: false; formError: string; fieldErrors: FieldErrors } {
  return { ok: false, formError, fieldErrors };
}

/** The first message of each field, for the form to show next to it. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field) errors[field] ??= issue.message;
  }
  return errors;
}

/** Splits a message code ("maxLength:50") into its translation key and value. */
export function parseErrorCode(code: string): { key: string; value?: string } {
  const [key, value] = code.split(":");
  return { key, value };
}

/**
 * Calls an action from the browser. A request that failed even after its one retry (lib/http/client-fetch)
 * throws inside the framework; here it becomes an answer the form can show, so no error page replaces it.
 */
export async function settle<T>(call: () => Promise<ActionResult<T>>): Promise<ActionResult<T>> {
  try {
    return await call();
  } catch {
    return failed(FORM_ERRORS.network);
  }
}

/** Any action as a button calls it; T is what its answer carries. */
export type ButtonAction<T = unknown> = (previous: null, payload: Record<string, unknown>) => Promise<ActionResult<T>>;
