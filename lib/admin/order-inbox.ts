// The orders inbox: every request and vehicle order as staff read them, and the changes they make. A status or
// archive change takes the version the staff member saw, like every staff record, so two people working one
// request never overwrite each other unknowingly; a note is added to a thread and overwrites nothing. Every
// change writes its history row in its own transaction. The workflow's rules (statuses, steps, filters) are
// in ./orders.
import { db } from "@/lib/db";
import type { OrderStatus, Prisma } from "@/lib/generated/prisma/client";
import type { StaffSession } from "@/lib/auth/sessions";
import { escapeLike } from "@/lib/catalogue/query";
import { normalizeKana } from "@/lib/requests/schema";
import { phoneSearchDigits } from "@/lib/phone";
import { AUCTION_STEPS, stepDates, type AuctionStep } from "@/lib/auction/flow";
import { isRecordId, parseId } from "@/lib/http/url-values";
import { log } from "@/lib/logging";
import { listPage } from "./entries";
import { updateSeenVersion, type VersionedSave } from "./versioned";
import { keysMatching, ordersMentioning } from "./list-search";
import { readRequestNumber } from "@/lib/requests/request-number";
import { changedFields, recordChange, type FieldChanges } from "./history";
import { DESK_VIEWS, NEXT_STATUSES, ORDER_NOTE_MAX, ORDERS_PAGE_SIZE, type DeskView, type OrderFilter } from "./orders";
import { dateColumnOf, isoDateOf, SETTLED_STATUSES } from "./follow-up";
import { japanDate } from "@/lib/business/calendar";
import { dealsOfRequest } from "@/lib/deals/deals";
import { orderLabel } from "@/lib/requests/progress";
import { displayNameOf } from "@/lib/auth/display-name";

export type OrderChange = VersionedSave | { ok: false; error: "notAllowed" };

/** What a row of the inbox (and of the dashboard's latest requests) shows of a request. */
export const orderRowSelect = {
  n: true,
  type: true,
  status: true,
  lastName: true,
  firstName: true,
  companyName: true,
  phone: true,
  createdAt: true,
  followUpOn: true,
  assignee: { select: { name: true, email: true } },
} as const;

/**
 * A vehicle order's vehicles as the customer saw them, in their order, and whether each is still in the
 * inventory; a contact request's vehicle name as the visitor typed it, and the vehicle a seller or buyer described.
 */
const orderedVehicleSelect = {
  vehicleName: true,
  vehicleDetails: { select: { makerName: true, model: true, year: true } },
  vehicles: {
    orderBy: { position: "asc" },
    select: { vehicleId: true, kind: true, strId: true, inquiryNo: true, name: true, priceYen: true },
  },
} as const;

// Fewer digits than this would find half the inbox by some phone number; a receipt or inquiry number is exact.
const PHONE_SEARCH_MIN_DIGITS = 4;

/**
 * What one word of the search matches: a name or company as typed (kanji, romaji in any case, kana in
 * hiragana or katakana), an email, a phone number however written (090-1234-5678, ０９０１２３４５６７８), a
 * receipt number or a vehicle's inquiry number (管理番号), or words of the message or of a vehicle's name.
 */
async function wordWhere(word: string): Promise<Prisma.OrderWhereInput> {
  const [named, mentioning] = await Promise.all([keysMatching("orders", word), ordersMentioning(word)]);
  const any: Prisma.OrderWhereInput[] = [
    { n: { in: named } },
    { n: { in: mentioning } },
    { nameKana: { contains: escapeLike(normalizeKana(word)) } },
  ];
  any.push(...acrossNameParts(normalizeKana(word)));
  const digits = phoneSearchDigits(word);
  if (/^\d+$/.test(digits)) {
    if (digits.length >= PHONE_SEARCH_MIN_DIGITS) any.push({ phone: { contains: digits } });
    const number = parseId(digits);
    if (number !== null) any.push({ n: number }, { vehicles: { some: { inquiryNo: number } } });
  }
  // A receipt number as a mail or a printout writes it (No.5000016).
  const n = readRequestNumber(word);
  if (n !== null) any.push({ n });
  return { OR: any };
}

// A full name typed without its space is at most this long; longer words need no split.
const FULL_NAME_MAX = 30;

