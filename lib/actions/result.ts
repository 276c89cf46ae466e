// What every server action answers, public or staff, and how the browser reads it. A field's message and a
// form's message are both typed codes with an optional value ({ code: "maxLength", value: 50 },
// { code: "inUse", value: 3 }, { code: "unknownPlaceholder", value: "{customer Name}" }) the form translates.
import type { Messages } from "next-intl";
import type { z } from "zod";
import { log } from "@/lib/logging";

type ErrorsOf<Group> = Group extends { errors: infer Errors } ? keyof Errors & string : never;

/**
 * What a field can be told: the shared validation messages and the staff forms' own (`admin.*.errors`). Taken
 * from the messages, so a code nobody wrote words for does not compile.
 */
export type FieldErrorCode =
  | (keyof Messages["validation"] & string)
  | ErrorsOf<Messages["admin"]["staff"]>
  | ErrorsOf<Messages["admin"]["account"]>
  | ErrorsOf<Messages["admin"]["vehicleForm"]>
  | ErrorsOf<Messages["admin"]["pages"]>
  | ErrorsOf<Messages["admin"]["replyTemplates"]>
  | ErrorsOf<Messages["admin"]["orderReply"]>
  | ErrorsOf<Messages["admin"]["inventoryCsv"]>
  | ErrorsOf<Messages["admin"]["deals"]>;

/**
 * The codes whose value is text: what was typed wrong, quoted back to the person who typed it. Every other code's
 * value is a number (a limit).
 */
const TEXT_VALUED_CODES = ["unknownPlaceholder", "unfilledPlaceholder"] as const satisfies readonly FieldErrorCode[];
type TextValuedCode = (typeof TEXT_VALUED_CODES)[number];
const isTextValued = (code: FieldErrorCode) => (TEXT_VALUED_CODES as readonly string[]).includes(code);

/**
 * A field's message as data, so it crosses to the browser as a plain object: the limit, or the text quoted,
 * travels as `value`.
 */
export type FieldError = { code: FieldErrorCode; value?: number | string };

export type FieldErrors = Record<string, FieldError>;

// Every field code at run time, for checking what a schema wrote; the Record makes `tsc` keep it complete.
const FIELD_ERROR_CODES: Record<FieldErrorCode, true> = {
  required: true,
  email: true,
  digitsOnly: true,
  integer: true,
  uppercase: true,
  maxLength: true,
  minLength: true,
  exactLength: true,
  excludedCharacter: true,
  controlCharacter: true,
  lineBreak: true,
  chooseOne: true,
  invalidFormat: true,
  phoneFormat: true,
  minValue: true,
  maxValue: true,
  phoneDigits: true,
  katakana: true,
  phoneCharacters: true,
  phoneCountryCode: true,
  phoneInvalid: true,
  privacyConsent: true,
  yearTooOld: true,
  yearInFuture: true,
  yearRange: true,
  mileageFormat: true,
  mileageRange: true,
  budgetFormat: true,
  budgetPositive: true,
  budgetTooHigh: true,
  emailTaken: true,
  wrongPassword: true,
  passwordMismatch: true,
  guessable: true,
  unlikelyPrice: true,
  reserved: true,
  titleForBody: true,
  bodyRequired: true,
  unknownPlaceholder: true,
  unfilledPlaceholder: true,
  unknownColumn: true,
  duplicateColumn: true,
  malformedRow: true,
  unknownInquiryNo: true,
  duplicateInquiryNo: true,
  unknownChoice: true,
  yesOrNo: true,
  noLines: true,
  discountExceeds: true,
  tradeInExceeds: true,
  dealTotalTooHigh: true,
  validUntilPast: true,
  balanceBeforeDeposit: true,
  receivedInFuture: true,
  deliveredInFuture: true,
};

const isFieldErrorCode = (code: string): code is FieldErrorCode => Object.hasOwn(FIELD_ERROR_CODES, code);

