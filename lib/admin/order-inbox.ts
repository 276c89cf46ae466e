// The orders inbox: every request and vehicle order as staff read them, and the changes they make. Each change
// takes the updated-at the staff member saw, so two people working one request never overwrite each other
// unknowingly. The workflow's rules (statuses, steps, filters) are in ./orders.
import { db } from "@/lib/db";
import type { OrderStatus } from "@/lib/generated/prisma/client";
import type { StaffSession } from "@/lib/auth/sessions";
import { log } from "@/lib/logging";
import { listPage } from "./entries";
import { NEXT_STATUSES, ORDERS_PAGE_SIZE, STAFF_NOTES_MAX, type OrderFilter } from "./orders";

export type OrderChange =
  { ok: true; updatedAt: string } | { ok: false; error: "notFound" | "conflict" | "notAllowed" };

/** What a row of the inbox (and of the dashboard's latest requests) shows of a request. */
export const orderRowSelect = {
  n: true,
  type: true,
  status: true,
  lastName: true,
  firstName: true,
  companyName: true,
  createdAt: true,
} as const;

/**
 * A vehicle order's vehicles as the customer saw them, in their order, and whether each is still in the
 * inventory; a contact request's vehicle name as the visitor typed it.
 */
const orderedVehicleSelect = {
  vehicleName: true,
  vehicles: {
    orderBy: { position: "asc" },
    select: { vehicleId: true, kind: true, strId: true, inquiryNo: true, name: true, priceYen: true },
  },
} as const;

export async function listOrders(staff: StaffSession, filter: OrderFilter) {
  const where = {
    ...(filter.type && { type: filter.type }),
    ...(filter.status && { status: filter.status }),
    archivedAt: filter.archived ? { not: null } : null,
  };
  const { rows: orders, ...counts } = await listPage(
    filter.page,
    ORDERS_PAGE_SIZE,
    () => db().order.count({ where }),
    (window) =>
      db().order.findMany({
        where,
        orderBy: { n: "desc" },
        ...window,
        select: { ...orderRowSelect, ...orderedVehicleSelect },
      }),
  );
  return { orders, ...counts };
}

export async function getOrder(staff: StaffSession, n: number) {
  if (!Number.isSafeInteger(n) || n < 1) return null;
  return db().order.findUnique({
    where: { n },
    include: {
      vehicles: orderedVehicleSelect.vehicles,
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
  staff: StaffSession,
  n: number,
  seenUpdatedAt: string,
  apply: (current: {
    status: OrderStatus;
  }) => { data: { status?: OrderStatus; staffNotes?: string; archivedAt?: Date | null } } | "notAllowed",
): Promise<OrderChange> {
  const current = await db().order.findUnique({ where: { n }, select: { status: true, updatedAt: true } });
  if (!current) return { ok: false, error: "notFound" };
  const next = apply(current);
  if (next === "notAllowed") return { ok: false, error: "notAllowed" };
  // Only if nobody saved since the staff member loaded the page.
  const { count } = await db().order.updateMany({ where: { n, updatedAt: new Date(seenUpdatedAt) }, data: next.data });
  if (count === 0) return { ok: false, error: "conflict" };
  const saved = await db().order.findUniqueOrThrow({ where: { n }, select: { updatedAt: true } });
  log.info("admin.order.change", {
    n,
    userId: staff.userId,
    status: next.data.status,
    archived: next.data.archivedAt === undefined ? undefined : next.data.archivedAt !== null,
  });
  return { ok: true, updatedAt: saved.updatedAt.toISOString() };
}

export function changeOrderStatus(
  staff: StaffSession,
  n: number,
  status: OrderStatus,
  seenUpdatedAt: string,
): Promise<OrderChange> {
  return change(staff, n, seenUpdatedAt, (current) =>
    NEXT_STATUSES[current.status].includes(status) ? { data: { status } } : "notAllowed",
  );
}

export function saveStaffNotes(
  staff: StaffSession,
  n: number,
  notes: string,
  seenUpdatedAt: string,
): Promise<OrderChange> {
  return change(staff, n, seenUpdatedAt, () => ({ data: { staffNotes: notes.slice(0, STAFF_NOTES_MAX) } }));
}

/** Puts a request away (spam, a test) or back in the inbox; nothing about it is lost either way. */
export function archiveOrder(
  staff: StaffSession,
  n: number,
  archived: boolean,
  seenUpdatedAt: string,
  now = new Date(),
): Promise<OrderChange> {
  return change(staff, n, seenUpdatedAt, () => ({ data: { archivedAt: archived ? now : null } }));
}