/**
 * A full name typed as one word in フリガナ (ヤマダタロウ, やまだたろう): the word runs across the family and given
 * names, so some split of it ends the one and starts the other around the stored space. (In kanji or romaji, the
 * names are searched joined: lib/admin/list-search.ts.)
 */
function acrossNameParts(kana: string): Prisma.OrderWhereInput[] {
  if (kana.length < 2 || kana.length > FULL_NAME_MAX) return [];
  return [...Array(kana.length - 1).keys()].map((index) => ({
    nameKana: { contains: `${escapeLike(kana.slice(0, index + 1))} ${escapeLike(kana.slice(index + 1))}` },
  }));
}

/** The words of a search; a phone number typed with spaces (090 1234 5678) is one. */
function searchTerms(q: string): string[] {
  if (/^\d+$/.test(phoneSearchDigits(q))) return [q];
  return [...new Set(q.normalize("NFKC").split(/\s+/).filter(Boolean))].slice(0, 8);
}

/** The requests of a desk view on Japan's day `today` (lib/admin/orders DESK_VIEWS, lib/admin/follow-up). */
function deskWhere(staff: StaffSession, view: DeskView, today: string): Prisma.OrderWhereInput {
  const open = { status: { notIn: [...SETTLED_STATUSES] } };
  switch (view) {
    case "today":
      return { ...open, followUpOn: dateColumnOf(today) };
    case "overdue":
      return { ...open, followUpOn: { lt: dateColumnOf(today) } };
    case "unassigned":
      return { ...open, assigneeId: null };
    case "mine":
      return { assigneeId: staff.userId };
  }
}

async function orderWhere(
  staff: StaffSession,
  filter: Omit<OrderFilter, "page">,
  today: string,
): Promise<Prisma.OrderWhereInput> {
  return {
    ...(filter.type && { type: filter.type }),
    ...(filter.status && { status: filter.status }),
    ...(filter.desk && deskWhere(staff, filter.desk, today)),
    archivedAt: filter.archived ? { not: null } : null,
    ...(await requestSearchWhere(filter.q)),
  };
}

/** The requests a staff search finds: each of its words matches them (nothing is filtered when `q` is empty). */
export async function requestSearchWhere(q: string): Promise<Prisma.OrderWhereInput> {
  return { AND: await Promise.all(searchTerms(q).map(wordWhere)) };
}

/** How many requests in the inbox (not the archive) each desk view holds, whatever else is filtered. */
export async function deskCounts(staff: StaffSession, now = new Date()): Promise<Record<DeskView, number>> {
  const today = japanDate(now);
  const counts = await Promise.all(
    DESK_VIEWS.map((view) => db().order.count({ where: { archivedAt: null, ...deskWhere(staff, view, today) } })),
  );
  return Object.fromEntries(DESK_VIEWS.map((view, index) => [view, counts[index]])) as Record<DeskView, number>;
}

/** A page of the inbox, with the desk views' counts and Japan's day they were counted on. */
export async function listOrders(staff: StaffSession, filter: OrderFilter, now = new Date()) {
  const today = japanDate(now);
  const where = await orderWhere(staff, filter, today);
  const { rows: orders, ...counts } = await listPage(
    filter.page,
    ORDERS_PAGE_SIZE,
    () => db().order.count({ where }),
    (window) =>
      db().order.findMany({
        where,
        orderBy: { n: "desc" },
        ...window,
        select: { ...orderRowSelect, ...orderedVehicleSelect, _count: { select: { photos: true } } },
      }),
  );
  return { orders, ...counts, today, deskCounts: await deskCounts(staff, now) };
}

/** More rows than an inbox of years holds; a CSV of the whole filter, not of one page. */
export const ORDER_EXPORT_MAX = 20_000;

/** Every request the filter finds (not one page), newest first, with what the CSV export writes of each. */
export async function exportOrders(staff: StaffSession, filter: Omit<OrderFilter, "page">, now = new Date()) {
  const rows = await db().order.findMany({
    where: await orderWhere(staff, filter, japanDate(now)),
    orderBy: { n: "desc" },
    take: ORDER_EXPORT_MAX,
    select: {
      ...orderRowSelect,
      ...orderedVehicleSelect,
      vehicleDetails: true,
      nameKana: true,
      prefecture: true,
      email: true,
      phone: true,
      contactMethod: true,
      message: true,
      locale: true,
      notes: {
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: { authorName: true, body: true, createdAt: true },
      },
    },
  });
  log.info("admin.orders.export", { userId: staff.userId, rows: rows.length });
  return rows;
}

