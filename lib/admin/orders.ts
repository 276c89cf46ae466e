// The workflow staff move every request and vehicle order through: its statuses and steps, the inbox's filters
// and the limit on staff notes. The browser's order screens read these too, so this module reads no database:
// the inbox's reads and changes are in ./order-inbox.
import type { OrderStatus, RequestType } from "@/lib/generated/prisma/client";
import { firstValue, pageFromQuery } from "@/lib/http/url-values";

export const ORDER_STATUSES = [
  "new",
  "contacted",
  "quoted",
  "won",
  "lost",
  "closed",
] as const satisfies readonly OrderStatus[];
export const REQUEST_TYPES = [
  "purchase",
  "sale",
  "assessment",
  "auction",
  "vehicle",
] as const satisfies readonly RequestType[];
export const ORDERS_PAGE_SIZE = 50;
export const STAFF_NOTES_MAX = 5_000;

/** Where a request can go from each status; a closed one can be reopened. */
export const NEXT_STATUSES: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ["contacted", "closed"],
  contacted: ["quoted", "lost", "closed"],
  quoted: ["won", "lost", "closed"],
  won: ["closed"],
  lost: ["closed"],
  closed: ["contacted"],
};

export interface OrderFilter {
  type?: RequestType;
  status?: OrderStatus;
  /** The archive (spam, tests) instead of the inbox. */
  archived: boolean;
  page: number;
}

export function parseOrderFilter(query: Record<string, string | string[] | undefined>): OrderFilter {
  const type = REQUEST_TYPES.find((t) => t === firstValue(query.type));
  const status = ORDER_STATUSES.find((s) => s === firstValue(query.status));
  return { type, status, archived: firstValue(query.archived) === "1", page: pageFromQuery(query.page) };
}
