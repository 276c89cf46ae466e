import "server-only";
import type { z } from "zod";
import { currentStaff, staffRefusal } from "@/lib/auth/staff";
import type { StaffSession } from "@/lib/auth/sessions";
import { can, type Permission } from "@/lib/auth/roles";
import { Busy } from "@/lib/auth/gate";
import { noteIfDatabaseUnreachable } from "@/lib/db/availability";
import { isSameOriginRequest } from "@/lib/http/origin";
import { log, logError } from "@/lib/logging";
import { HONEYPOT_FIELD } from "@/lib/requests/limits";
import type { CacheTag } from "@/lib/cache/tags";
import { expireCacheTags } from "@/lib/cache-tags";
import {
  failed,
  fieldErrorsOf,
  FORM_ERRORS,
  succeeded,
  type Action,
  type ActionResult,
  type FormErrorCode,
} from "./result";

// The one way a server action is made. Every action, public or staff, goes through `action()`: the request
// must come from our own pages, a staff action needs a live session, the input passes the action's schema,
// anything that breaks is logged and answered in the form (never an error page, never a database message),
// and a change expires the cached pages it touches. app/actions may export nothing else (eslint.config.mjs).

type Spec<S extends z.ZodType> = {
  /** Names the action in the log. */
  event: string;
  schema: S;
  /** Cache tags a successful change expires. */
  expires?: readonly CacheTag[];
  /** Fields a refused form never gets back (passwords): the answer travels in the page and its history. */
  secrets?: readonly string[];
};

type StaffSpec<S extends z.ZodType> = Spec<S> & {
  /** What the staff member's role must allow (lib/auth/roles.ts); without it every signed-in account may. */
  permission?: Permission;
};

const ACTION = Symbol.for("truck-site.action");

/** The input as the schema sees it: a form's text fields, or the plain object a button sends. */
function readPayload(payload: unknown): Record<string, unknown> | null {
  if (payload instanceof FormData)
    return Object.fromEntries(
      [...payload.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
  return payload !== null && typeof payload === "object" && !Array.isArray(payload)
    ? (payload as Record<string, unknown>)
    : null;
}

// Hidden fields React adds to a form for posts without JavaScript, and the honeypot: never echoed back.
const isEchoed = (name: string) => !name.startsWith("$ACTION") && name !== HONEYPOT_FIELD;

function refusedInput<T>(
  error: ActionResult<T> & { ok: false },
  input: Record<string, unknown>,
  isForm: boolean,
): ActionResult<T> {
  if (!isForm) return error;
  const values = Object.fromEntries(
    Object.entries(input).filter(([name, value]) => isEchoed(name) && typeof value === "string"),
  ) as Record<string, string>;
  // An action may correct what the form carries for its next try (a request's vehicles, some no longer listed).
  return { ...error, values: { ...values, ...error.values } };
}

function define<S extends z.ZodType, T>(
  spec: StaffSpec<S>,
  needsStaff: boolean,
  run: (input: z.output<S>, staff: StaffSession | null) => Promise<ActionResult<T>>,
): Action<T> {
  const action: Action<T> = async (_previous, payload) => {
    const input = readPayload(payload);
    if (!input || !(await isSameOriginRequest())) return failed(FORM_ERRORS.refused);
    const isForm = payload instanceof FormData;
    const secrets = spec.secrets ?? [];
    const echoable = Object.fromEntries(Object.entries(input).filter(([name]) => !secrets.includes(name)));
    if (typeof input[HONEYPOT_FIELD] === "string" && input[HONEYPOT_FIELD]) {
      log.warn(`${spec.event}.honeypot`);
      return failed(FORM_ERRORS.refused);
    }
    try {
      const staff = needsStaff ? await currentStaff() : null;
      if (needsStaff && !staff) return refusedInput(failed(await staffRefusal()), echoable, isForm);
      if (staff && spec.permission && !can(staff, spec.permission)) {
        log.warn(`${spec.event}.forbidden`, { userId: staff.userId, role: staff.role });
        return refusedInput(failed(FORM_ERRORS.forbidden), echoable, isForm);
      }
      const parsed = spec.schema.safeParse(input);
      if (!parsed.success)
        return refusedInput(
          failed(FORM_ERRORS.invalid, { fieldErrors: fieldErrorsOf(parsed.error) }),
          echoable,
          isForm,
        );
      const result = await run(parsed.data, staff);
      if (result.ok) expireCacheTags(spec.expires ?? [], "action");
      return result.ok ? result : refusedInput(result, echoable, isForm);
    } catch (error) {
      // Costly work refused because too much of it is under way (password hashing): nothing broke, come back soon.
      if (error instanceof Busy) {
        log.warn(`${spec.event}.busy`);
        return refusedInput(failed(FORM_ERRORS.busy, { value: error.retryAfterSeconds }), echoable, isForm);
      }
      logError(spec.event, error);
      return refusedInput(
        failed(noteIfDatabaseUnreachable(error) ? FORM_ERRORS.serviceDown : FORM_ERRORS.saveFailed),
        echoable,
        isForm,
      );
    }
  };
  return Object.assign(action, { [ACTION]: true });
}

/** An action any visitor may send (contact form, vehicle order). */
export function publicAction<S extends z.ZodType, T>(
  spec: Spec<S>,
  run: (input: z.output<S>) => Promise<ActionResult<T>>,
): Action<T> {
  return define(spec, false, (input) => run(input));
}

/**
 * An action for signed-in staff only: `staff` is the session checked against the database for this request,
 * and its role must grant the spec's `permission` before the input is even read.
 */
export function staffAction<S extends z.ZodType, T>(
  spec: StaffSpec<S>,
  run: (input: z.output<S>, staff: StaffSession) => Promise<ActionResult<T>>,
): Action<T> {
  return define(spec, true, (input, staff) => run(input, staff!));
}

export function isDefinedAction(value: unknown): boolean {
  return typeof value === "function" && (value as unknown as Record<symbol, unknown>)[ACTION] === true;
}

/**
 * The answer of a domain change (`{ ok: true, ...value }` or `{ ok: false, error, count? }`) as an action's
 * result: a count travels as the form error's value for the message to name it.
 */
export function fromChange<
  C extends { ok: true } | { ok: false; error: FormErrorCode; count?: number; current?: Record<string, string> },
>(change: C): ActionResult<Omit<Extract<C, { ok: true }>, "ok">> {
  if (change.ok) {
    const { ok: _ok, ...value } = change as Extract<C, { ok: true }>;
    return succeeded(value as Omit<Extract<C, { ok: true }>, "ok">);
  }
  const { error, count, current } = change as {
    error: FormErrorCode;
    count?: number;
    current?: Record<string, string>;
  };
  return { ...failed(error, { value: count }), ...(current && { current }) };
}