/**
 * A schema's message as zod's `error` option takes it (a string): "maxLength:40", "unknownPlaceholder:{price}".
 * Written through this, the code and the kind of its value are checked by `tsc`; `fieldErrorOf` reads it back.
 */
export function fieldMessage(code: TextValuedCode, value: string): string;
export function fieldMessage(code: Exclude<FieldErrorCode, TextValuedCode>, value?: number): string;
export function fieldMessage(code: FieldErrorCode, value?: number | string): string {
  return value === undefined ? code : `${code}:${value}`;
}

/**
 * The one place a schema's message becomes a typed field error. A code without words (a typo, a message key
 * removed) is logged and shown as the general "check this field", never a silent failure of the whole form.
 */
export function fieldErrorOf(message: string): FieldError {
  const [, code = "", value] = /^(\w+)(?::(.+))?$/s.exec(message) ?? [];
  if (isFieldErrorCode(code)) {
    if (value === undefined) return { code };
    if (isTextValued(code)) return { code, value };
    if (/^\d+$/.test(value)) return { code, value: Number(value) };
  }
  log.warn("validation.unknownCode", { code: message.slice(0, 60) });
  return { code: "invalidFormat" };
}

type MessagesOf<Group> = { [Key in keyof Group]: Group[Key] extends string ? Key : never }[keyof Group] & string;
type GroupMessagesOf<Groups> = { [Name in keyof Groups]: MessagesOf<Groups[Name]> }[keyof Groups];

/**
 * What a form can be told: a message shared by every action (`actions.*`), or one of a group a form looks its
 * own words up in first (useActionMessages: the public form, saved searches, each staff page). Taken from the
 * messages, so a code nobody wrote words for does not compile; one only another form has words for is logged
 * and shown as the general message.
 */
export type FormErrorCode =
  | MessagesOf<Messages["actions"]>
  | MessagesOf<Messages["form"]>
  | GroupMessagesOf<Messages["savedSearch"]>
  | GroupMessagesOf<Messages["admin"]>
  | ErrorsOf<Messages["admin"]["common"]["photo"]>
  | ErrorsOf<Messages["requestPhotos"]>;

/**
 * A form's message as data: a count ("used by 3 vehicles"), the seconds or minutes to wait, or the vehicles
 * no longer listed travel as `value`.
 */
export type FormError = { code: FormErrorCode; value?: number | string };

export type ActionResult<T = null> =
  | { ok: true; value: T }
  /**
   * `values`: what a form sent, so a page drawn again after a post without JavaScript shows it again.
   * `current`: after a conflict, the record as the save that came first left it, as its form's text.
   */
  | {
      ok: false;
      formError: FormError;
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
  /** Too many of this kind of request at once (lib/auth/gate.ts); its value is the seconds to wait. */
  busy: "busy",
  saveFailed: "saveFailed",
  network: "network",
} as const satisfies Record<string, FormErrorCode>;

/** Why a staff request had no live session: the words differ, since signing in again helps only one of them. */
export type SessionRefusal = typeof FORM_ERRORS.signInRequired | typeof FORM_ERRORS.accountDisabled;

export const isSessionRefusal = (code: string | null): code is SessionRefusal =>
  code === FORM_ERRORS.signInRequired || code === FORM_ERRORS.accountDisabled;

export function succeeded<T>(value: T): ActionResult<T> {
  return { ok: true, value };
}

/** A refusal: the form's code, what it carries (a count, the time to wait) and each field's message. */
export function failed(
  code: FormErrorCode,
  { value, fieldErrors = {} }: { value?: number | string; fieldErrors?: FieldErrors } = {},
): { ok: false; formError: FormError; fieldErrors: FieldErrors } {
  return { ok: false, formError: value === undefined ? { code } : { code, value }, fieldErrors };
}

/** The first message of each field, for the form to show next to it. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field) errors[field] ??= fieldErrorOf(issue.message);
  }
  return errors;
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
