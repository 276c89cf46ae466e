import "server-only";
// Deals (商談): a buyer's request priced line by line, from which documents are issued (./documents.ts). Every
// write goes over the version staff saw, like every staff change (lib/admin/versioned.ts): opening a deal over the
// request's, so the same post sent twice opens one deal; changing its lines or deleting it over the deal's. Each
// write and its history row, in words, are one transaction.
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { MailStatus, OrderStatus, RequestType } from "@/lib/generated/prisma/enums";
import type { StaffSession } from "@/lib/auth/sessions";
import { japanDate, type IsoDate } from "@/lib/business/calendar";
import type { Locale } from "@/lib/i18n/locales";
import { log } from "@/lib/logging";
import { recordChange } from "@/lib/admin/history";
import { orderLabel } from "@/lib/requests/progress";
import { isoDateOf } from "@/lib/admin/follow-up";
import { updateSeenVersion, type VersionedSave } from "@/lib/admin/versioned";
import { documentNumber, type DocumentKind } from "./document-kinds";
import { linesFromVehicles, linesInWords, type DealLineInput } from "./lines";
import { dealTotals, type DealTotals } from "./tax";

/** A deal is a sale: a seller's request (買取・査定) gets an offer instead, which is another slice's. */
const BUYER_REQUESTS: readonly RequestType[] = ["vehicle", "sale", "auction"];

/** How the change history names a deal: by number, never the customer's name. */
export const dealLabel = (id: number) => `#${id}`;

export type DealOpened =
  { ok: true; id: number; version: number } | { ok: false; error: "notFound" | "conflict" | "dealNotForSeller" };

const lineSelect = { kind: true, label: true, amountYen: true, vehicleId: true } as const;

/**
 * Opens a deal on request `n` over the request's version staff saw, with a body line and a 諸費用 line for each
 * sale vehicle the request names: its total starts at the 支払総額 the vehicle's page showed.
 */
export async function openDeal(staff: StaffSession, n: number, seenOrderVersion: number | null): Promise<DealOpened> {
  return db().$transaction(async (tx) => {
    const order = await tx.order.findUnique({
      where: { n },
      select: {
        type: true,
        locale: true,
        vehicles: {
          orderBy: { position: "asc" },
          select: {
            name: true,
            vehicle: { select: { id: true, kind: true, priceBodyYen: true, priceFeesYen: true } },
          },
        },
      },
    });
    if (!order) return { ok: false, error: "notFound" } as const;
    if (!BUYER_REQUESTS.includes(order.type)) return { ok: false, error: "dealNotForSeller" } as const;
    const seen = await updateSeenVersion(tx.order, { n }, seenOrderVersion, {});
    if (!seen.ok) return seen;
    const lines = linesFromVehicles(
      order.vehicles.flatMap(({ name, vehicle }) =>
        vehicle?.kind === "sale"
          ? [{ vehicleId: vehicle.id, name, priceBodyYen: vehicle.priceBodyYen, priceFeesYen: vehicle.priceFeesYen }]
          : [],
      ),
      order.locale,
    );
    const deal = await tx.deal.create({
      data: { orderN: n, lines: { create: lines.map((line, position) => ({ ...line, position })) } },
      select: { id: true, version: true, createdAt: true },
    });
    await recordChange(
      tx,
      staff,
      {
        entity: "deal",
        entityId: deal.id,
        label: dealLabel(deal.id),
        action: "created",
        changes: { lines: [null, linesInWords(lines)], totalYen: [null, dealTotals(lines).amountDueYen] },
      },
      deal.createdAt,
    );
    await recordChange(
      tx,
      staff,
      { entity: "order", entityId: n, label: orderLabel(n), action: "dealOpened", changes: { deal: [null, deal.id] } },
      deal.createdAt,
    );
    log.info("admin.deal.open", { id: deal.id, n, userId: staff.userId, lines: lines.length });
    return { ok: true, id: deal.id, version: deal.version } as const;
  });
}

/**
 * Replaces deal `id`'s lines over the version staff saw. A line keeps its vehicle only if the deal already had that
 * vehicle: the form's hidden field cannot attach a vehicle the request never named.
 */
export async function saveDealLines(
  staff: StaffSession,
  id: number,
  lines: readonly DealLineInput[],
  seenVersion: number | null,
): Promise<VersionedSave> {
  return db().$transaction(async (tx) => {
    const saved = await updateSeenVersion(tx.deal, { id }, seenVersion, {});
    if (!saved.ok) return saved;
    const before = await tx.dealLine.findMany({
      where: { dealId: id },
      orderBy: { position: "asc" },
      select: lineSelect,
    });
    const known = new Set(before.flatMap((line) => (line.vehicleId === null ? [] : [line.vehicleId])));
    const after = lines.map((line) => ({
      ...line,
      vehicleId: line.kind === "body" && line.vehicleId !== null && known.has(line.vehicleId) ? line.vehicleId : null,
    }));
    await tx.dealLine.deleteMany({ where: { dealId: id } });
    await tx.dealLine.createMany({ data: after.map((line, position) => ({ ...line, dealId: id, position })) });
    const [wordsBefore, wordsAfter] = [linesInWords(before), linesInWords(after)];
    const [totalBefore, totalAfter] = [dealTotals(before).amountDueYen, dealTotals(after).amountDueYen];
    await recordChange(tx, staff, {
      entity: "deal",
      entityId: id,
      label: dealLabel(id),
      action: "updated",
      changes: {
        ...(JSON.stringify(wordsBefore) !== JSON.stringify(wordsAfter) && { lines: [wordsBefore, wordsAfter] }),
        ...(totalBefore !== totalAfter && { totalYen: [totalBefore, totalAfter] }),
      },
    });
    log.info("admin.deal.lines", { id, userId: staff.userId, lines: after.length });
    return saved;
  });
}

