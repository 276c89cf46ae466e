// Who answers a request and by when: a request's follow-up state (今日の対応, 期限切れ), the assignment form and
// the owner's rule. Days are Japan's calendar days: a request due today turns overdue at midnight in Japan, whatever
// the server's clock says. The browser's order screens read these too, so this module reads no database (queries:
// ./order-inbox, ./assignment-rule).
import type { AssignmentMode, OrderStatus } from "@/lib/generated/prisma/client";
import { z } from "@/lib/zod";
import { fieldMessage } from "@/lib/actions/result";
import { daysBetween, isIsoDate, japanDate, type IsoDate } from "@/lib/business/calendar";
import { checkboxField, optionalIdField, rowIdField } from "./fields";
import { REQUEST_TYPES } from "@/lib/requests/types";

/**
 * Statuses that need nobody's follow-up: a lost or closed request is settled, so its date no longer counts as
 * due or overdue (a won one still has a delivery to arrange).
 */
export const SETTLED_STATUSES = ["lost", "closed"] as const satisfies readonly OrderStatus[];

export const isSettled = (status: OrderStatus) => (SETTLED_STATUSES as readonly OrderStatus[]).includes(status);

export type FollowUpState = { due: "today" } | { due: "overdue"; days: number } | { due: "later" } | null;

/**
 * Where a request stands against its follow-up date on Japan's day `today`: due today, overdue by so many
 * calendar days, due later, or nothing to follow (no date, or settled).
 */
export function followUpState(followUpOn: IsoDate | null, status: OrderStatus, today: IsoDate): FollowUpState {
  if (!followUpOn || isSettled(status)) return null;
  const days = daysBetween(followUpOn, today);
  if (days === 0) return { due: "today" };
  return days > 0 ? { due: "overdue", days } : { due: "later" };
}

/** The same at an instant: "today" is the date in Japan then. */
export function followUpStateAt(followUpOn: IsoDate | null, status: OrderStatus, at: Date): FollowUpState {
  return followUpState(followUpOn, status, japanDate(at));
}

/** A follow-up date as stored (a DATE column, read as midnight UTC) in the form the rules and fields use. */
export const isoDateOf = (date: Date | null): IsoDate | null => (date ? date.toISOString().slice(0, 10) : null);

/** The other way: a day as a DATE column takes it, midnight UTC. */
export const dateColumnOf = (day: IsoDate): Date => new Date(`${day}T00:00:00Z`);

/**
 * A request's assignee and follow-up date, either of which may be empty; its action adds the request and the
 * version staff saw.
 */
export const orderAssignmentSchema = z.object({
  assigneeId: optionalIdField,
  followUpOn: z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : ""),
    z.string().refine((value) => value === "" || isIsoDate(value), { error: fieldMessage("invalidFormat") }),
  ),
});

export const ASSIGNMENT_MODES = ["off", "roundRobin", "byType"] as const satisfies readonly AssignmentMode[];

/** The form field naming the account a request type goes to under the by-type rule. */
export const typeAssigneeField = (type: (typeof REQUEST_TYPES)[number]) => `assignee_${type}` as const;

/** The form field ticked when an account takes turns under the round-robin. */
export const rotationField = (id: number) => `rotation_${id}` as const;

/**
 * The owner's rule for new requests: off, round-robin, or one account per request type; and who takes turns. The
 * form lists the accounts it offered for the round-robin (`rotationOffered`, ids joined by commas) and ticks each
 * one in it (`rotation_<id>`): a box left unticked is not sent at all, and an account added since the form was
 * opened is left as it is.
 */
export const assignmentRuleSchema = z
  .object({
    mode: z.enum(ASSIGNMENT_MODES, { error: fieldMessage("chooseOne") }),
    ...(Object.fromEntries(REQUEST_TYPES.map((type) => [typeAssigneeField(type), optionalIdField])) as Record<
      ReturnType<typeof typeAssigneeField>,
      typeof optionalIdField
    >),
    rotationOffered: z.preprocess((v) => (typeof v === "string" && v !== "" ? v.split(",") : []), z.array(rowIdField)),
  })
  .catchall(checkboxField);

/** Whether each account the rule's form offered takes turns, as the owner left its box. */
export function rotationChoices(input: z.output<typeof assignmentRuleSchema>): Map<number, boolean> {
  return new Map(input.rotationOffered.map((id) => [id, input[rotationField(id)] === true]));
}
