import "server-only";
// Deals (商談): a buyer's request priced line by line, from which documents are issued (./documents.ts). Every
// write goes over the version staff saw, like every staff change (lib/admin/versioned.ts): opening a deal over the
// request's, so the same post sent twice opens one deal; changing its lines or deleting it over the deal's. Each
// write and its history row, in words, are one transaction.
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { MailStatus, OrderStatus, PaymentMethod, RequestType } from "@/lib/generated/prisma/enums";
import type { StaffSession } from "@/lib/auth/sessions";
import { japanDate, type IsoDate } from "@/lib/business/calendar";
import { isJapaneseHoliday } from "@/lib/business/holidays";
import { AUCTION_DAY_STEP } from "@/lib/auction/flow";
import { auctionDeadlines } from "@/lib/auction/deadlines";
import type { Locale } from "@/lib/i18n/locales";
import { log } from "@/lib/logging";
import { recordChange } from "@/lib/admin/history";
import { orderLabel } from "@/lib/requests/progress";
import { isSellerRequest } from "@/lib/requests/types";
import { isoDateOf } from "@/lib/admin/follow-up";
import { updateSeenVersion, type VersionedSave } from "@/lib/admin/versioned";
import { documentNumber, type DocumentKind } from "./document-kinds";
import { linesFromVehicles, linesInWords, type DealLineInput } from "./lines";
import { defaultPaymentTerms, moneyOwed, type MoneyOwed, type PaymentTerms } from "./payment-terms";
import { dealProgress, type StepState } from "./progress";
import { dealTotals, type DealTotals } from "./tax";

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
    // A deal is a sale: a seller's request (買取・査定) gets an offer instead (lib/buy-in).
    if (isSellerRequest(order.type)) return { ok: false, error: "dealNotForSeller" } as const;
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

export type DealDeleted = { ok: true; orderN: number } | { ok: false; error: "notFound" | "conflict" | "dealHasMoney" };

/**
 * Deletes deal `id` and its lines over the version staff saw (owners only: the action checks the permission). Its
 * documents stay with the request, numbers and files unchanged, without their deal. A deal with a 注文書 is a sale
 * with its money and papers, and stays.
 */
