// The workflow staff move every request and vehicle order through: its statuses and steps, the inbox's filters
// and search, and the limit on a staff note. The browser's order screens read these too, so this module reads no
// database: the inbox's reads and changes are in ./order-inbox.
import type { OrderStatus, RequestType } from "@/lib/generated/prisma/client";
import { firstValue, pageFromQuery, searchFromQuery } from "@/lib/http/url-values";
import { z } from "@/lib/zod";
import { fieldMessage } from "@/lib/actions/result";
import { AUCTION_STEPS } from "@/lib/auction/flow";
import { isIsoDate } from "@/lib/business/calendar";
import { REQUEST_TYPES } from "@/lib/requests/types";
import { rowIdField, textCharacters } from "./fields";

export const ORDER_STATUSES = [
  "new",
  "contacted",
  "quoted",
  "won",
  "lost",
  "closed",
] as const satisfies readonly OrderStatus[];
export const ORDERS_PAGE_SIZE = 50;
export const ORDER_NOTE_MAX = 5_000;
export const ORDER_QUERY_MAX = 100;

/** A staff note on a request: what the note action checks, and the order screen before sending. */
export const orderNoteSchema = z.object({
  n: rowIdField,
  body: textCharacters(
    z
      .string()
      .trim()
      .min(1, { error: fieldMessage("required") })
      .max(ORDER_NOTE_MAX, { error: fieldMessage("maxLength", ORDER_NOTE_MAX) }),
    "several",
  ),
});

// A date field left empty clears the step's day.
const stepDate = z
  .string()
  .refine((value) => value === "" || isIsoDate(value), { error: fieldMessage("invalidFormat") })
  .optional();

/** The day each step of an auction-agency request was done. */
export const orderStepsSchema = z.object({
  n: rowIdField,
  ...(Object.fromEntries(AUCTION_STEPS.map((step) => [step, stepDate])) as Record<
    (typeof AUCTION_STEPS)[number],
    typeof stepDate
  >),
});

/** Where a request can go from each status; a closed one can be reopened. */
export const NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ["contacted", "closed"],
  contacted: ["quoted", "lost", "closed"],
  quoted: ["won", "lost", "closed"],
  won: ["closed"],
  lost: ["closed"],
  closed: ["contacted"],
};

/**
 * The one move each status usually leads to, which the request's page offers first with a line on what to do
 * before pressing it; none once the request is closed.
 */
export const NEXT_STEP: Record<OrderStatus, OrderStatus | null> = {
  new: "contacted",
  contacted: "quoted",
  quoted: "won",
  won: "closed",
  lost: "closed",
  closed: null,
};

/**
 * The desk's views of the inbox, as its URL carries them (`?desk=today`): due today (今日の対応), overdue (期限切れ),
 * nobody named (未割当), and the signed-in staff member's own (自分の担当). Settled requests are in none of the first
 * two (./follow-up).
 */
export const DESK_VIEWS = ["today", "overdue", "unassigned", "mine"] as const;
export type DeskView = (typeof DESK_VIEWS)[number];

export interface OrderFilter {
  /** Words of a name (kanji, kana or romaji), a phone number however written, an email, a number. */
  q: string;
  type?: RequestType;
  status?: OrderStatus;
  desk?: DeskView;
  /** The archive (spam, tests) instead of the inbox. */
  archived: boolean;
  page: number;
}

export function parseOrderFilter(query: Record<string, string | string[] | undefined>): OrderFilter {
  const type = REQUEST_TYPES.find((t) => t === firstValue(query.type));
  const status = ORDER_STATUSES.find((s) => s === firstValue(query.status));
  const desk = DESK_VIEWS.find((view) => view === firstValue(query.desk));
  return {
    q: searchFromQuery(query.q, ORDER_QUERY_MAX),
    type,
    status,
    desk,
    archived: firstValue(query.archived) === "1",
    page: pageFromQuery(query.page),
  };
}

/** A filter as the inbox's URL carries it (the dashboard's tiles, the pager, the CSV link): only what is set. */
export function orderFilterQuery(filter: Partial<Omit<OrderFilter, "page">>): Record<string, string> {
  return {
    ...(filter.q && { q: filter.q }),
    ...(filter.type && { type: filter.type }),
    ...(filter.status && { status: filter.status }),
    ...(filter.desk && { desk: filter.desk }),
    ...(filter.archived && { archived: "1" }),
  };
}
