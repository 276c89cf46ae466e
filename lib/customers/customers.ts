// The customer as one person, as staff read and correct it: every request of one customer (lib/customers/match.ts
// groups them), with its notes, the vehicles it asked about and the mails about it in time order; staff's notes on
// the customer themself; merging two
// customers the rule kept apart, and splitting requests off one it joined wrongly. A merge or split is saved only
// over the customer's version the staff member saw, and writes the customer's and each moved request's history
// in the same transaction.
import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { StaffSession } from "@/lib/auth/sessions";
import { isRecordId } from "@/lib/http/url-values";
import { log } from "@/lib/logging";
import { recordChange } from "@/lib/admin/history";
import { updateSeenVersion } from "@/lib/admin/versioned";

const requestSelect = {
  n: true,
  type: true,
  status: true,
  locale: true,
  createdAt: true,
  lastName: true,
  firstName: true,
  companyName: true,
  email: true,
  phone: true,
  vehicleName: true,
  statusTokenHash: true,
  statusLinkSentAt: true,
  phoneKey: true,
  emailKey: true,
  vehicles: { orderBy: { position: "asc" }, select: { name: true, inquiryNo: true } },
  vehicleDetails: { select: { makerName: true, model: true, year: true } },
  notes: {
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    select: { id: true, authorName: true, body: true, createdAt: true },
  },
  mails: {
    orderBy: { id: "asc" },
    select: { id: true, audience: true, kind: true, toAddress: true, status: true, createdAt: true, sentAt: true },
  },
} as const satisfies Prisma.OrderSelect;

type CustomerRequest = Prisma.OrderGetPayload<{ select: typeof requestSelect }>;

const customerNoteSelect = { id: true, authorName: true, body: true, createdAt: true } as const;

/** One line of a customer's story: a request arriving, a note on it, a mail about it. */
export type CustomerEvent =
  | { kind: "request"; at: Date; n: number; request: CustomerRequest }
  | { kind: "note"; at: Date; n: number; note: CustomerRequest["notes"][number] }
  | { kind: "mail"; at: Date; n: number; mail: CustomerRequest["mails"][number] };

/** When the customer was last sent request `n`'s status link: a resend, else its acknowledgement. */
export function statusLinkSentAt(request: Pick<CustomerRequest, "statusLinkSentAt" | "mails">): Date | null {
  if (request.statusLinkSentAt) return request.statusLinkSentAt;
  const acknowledgement = request.mails.find((mail) => mail.kind === "acknowledgement");
  return acknowledgement ? (acknowledgement.sentAt ?? acknowledgement.createdAt) : null;
}

/** Every event of these requests, oldest first; what happened at the same moment keeps the order written. */
export function customerTimeline(requests: CustomerRequest[]): CustomerEvent[] {
  const events: CustomerEvent[] = requests.flatMap((request) => [
    { kind: "request" as const, at: request.createdAt, n: request.n, request },
    ...request.notes.map((note) => ({ kind: "note" as const, at: note.createdAt, n: request.n, note })),
    ...request.mails.map((mail) => ({ kind: "mail" as const, at: mail.createdAt, n: request.n, mail })),
  ]);
  return events.sort((a, b) => a.at.getTime() - b.at.getTime() || a.n - b.n);
}

/** A customer with every request, newest first, and their events in time order; null when there is none. */
export async function getCustomer(_staff: StaffSession, id: number) {
  if (!isRecordId(id)) return null;
  const customer = await db().customer.findUnique({
    where: { id },
    select: {
      id: true,
      version: true,
      orders: { orderBy: [{ createdAt: "desc" }, { n: "desc" }], select: requestSelect },
      notes: { orderBy: [{ createdAt: "asc" }, { id: "asc" }], select: customerNoteSelect },
    },
  });
  if (!customer) return null;
  return {
    id: customer.id,
    version: customer.version,
    notes: customer.notes,
    requests: customer.orders,
    timeline: customerTimeline(customer.orders),
    sharingContact: await customersSharingContact(customer.id, customer.orders),
  };
}

/**
 * Other customers with a request of the same phone or email key (a split, or a request whose keys led to two), each
 * with its latest such request's number, which the merge form takes.
 */
async function customersSharingContact(id: number, requests: { phoneKey: string; emailKey: string }[]) {
  const keys = (field: "phoneKey" | "emailKey") => [...new Set(requests.map((r) => r[field]).filter(Boolean))];
  const sharing = await db().order.findMany({
    where: {
      customerId: { not: id },
      OR: [{ phoneKey: { in: keys("phoneKey") } }, { emailKey: { in: keys("emailKey") } }],
    },
    orderBy: { n: "desc" },
    select: { n: true, customerId: true },
  });
  const latest = new Map<number, number>();
  for (const order of sharing)
    if (order.customerId && !latest.has(order.customerId)) latest.set(order.customerId, order.n);
  return [...latest].map(([customerId, n]) => ({ id: customerId, n }));
}

/** The customer request `n` belongs to, and how many other requests they sent. */
export async function customerOfRequest(_staff: StaffSession, n: number) {
  const order = await db().order.findUnique({ where: { n }, select: { customerId: true } });
  if (!order?.customerId) return null;
  const requests = await db().order.count({ where: { customerId: order.customerId } });
  return { id: order.customerId, otherRequests: requests - 1 };
}

export type CustomerChange =
  | { ok: true; id: number; version: number }
  | { ok: false; error: "notFound" | "conflict" | "sameCustomer" | "splitAll" };

const customerLabel = (id: number) => `#${id}`;