export async function deleteDeal(staff: StaffSession, id: number, seenVersion: number | null): Promise<DealDeleted> {
  return db().$transaction(async (tx) => {
    const deal = await tx.deal.findUnique({ where: { id }, select: { orderN: true, orderedOn: true } });
    if (!deal) return { ok: false, error: "notFound" } as const;
    if (deal.orderedOn) return { ok: false, error: "dealHasMoney" } as const;
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
  voidedAt: true,
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
  /** A 領収書 whose payment was cancelled. */
  voided: boolean;
}

const numberOf = (document: { kind: DocumentKind; no: number } | null) =>
  document && documentNumber(document.kind, document.no);

function documentRowOf(row: Prisma.DealDocumentGetPayload<{ select: typeof documentRowSelect }>): DealDocumentRow {
  const { replaces, replacedBy, mails, issuedOn, validUntil, voidedAt, ...rest } = row;
  return {
    ...rest,
    number: documentNumber(row.kind, row.no),
    issuedOn: isoDateOf(issuedOn)!,
    validUntil: isoDateOf(validUntil),
    replaces: numberOf(replaces),
    replacedBy: numberOf(replacedBy),
    mailStatus: mails[0]?.status ?? null,
    voided: voidedAt !== null,
  };
}

export interface DealPayment {
  id: number;
  receivedOn: IsoDate;
  amountYen: number;
  method: PaymentMethod;
  recordedByName: string;
  /** Its 領収書, if one was issued. */
  receipt: { id: number; number: string } | null;
}

export interface DealDelivery {
  registeredOn: IsoDate | null;
  inspectedOn: IsoDate | null;
  carrier: string;
  transportOn: IsoDate | null;
  deliveryPlannedOn: IsoDate | null;
  deliveredOn: IsoDate | null;
}

/** A closed deal's money: what its 注文書 or 請求書 asked, on which terms, what came in and what is owed. */
export interface DealMoney {
  orderedOn: IsoDate;
  totalYen: number;
  terms: PaymentTerms;
  /** Oldest first. */
  payments: DealPayment[];
  owed: MoneyOwed;
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
  /** In Japan: the forms' default days count from it. */
  today: IsoDate;
  /** Null until the 注文書 is issued. */
  money: DealMoney | null;
  delivery: DealDelivery;
  /** The terms the 注文書 form offers: the ones issued, else the house defaults from today. */
  orderTerms: PaymentTerms;
  /**
   * The day the 請求書 form offers: for the auction agency once the win is dated, 3 business days after it (the
   * spec's balance); else the balance's day the terms set.
   */
  invoiceDueOn: IsoDate | null;
}

/** Deal `id`'s staff page: its request, lines and totals, its money and delivery, its documents; null for no deal. */
export async function dealPage(_staff: StaffSession, id: number, now = new Date()): Promise<DealPage | null> {
  const deal = await db().deal.findUnique({
    where: { id },
    select: {
      id: true,
      version: true,
      createdAt: true,
      orderedOn: true,
      orderedTotalYen: true,
      depositYen: true,
      depositDueOn: true,
      balanceDueOn: true,
      registeredOn: true,
      inspectedOn: true,
      carrier: true,
      transportOn: true,
      deliveryPlannedOn: true,
      deliveredOn: true,
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
          steps: { where: { step: AUCTION_DAY_STEP }, select: { doneOn: true } },
        },
      },
      lines: { orderBy: { position: "asc" }, select: lineSelect },
      documents: { orderBy: { id: "desc" }, select: documentRowSelect },
      payments: {
        orderBy: [{ receivedOn: "asc" }, { id: "asc" }],
        select: {
          id: true,
          receivedOn: true,
          amountYen: true,
          method: true,
          recordedByName: true,
          receipt: { select: { id: true, kind: true, no: true } },
        },
      },
    },
  });
  if (!deal) return null;
  const today = japanDate(now);
  const totals = dealTotals(deal.lines);
  const { steps, ...order } = deal.order;
  const issuedTerms = deal.depositYen === null ? null : termsOf(deal);
  const wonOn = isoDateOf(steps[0]?.doneOn ?? null);
  const auction = order.type === "auction";
  const orderTerms =
    issuedTerms ??
    defaultPaymentTerms({ auction, amountDueYen: totals.amountDueYen, orderedOn: today, wonOn }, isJapaneseHoliday);
  const payments = deal.payments.map(({ receivedOn, receipt, ...payment }) => ({
    ...payment,
    receivedOn: isoDateOf(receivedOn)!,
    receipt: receipt && { id: receipt.id, number: documentNumber(receipt.kind, receipt.no) },
  }));
  const paidYen = payments.reduce((sum, payment) => sum + payment.amountYen, 0);
  return {
    id: deal.id,
    version: deal.version,
    createdAt: deal.createdAt,
    order,
    lines: deal.lines,
    totals,
    priceMissing: deal.lines.some((line) => line.kind === "body" && line.amountYen === 0),
    documents: deal.documents.map(documentRowOf),
    today,
    money:
      deal.orderedOn && deal.orderedTotalYen !== null && issuedTerms
        ? {
            orderedOn: isoDateOf(deal.orderedOn)!,
            totalYen: deal.orderedTotalYen,
            terms: issuedTerms,
            payments,
            owed: moneyOwed(deal.orderedTotalYen, issuedTerms, paidYen, today),
          }
        : null,
    delivery: deliveryOf(deal),
    orderTerms,
    invoiceDueOn:
      auction && wonOn ? auctionDeadlines(wonOn, isJapaneseHoliday).balance : (issuedTerms?.balanceDueOn ?? null),
  };
}

type StoredTerms = { depositYen: number | null; depositDueOn: Date | null; balanceDueOn: Date | null };

function termsOf(deal: StoredTerms): PaymentTerms {
  return {
    depositYen: deal.depositYen ?? 0,
    depositDueOn: isoDateOf(deal.depositDueOn)!,
    balanceDueOn: isoDateOf(deal.balanceDueOn)!,
  };
}

type StoredDelivery = { [K in keyof DealDelivery]: K extends "carrier" ? string : Date | null };

function deliveryOf(deal: StoredDelivery): DealDelivery {
  return {
    registeredOn: isoDateOf(deal.registeredOn),
    inspectedOn: isoDateOf(deal.inspectedOn),
    carrier: deal.carrier,
    transportOn: isoDateOf(deal.transportOn),
    deliveryPlannedOn: isoDateOf(deal.deliveryPlannedOn),
    deliveredOn: isoDateOf(deal.deliveredOn),
  };
}

