// The orders inbox: every request and vehicle order, and the workflow staff move them through. Each
// change takes the staff session (null when there is none, which changes nothing) and the updated-at
// the staff member saw, so two people working one request never overwrite each other unknowingly.
import type { OrderStatus, PrismaClient, RequestType } from "@/lib/generated/prisma/client";
import type { StaffSession } from "@/lib/auth/sessions";
import { log } from "@/lib/logging";
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

export type OrderChange =
  { ok: true; updatedAt: string } | { ok: false; error: "unauthorized" | "notFound" | "conflict" | "notAllowed" };

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

/** A vehicle order's vehicle as the customer saw it, and whether it is still in the inventory. */
const orderedVehicleSelect = {
  vehicleName: true,
  vehicleId: true,
  vehicleKind: true,
  vehicleStrId: true,
  vehicleInquiryNo: true,
  vehiclePriceYen: true,
} as const;

export async function listOrders(db: PrismaClient, filter: OrderFilter) {
  const where = {
    ...(filter.type && { type: filter.type }),
    ...(filter.status && { status: filter.status }),
    archivedAt: filter.archived ? { not: null } : null,
  };
  const [total, orders] = await Promise.all([
    db.order.count({ where }),
    db.order.findMany({
      where,
      orderBy: { n: "desc" },
      skip: (filter.page - 1) * ORDERS_PAGE_SIZE,
      take: ORDERS_PAGE_SIZE,
      select: {
        n: true,
        type: true,
        status: true,
        lastName: true,
        firstName: true,
        companyName: true,
        createdAt: true,
        ...orderedVehicleSelect,
      },
    }),
  ]);
  return { total, orders, pageCount: Math.max(1, Math.ceil(total / ORDERS_PAGE_SIZE)) };
}

export async function getOrder(db: PrismaClient, n: number) {
  if (!Number.isSafeInteger(n) || n < 1) return null;
  return db.order.findUnique({
    where: { n },
    include: {
      mails: {
        orderBy: { id: "asc" },
        select: {
          id: true,
          audience: true,
          toAddress: true,
          status: true,
          attempts: true,
          lastError: true,
          sentAt: true,
        },
      },
    },
  });
}

async function change(
  db: PrismaClient,
  staff: StaffSession | null,
  n: number,
  seenUpdatedAt: string,
  apply: (current: {
    status: OrderStatus;
  }) => { data: { status?: OrderStatus; staffNotes?: string; archivedAt?: Date | null } } | "notAllowed",
): Promise<OrderChange> {
  if (!staff) return { ok: false, error: "unauthorized" };
  const current = await db.order.findUnique({ where: { n }, select: { status: true, updatedAt: true } });
  if (!current) return { ok: false, error: "notFound" };
  const next = apply(current);
  if (next === "notAllowed") return { ok: false, error: "notAllowed" };
  // Only if nobody saved since the staff member loaded the page.
  const { count } = await db.order.updateMany({ where: { n, updatedAt: new Date(seenUpdatedAt) }, data: next.data });
  if (count === 0) return { ok: false, error: "conflict" };
  const saved = await db.order.findUniqueOrThrow({ where: { n }, select: { updatedAt: true } });
  log.info("admin.order.change", {
    n,
    userId: staff.userId,
    status: next.data.status,
    archived: next.data.archivedAt === undefined ? undefined : next.data.archivedAt !== null,
  });
  return { ok: true, updatedAt: saved.updatedAt.toISOString() };
}

export function changeOrderStatus(
  db: PrismaClient,
  staff: StaffSession | null,
  n: number,
  status: OrderStatus,
  seenUpdatedAt: string,
): Promise<OrderChange> {
  return change(db, staff, n, seenUpdatedAt, (current) =>
    NEXT_STATUSES[current.status].includes(status) ? { data: { status } } : "notAllowed",
  );
}

export function saveStaffNotes(
  db: PrismaClient,
  staff: StaffSession | null,
  n: number,
  notes: string,
  seenUpdatedAt: string,
): Promise<OrderChange> {
  return change(db, staff, n, seenUpdatedAt, () => ({ data: { staffNotes: notes.slice(0, STAFF_NOTES_MAX) } }));
}

/** Puts a request away (spam, a test) or back in the inbox; nothing about it is lost either way. */
export function archiveOrder(
  db: PrismaClient,
  staff: StaffSession | null,
  n: number,
  archived: boolean,
  seenUpdatedAt: string,
  now = new Date(),
): Promise<OrderChange> {
  return change(db, staff, n, seenUpdatedAt, () => ({ data: { archivedAt: archived ? now : null } }));
}