export type DealDeleted = { ok: true; orderN: number } | { ok: false; error: "notFound" | "conflict" };

/**
 * Deletes deal `id` and its lines over the version staff saw (owners only: the action checks the permission). Its
 * documents stay with the request, numbers and files unchanged, without their deal.
 */
export async function deleteDeal(staff: StaffSession, id: number, seenVersion: number | null): Promise<DealDeleted> {
  return db().$transaction(async (tx) => {
    const deal = await tx.deal.findUnique({ where: { id }, select: { orderN: true } });
    if (!deal) return { ok: false, error: "notFound" } as const;
    const { count } =
      seenVersion === null ? { count: 0 } : await tx.deal.deleteMany({ where: { id, version: seenVersion } });
    if (!count) return { ok: false, error: "conflict" } as const;
    await recordChange(tx, staff, { entity: "deal", entityId: id, label: dealLabel(id), action: "deleted" });
    log.info("admin.deal.delete", { id, n: deal.orderN, userId: staff.userId });
    return { ok: true, orderN: deal.orderN } as const;
  });
}

const documentRowSelect = {
  id: true,
  kind: true,
  no: true,
  locale: true,
  issuedOn: true,
  validUntil: true,
  totalYen: true,
  issuedByName: true,
  createdAt: true,
  replaces: { select: { kind: true, no: true } },
  replacedBy: { select: { kind: true, no: true } },
  mails: { orderBy: { id: "desc" }, take: 1, select: { status: true } },
} as const satisfies Prisma.DealDocumentSelect;

export interface DealDocumentRow {
  id: number;
  kind: DocumentKind;
  no: number;
  /** Q-000012. */
  number: string;
  locale: Locale;
  issuedOn: IsoDate;
  validUntil: IsoDate | null;
  /** お支払総額 as printed. */
  totalYen: number;
  issuedByName: string;
  createdAt: Date;
  /** The number of the document this one corrects, and of the one that corrected it. */
  replaces: string | null;
  replacedBy: string | null;
  /** The delivery of the mail that carried it; null when it was not mailed. */
  mailStatus: MailStatus | null;
}

const numberOf = (document: { kind: DocumentKind; no: number } | null) =>
  document && documentNumber(document.kind, document.no);

function documentRowOf(row: Prisma.DealDocumentGetPayload<{ select: typeof documentRowSelect }>): DealDocumentRow {
  const { replaces, replacedBy, mails, issuedOn, validUntil, ...rest } = row;
  return {
    ...rest,
    number: documentNumber(row.kind, row.no),
    issuedOn: isoDateOf(issuedOn)!,
    validUntil: isoDateOf(validUntil),
    replaces: numberOf(replaces),
    replacedBy: numberOf(replacedBy),
    mailStatus: mails[0]?.status ?? null,
  };
}

export interface DealPage {
  id: number;
  version: number;
  createdAt: Date;
  order: {
    n: number;
    type: RequestType;
    status: OrderStatus;
    locale: Locale;
    lastName: string;
    firstName: string;
    companyName: string | null;
    vehicles: { name: string; inquiryNo: number; vehicleId: number | null }[];
  };
  /** As saved, in order. */
  lines: DealLineInput[];
  totals: DealTotals;
  /** A body line still at 0: a vehicle whose price was on request. */
  priceMissing: boolean;
  /** Newest first. */
  documents: DealDocumentRow[];
  /** In Japan: the issue form's default valid-until date counts from it. */
  today: IsoDate;
}

/** Deal `id`'s staff page: its request, lines and totals, and the documents issued from it; null for no deal. */
export async function dealPage(_staff: StaffSession, id: number, now = new Date()): Promise<DealPage | null> {
  const deal = await db().deal.findUnique({
    where: { id },
    select: {
      id: true,
      version: true,
      createdAt: true,
      order: {
        select: {
          n: true,
          type: true,
          status: true,
          locale: true,
          lastName: true,
          firstName: true,
          companyName: true,
          vehicles: { orderBy: { position: "asc" }, select: { name: true, inquiryNo: true, vehicleId: true } },
        },
      },
      lines: { orderBy: { position: "asc" }, select: lineSelect },
      documents: { orderBy: { id: "desc" }, select: documentRowSelect },
    },
  });
  if (!deal) return null;
  return {
    ...deal,
    totals: dealTotals(deal.lines),
    priceMissing: deal.lines.some((line) => line.kind === "body" && line.amountYen === 0),
    documents: deal.documents.map(documentRowOf),
    today: japanDate(now),
  };
}

export interface RequestDeal {
  id: number;
  /** For deleting it from the request's page. */
  version: number;
  createdAt: Date;
  totals: DealTotals;
  latestQuote: { id: number; number: string; issuedOn: IsoDate } | null;
}

/** The deals of request `n`, oldest first, for its staff page. */
export async function dealsOfRequest(_staff: StaffSession, n: number): Promise<RequestDeal[]> {
  const deals = await db().deal.findMany({
    where: { orderN: n },
    orderBy: { id: "asc" },
    select: {
      id: true,
      version: true,
      createdAt: true,
      lines: { select: { kind: true, amountYen: true } },
      documents: {
        where: { kind: "quote" },
        orderBy: { id: "desc" },
        take: 1,
        select: { id: true, kind: true, no: true, issuedOn: true },
      },
    },
  });
  return deals.map(({ id, version, createdAt, lines, documents: [quote] }) => ({
    id,
    version,
    createdAt,
    totals: dealTotals(lines),
    latestQuote: quote
      ? { id: quote.id, number: documentNumber(quote.kind, quote.no), issuedOn: isoDateOf(quote.issuedOn)! }
      : null,
  }));
}