export interface RequestDeal {
  id: number;
  /** For deleting it from the request's page. */
  version: number;
  createdAt: Date;
  totals: DealTotals;
  latestQuote: { id: number; number: string; issuedOn: IsoDate } | null;
  /** 成約日, once its 注文書 is issued: the deal is then a sale and is not deleted. */
  orderedOn: IsoDate | null;
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
      orderedOn: true,
      lines: { select: { kind: true, amountYen: true } },
      documents: {
        where: { kind: "quote" },
        orderBy: { id: "desc" },
        take: 1,
        select: { id: true, kind: true, no: true, issuedOn: true },
      },
    },
  });
  return deals.map(({ id, version, createdAt, orderedOn, lines, documents: [quote] }) => ({
    id,
    version,
    createdAt,
    orderedOn: isoDateOf(orderedOn),
    totals: dealTotals(lines),
    latestQuote: quote
      ? { id: quote.id, number: documentNumber(quote.kind, quote.no), issuedOn: isoDateOf(quote.issuedOn)! }
      : null,
  }));
}

/**
 * Where request `orderN`'s closed deal stands, step by step, for its customer's status page; null while no deal of
 * it has a 注文書. A request with several closed deals shows the latest.
 */
export async function dealProgressForStatusPage(orderN: number, now = new Date()): Promise<StepState[] | null> {
  const deal = await db().deal.findFirst({
    where: { orderN, orderedOn: { not: null } },
    orderBy: { id: "desc" },
    select: {
      orderedOn: true,
      orderedTotalYen: true,
      depositYen: true,
      depositDueOn: true,
      balanceDueOn: true,
      registeredOn: true,
      inspectedOn: true,
      carrier: true,
      transportOn: true,
      deliveryPlannedOn: true,
      deliveredOn: true,
      payments: { select: { amountYen: true } },
      documents: { where: { kind: "invoice" }, orderBy: { id: "desc" }, take: 1, select: { issuedOn: true } },
    },
  });
  if (!deal?.orderedOn || deal.orderedTotalYen === null) return null;
  const today = japanDate(now);
  const terms = termsOf(deal);
  const paidYen = deal.payments.reduce((sum, payment) => sum + payment.amountYen, 0);
  return dealProgress({
    today,
    orderedOn: isoDateOf(deal.orderedOn)!,
    terms,
    owed: moneyOwed(deal.orderedTotalYen, terms, paidYen, today),
    invoicedOn: isoDateOf(deal.documents[0]?.issuedOn ?? null),
    ...deliveryOf(deal),
  });
}

export interface OverduePayment {
  dealId: number;
  orderN: number;
  customer: { lastName: string; firstName: string; companyName: string | null };
  overdueYen: number;
  daysOverdue: number;
}

/**
 * Closed deals with money past its day, the longest late first, for the dashboard. Only deals whose request is not
 * completed and whose deposit day has passed can be late, which keeps the read to the open ones.
 */
export async function overduePayments(_staff: StaffSession, now = new Date()): Promise<OverduePayment[]> {
  const today = japanDate(now);
  const deals = await db().deal.findMany({
    where: {
      orderedOn: { not: null },
      orderedTotalYen: { not: null },
      depositDueOn: { lt: new Date(`${today}T00:00:00Z`) },
      order: { status: { not: "closed" } },
    },
    select: {
      id: true,
      orderedTotalYen: true,
      depositYen: true,
      depositDueOn: true,
      balanceDueOn: true,
      payments: { select: { amountYen: true } },
      order: { select: { n: true, lastName: true, firstName: true, companyName: true } },
    },
  });
  return deals
    .flatMap((deal) => {
      const paid = deal.payments.reduce((sum, payment) => sum + payment.amountYen, 0);
      const owed = moneyOwed(deal.orderedTotalYen!, termsOf(deal), paid, today);
      if (owed.overdueYen === 0) return [];
      const { n, ...customer } = deal.order;
      return [{ dealId: deal.id, orderN: n, customer, overdueYen: owed.overdueYen, daysOverdue: owed.daysOverdue }];
    })
    .sort((a, b) => b.daysOverdue - a.daysOverdue || a.dealId - b.dealId);
}