/** Request `n`'s staff page: the request with its vehicles, mails, notes, replies, steps, photos and deals. */
export async function getOrder(staff: StaffSession, n: number) {
  if (!isRecordId(n)) return null;
  const [order, deals] = await Promise.all([findOrder(n), dealsOfRequest(staff, n)]);
  return order && { ...order, deals };
}

function findOrder(n: number) {
  return db().order.findUnique({
    where: { n },
    include: {
      vehicles: orderedVehicleSelect.vehicles,
      vehicleDetails: true,
      mails: {
        orderBy: { id: "asc" },
        select: {
          id: true,
          kind: true,
          audience: true,
          toAddress: true,
          subject: true,
          status: true,
          attempts: true,
          lastError: true,
          sentAt: true,
        },
      },
      notes: {
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: { id: true, authorName: true, body: true, createdAt: true },
      },
      replies: {
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        select: {
          id: true,
          authorName: true,
          subject: true,
          body: true,
          createdAt: true,
          mail: { select: { id: true, status: true, lastError: true } },
        },
      },
      steps: { select: { step: true, doneOn: true } },
      photos: { orderBy: { position: "asc" }, select: { id: true, width: true, height: true } },
      // The vehicles whose sale names this request: its page says so, as each vehicle's page names the request.
      sales: {
        orderBy: { soldOn: "asc" },
        select: {
          soldOn: true,
          vehicle: { select: { id: true, kind: true, inquiryNo: true, nameJa: true, nameEn: true } },
        },
      },
    },
  });
}

/** How the change history names a request: its receipt number, never the customer's name. */

async function change(
  staff: StaffSession,
  n: number,
  seenVersion: number,
  apply: (current: {
    status: OrderStatus;
    archivedAt: Date | null;
  }) =>
    { data: { status?: OrderStatus; archivedAt?: Date | null }; action: string; changes: FieldChanges } | "notAllowed",
): Promise<OrderChange> {
  return db().$transaction(async (tx) => {
    const current = await tx.order.findUnique({ where: { n }, select: { status: true, archivedAt: true } });
    if (!current) return { ok: false, error: "notFound" } as const;
    const next = apply(current);
    if (next === "notAllowed") return { ok: false, error: "notAllowed" } as const;
    const saved = await updateSeenVersion(tx.order, { n }, seenVersion, next.data);
    if (!saved.ok) return saved;
    await recordChange(tx, staff, { entity: "order", entityId: n, label: orderLabel(n), ...next });
    log.info("admin.order.change", { n, userId: staff.userId, action: next.action });
    return saved;
  });
}

export function changeOrderStatus(
  staff: StaffSession,
  n: number,
  status: OrderStatus,
  seenVersion: number,
): Promise<OrderChange> {
  return change(staff, n, seenVersion, (current) =>
    NEXT_STATUSES[current.status].includes(status)
      ? { data: { status }, action: "status", changes: { status: [current.status, status] } }
      : "notAllowed",
  );
}

/** Puts a request away (spam, a test) or back in the inbox; nothing about it is lost either way. */
export function archiveOrder(
  staff: StaffSession,
  n: number,
  archived: boolean,
  seenVersion: number,
  now = new Date(),
): Promise<OrderChange> {
  return change(staff, n, seenVersion, (current) => ({
    data: { archivedAt: archived ? now : null },
    action: archived ? "archived" : "restored",
    changes: { archived: [current.archivedAt !== null, archived] },
  }));
}

/**
 * Names who answers the request and the day to act on it (either may be cleared), over the version the staff
 * member saw, like a status change; the history names the accounts as they were called then. Only an active
 * account may be named, but a disabled one already on the request may stay.
 */