async function moveRequests(
  tx: Prisma.TransactionClient,
  staff: StaffSession,
  ns: number[],
  from: number,
  to: number,
  now: Date,
) {
  await tx.order.updateMany({ where: { n: { in: ns } }, data: { customerId: to } });
  for (const n of ns)
    await recordChange(
      tx,
      staff,
      { entity: "order", entityId: n, label: `#${n}`, action: "customer", changes: { customer: [from, to] } },
      now,
    );
}

/**
 * Why a merge or split of customer `id` cannot go ahead over `seenVersion`, asked before anything else is checked:
 * a page opened before someone else's change is told so first, whatever else it sent.
 */
async function staleCustomer(tx: Prisma.TransactionClient, id: number, seenVersion: number) {
  const current = await tx.customer.findUnique({ where: { id }, select: { version: true } });
  if (!current) return { ok: false, error: "notFound" } as const;
  return current.version === seenVersion ? null : ({ ok: false, error: "conflict" } as const);
}

const requestNumbers = async (tx: Prisma.TransactionClient, customerId: number) =>
  (await tx.order.findMany({ where: { customerId }, orderBy: { n: "asc" }, select: { n: true } })).map(
    (order) => order.n,
  );

/**
 * Makes the customer of request `otherN` one with customer `id`: their requests move to `id`, and the emptied
 * customer is removed. A request stored for that customer at the same moment makes the merge fail (the database
 * refuses to remove a customer with a request) rather than leave the request without one; staff merge again.
 */
export async function mergeCustomers(
  staff: StaffSession,
  id: number,
  seenVersion: number,
  otherN: number,
  now = new Date(),
): Promise<CustomerChange> {
  return db().$transaction(async (tx) => {
    const stale = await staleCustomer(tx, id, seenVersion);
    if (stale) return stale;
    const other = await tx.order.findUnique({ where: { n: otherN }, select: { customerId: true } });
    if (!other?.customerId) return { ok: false, error: "notFound" } as const;
    if (other.customerId === id) return { ok: false, error: "sameCustomer" } as const;
    const saved = await updateSeenVersion(tx.customer, { id }, seenVersion, {});
    if (!saved.ok) return saved;
    const before = await requestNumbers(tx, id);
    const moved = await requestNumbers(tx, other.customerId);
    await moveRequests(tx, staff, moved, other.customerId, id, now);
    // What staff wrote about the other customer is about this one too: it goes with their requests.
    await tx.customerNote.updateMany({ where: { customerId: other.customerId }, data: { customerId: id } });
    await tx.customer.delete({ where: { id: other.customerId } });
    await recordChange(
      tx,
      staff,
      {
        entity: "customer",
        entityId: id,
        label: customerLabel(id),
        action: "merged",
        changes: { requests: [before, [...before, ...moved].sort((a, b) => a - b)] },
      },
      now,
    );
    log.info("admin.customer.merge", { id, merged: other.customerId, userId: staff.userId });
    return saved;
  });
}

/**
 * Moves requests `ns` of customer `id` to a new customer, whose page it answers. Later requests follow the rule:
 * they join the customer of the latest request with the same phone or email, so the split holds for each side.
 */
export async function splitCustomer(
  staff: StaffSession,
  id: number,
  seenVersion: number,
  ns: number[],
  now = new Date(),
): Promise<CustomerChange> {
  return db().$transaction(async (tx) => {
    const stale = await staleCustomer(tx, id, seenVersion);
    if (stale) return stale;
    const before = await requestNumbers(tx, id);
    const moved = before.filter((n) => ns.includes(n));
    if (moved.length === 0) return { ok: false, error: "notFound" } as const;
    if (moved.length === before.length) return { ok: false, error: "splitAll" } as const;
    const saved = await updateSeenVersion(tx.customer, { id }, seenVersion, {});
    if (!saved.ok) return saved;
    const created = await tx.customer.create({ data: { createdAt: now }, select: { id: true, version: true } });
    await moveRequests(tx, staff, moved, id, created.id, now);
    const kept = before.filter((n) => !moved.includes(n));
    const split = (customer: number, from: number[], to: number[]) =>
      recordChange(
        tx,
        staff,
        {
          entity: "customer",
          entityId: customer,
          label: customerLabel(customer),
          action: "split",
          changes: { requests: [from, to] },
        },
        now,
      );
    await split(id, before, kept);
    await split(created.id, [], moved);
    log.info("admin.customer.split", { id, created: created.id, userId: staff.userId });
    return { ok: true, id: created.id, version: created.version };
  });
}

export type CustomerNoteAdded = { ok: true } | { ok: false; error: "notFound" };

/**
 * Adds a note on customer `id` under the staff member's name, with its history row. Like a request's note it
 * leaves the customer's version alone: a colleague's note is no reason to refuse a merge someone is making.
 */
export async function addCustomerNote(
  staff: StaffSession,
  id: number,
  body: string,
  now = new Date(),
): Promise<CustomerNoteAdded> {
  if (!isRecordId(id)) return { ok: false, error: "notFound" };
  return db().$transaction(async (tx) => {
    const customer = await tx.customer.findUnique({ where: { id }, select: { id: true } });
    if (!customer) return { ok: false, error: "notFound" } as const;
    const note = await tx.customerNote.create({
      data: { customerId: id, authorId: staff.userId, authorName: staff.name || staff.email, body, createdAt: now },
      select: customerNoteSelect,
    });
    await recordChange(
      tx,
      staff,
      {
        entity: "customer",
        entityId: id,
        label: customerLabel(id),
        action: "note",
        changes: { note: [null, note.body] },
      },
      now,
    );
    log.info("admin.customer.note", { id, userId: staff.userId });
    return { ok: true } as const;
  });
}