export async function assignOrder(
  staff: StaffSession,
  n: number,
  next: { assigneeId: number | null; followUpOn: string | null },
  seenVersion: number | null,
): Promise<VersionedSave | { ok: false; error: "inactiveAccount" }> {
  return db().$transaction(async (tx) => {
    const current = await tx.order.findUnique({
      where: { n },
      select: { assigneeId: true, followUpOn: true, assignee: { select: { name: true, email: true } } },
    });
    if (!current) return { ok: false, error: "notFound" } as const;
    const named =
      next.assigneeId === null
        ? null
        : await tx.adminUser.findUnique({
            where: { id: next.assigneeId },
            select: { name: true, email: true, disabled: true },
          });
    if (next.assigneeId !== null && (!named || (named.disabled && next.assigneeId !== current.assigneeId)))
      return { ok: false, error: "inactiveAccount" } as const;
    const saved = await updateSeenVersion(tx.order, { n }, seenVersion, {
      assigneeId: next.assigneeId,
      followUpOn: next.followUpOn ? dateColumnOf(next.followUpOn) : null,
    });
    if (!saved.ok) return saved;
    const nameOf = (account: { name: string; email: string } | null) => account && displayNameOf(account);
    const changes = changedFields(
      { assignee: nameOf(current.assignee), followUpOn: isoDateOf(current.followUpOn) },
      { assignee: nameOf(named), followUpOn: next.followUpOn },
    );
    // Saving the form untouched changes nothing anyone needs to read about.
    if (Object.keys(changes).length > 0)
      await recordChange(tx, staff, {
        entity: "order",
        entityId: n,
        label: orderLabel(n),
        action: "assigned",
        changes,
      });
    log.info("admin.order.assigned", { n, userId: staff.userId, assigneeId: next.assigneeId });
    return saved;
  });
}

export type OrderNoteAdded =
  | { ok: true; note: { id: number; authorName: string; body: string; createdAt: string } }
  | { ok: false; error: "notFound" };

/**
 * Adds a note to the request's thread under the staff member's name. It leaves the request's version alone:
 * a colleague's note is no reason to refuse the status change someone is about to make.
 */
export async function addOrderNote(staff: StaffSession, n: number, body: string): Promise<OrderNoteAdded> {
  return db().$transaction(async (tx) => {
    const order = await tx.order.findUnique({ where: { n }, select: { n: true } });
    if (!order) return { ok: false, error: "notFound" } as const;
    const note = await tx.orderNote.create({
      data: {
        orderN: n,
        authorId: staff.userId,
        authorName: displayNameOf(staff),
        body: body.slice(0, ORDER_NOTE_MAX),
      },
      select: { id: true, authorName: true, body: true, createdAt: true },
    });
    await recordChange(
      tx,
      staff,
      { entity: "order", entityId: n, label: orderLabel(n), action: "note", changes: { note: [null, note.body] } },
      note.createdAt,
    );
    log.info("admin.order.note", { n, userId: staff.userId });
    return { ok: true, note: { ...note, createdAt: note.createdAt.toISOString() } } as const;
  });
}

export type OrderStepChange = { ok: true } | { ok: false; error: "notFound" | "notAllowed" };

/**
 * Records the days an auction request's steps were done (a step left empty has none), which the customer's
 * status page shows; one history row names every day that changed. Only an auction-agency request has steps.
 */
export async function setOrderSteps(
  staff: StaffSession,
  n: number,
  dates: Partial<Record<AuctionStep, string | null>>,
): Promise<OrderStepChange> {
  return db().$transaction(async (tx) => {
    const order = await tx.order.findUnique({
      where: { n },
      select: { type: true, steps: { select: { step: true, doneOn: true } } },
    });
    if (!order) return { ok: false, error: "notFound" } as const;
    if (order.type !== "auction") return { ok: false, error: "notAllowed" } as const;
    const before = stepDates(order.steps);
    const after = Object.fromEntries(AUCTION_STEPS.map((step) => [step, dates[step] || null]));
    const changes = changedFields(before, after, AUCTION_STEPS);
    for (const step of Object.keys(changes) as AuctionStep[]) {
      const doneOn = after[step];
      if (doneOn === null) await tx.orderStep.delete({ where: { orderN_step: { orderN: n, step } } });
      else
        await tx.orderStep.upsert({
          where: { orderN_step: { orderN: n, step } },
          create: { orderN: n, step, doneOn: dateColumnOf(doneOn) },
          update: { doneOn: dateColumnOf(doneOn) },
        });
    }
    await recordChange(tx, staff, { entity: "order", entityId: n, label: orderLabel(n), action: "updated", changes });
    log.info("admin.order.steps", { n, userId: staff.userId, changed: Object.keys(changes).length });
    return { ok: true } as const;
  });
}
