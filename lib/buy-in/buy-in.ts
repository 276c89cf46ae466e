import "server-only";
// The buy-in (買取) of a seller's truck, from a 買取 or 査定 request: the offers made (査定額, each valid until a day
// in Japan, the latest the one that stands), the seller's answer, and the purchase (price, お支払予定日, paid).
// Every write goes over the request's version staff saw (lib/admin/versioned.ts), so a page out of date or the
// same post sent twice is refused, and moves the request's status with it: an offer made is 見積済み, accepted or
// bought is 成約, declined is 失注. Each write and its history row, in words, are one transaction.
//
// A mailed offer is the staff reply's exception to "no visitor text to an unverified address"
// (lib/admin/order-replies.ts says why): staff send it on purpose to the request's own address.
import { createTranslator } from "next-intl";
import jp from "@/messages/jp.json";
import en from "@/messages/en.json";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { OrderStatus } from "@/lib/generated/prisma/enums";
import type { StaffSession } from "@/lib/auth/sessions";
import { japanDate, holidaySet, type IsoDate } from "@/lib/business/calendar";
import { holidaysFrom } from "@/lib/business/holidays";
import { companyName } from "@/lib/company";
import { mailSignature } from "@/lib/mail/signature";
import { siteHomeUrl } from "@/lib/seo/site";
import { formatCalendarDate, formatYen } from "@/lib/format";
import { log } from "@/lib/logging";
import { recordChange, type FieldChanges } from "@/lib/admin/history";
import { dateColumnOf, isoDateOf } from "@/lib/admin/follow-up";
import { updateSeenVersion } from "@/lib/admin/versioned";
import { recordRuleChange } from "@/lib/requests/rule-history";
import { hashStatusToken, isStatusTokenShaped } from "@/lib/requests/status-token";
import type { OfferAnswerInput, OfferInput, PurchaseInput } from "./form";
import {
  defaultPaymentDay,
  defaultValidUntil,
  HOLIDAY_DAYS_FOR_PAYMENT,
  offerReading,
  type OfferReading,
} from "./terms";
import { isSellerRequest } from "@/lib/requests/types";
import { orderLabel } from "@/lib/requests/progress";
import { displayNameOf } from "@/lib/auth/display-name";

export type BuyInRefusal = "notFound" | "conflict" | "notSellerRequest" | "noOffer" | "offerAnswered" | "offerExpired";
export type BuyInChange = { ok: true; id: number; version: number } | { ok: false; error: BuyInRefusal };

/** The status a buy-in step moves a request to, from the statuses it moves it from; any other status stays. */
const MOVES = {
  // A seller who declined and is offered more is negotiating again.
  offered: { to: "quoted", from: ["new", "contacted", "lost"] },
  accepted: { to: "won", from: ["new", "contacted", "quoted", "lost"] },
  declined: { to: "lost", from: ["new", "contacted", "quoted"] },
  purchased: { to: "won", from: ["new", "contacted", "quoted", "lost"] },
} as const satisfies Record<string, { to: OrderStatus; from: readonly OrderStatus[] }>;

function statusAfter(status: OrderStatus, step: keyof typeof MOVES): OrderStatus {
  const move = MOVES[step];
  return (move.from as readonly OrderStatus[]).includes(status) ? move.to : status;
}

type Tx = Prisma.TransactionClient;

async function sellerRequest(tx: Tx, n: number) {
  return tx.order.findUnique({
    where: { n },
    select: { n: true, type: true, status: true, locale: true, lastName: true, firstName: true, email: true },
  });
}

/**
 * Writes over the request's version staff saw, with its new status, and records the step in words: one history
 * row with what changed, the status among it; none when nothing did.
 */
async function writeStep(
  tx: Tx,
  staff: StaffSession,
  order: { n: number; status: OrderStatus },
  seenVersion: number | null,
  step: keyof typeof MOVES,
  action: string,
  changes: FieldChanges,
  now: Date,
) {
  const status = statusAfter(order.status, step);
  const saved = await updateSeenVersion(tx.order, { n: order.n }, seenVersion, { status });
  const all: FieldChanges = { ...changes, ...(status !== order.status && { status: [order.status, status] }) };
  // A form saved again unchanged is no change anyone needs to read about.
  if (!saved.ok || Object.keys(all).length === 0) return saved;
  await recordChange(
    tx,
    staff,
    {
      entity: "order",
      entityId: order.n,
      label: orderLabel(order.n),
      action,
      changes: all,
    },
    now,
  );
  return saved;
}

const latestOffer = (tx: Tx, orderN: number) =>
  tx.buyInOffer.findFirst({
    where: { orderN },
    orderBy: { id: "desc" },
    select: { id: true, amountYen: true, validUntil: true, state: true },
  });

/** Offers a 査定額 on seller's request `n`; it replaces the offer before it, and `input.mail` mails it. */
export async function makeOffer(
  staff: StaffSession,
  n: number,
  input: OfferInput,
  seenVersion: number | null,
  now = new Date(),
): Promise<BuyInChange> {
  return db().$transaction(async (tx) => {
    const order = await sellerRequest(tx, n);
    if (!order) return { ok: false, error: "notFound" } as const;
    if (!isSellerRequest(order.type)) return { ok: false, error: "notSellerRequest" } as const;
    const before = await latestOffer(tx, n);
    const saved = await writeStep(
      tx,
      staff,
      order,
      seenVersion,
      "offered",
      "offerMade",
      {
        offerYen: [before?.amountYen ?? null, input.amountYen],
        validUntil: [isoDateOf(before?.validUntil ?? null), input.validUntil],
      },
      now,
    );
    if (!saved.ok) return saved;
    await tx.buyInOffer.create({
      data: {
        orderN: n,
        amountYen: input.amountYen,
        validUntil: dateColumnOf(input.validUntil),
        note: input.note,
        offeredById: staff.userId,
        offeredByName: displayNameOf(staff),
        createdAt: now,
      },
    });
    if (input.mail) await queueOfferMail(tx, order, input, displayNameOf(staff));
    log.info("admin.buyIn.offer", { n, userId: staff.userId, mail: input.mail });
    return saved;
  });
}

async function queueOfferMail(
  tx: Tx,
  order: NonNullable<Awaited<ReturnType<typeof sellerRequest>>>,
  input: OfferInput,
  staffName: string,
) {
  const locale = order.locale;
  const tm = createTranslator({ locale, messages: locale === "ja" ? jp : en, namespace: "mail" });
  const body = tm("offer.body", {
    name: tm("nameValue", { last: order.lastName, first: order.firstName }),
    company: companyName(locale),
    n: order.n,
    amount: formatYen(locale, input.amountYen),
    validUntil: formatCalendarDate(locale, input.validUntil, "full"),
  });
  const note = input.note.trim() ? `\n\n${input.note.trim()}` : "";
  await tx.outboxMail.create({
    data: {
      orderN: order.n,
      audience: "customer",
      kind: "offer",
      locale,
      toAddress: order.email,
      subject: tm("offer.subject", { n: order.n }),
      text: `${body}${note}\n\n${tm("offer.closing")}\n\n${mailSignature(locale, siteHomeUrl(locale), staffName)}\n`,
    },
  });
}

/**
 * Records the seller's answer to the offer that stands. An offer already answered is not answered again (a new
 * offer is made instead); an expired one may be declined but not accepted: its price no longer holds.
 */
export async function answerOffer(
  staff: StaffSession,
  n: number,
  { answer }: OfferAnswerInput,
  seenVersion: number | null,
  now = new Date(),
): Promise<BuyInChange> {
  return db().$transaction(async (tx) => {
    const order = await sellerRequest(tx, n);
    if (!order) return { ok: false, error: "notFound" } as const;
    const offer = await latestOffer(tx, n);
    if (!offer) return { ok: false, error: "noOffer" } as const;
    if (offer.state !== "pending") return { ok: false, error: "offerAnswered" } as const;
    if (
      answer === "accepted" &&
      offerReading({ ...offer, validUntil: isoDateOf(offer.validUntil)! }, japanDate(now), true) === "expired"
    )
      return { ok: false, error: "offerExpired" } as const;
    const saved = await writeStep(
      tx,
      staff,
      order,
      seenVersion,
      answer,
      "offerAnswered",
      { offerAnswer: ["pending", answer] },
      now,
    );
    if (!saved.ok) return saved;
    await tx.buyInOffer.update({ where: { id: offer.id }, data: { state: answer, answeredAt: now } });
    log.info("admin.buyIn.answer", { n, userId: staff.userId, answer });
    return saved;
  });
}

export type SellerAnswer =
  { ok: true } | { ok: false; error: "notFound" | "conflict" | "offerAnswered" | "offerExpired" };

/**
 * The seller's own answer from their status page, authorised by its token, to the offer the page showed them
 * (`offerId`): a newer offer since, one already answered, or an expired one accepted is refused. The request
 * moves as it does when staff record the answer, its version raised so a form staff opened before is refused too;
 * the history says the seller answered, under no staff member's name.
 */
export async function answerOfferAsSeller(
  token: string,
  offerId: number,
  answer: OfferAnswerInput["answer"],
  now = new Date(),
): Promise<SellerAnswer> {
  if (!isStatusTokenShaped(token)) return { ok: false, error: "notFound" };
  return db().$transaction(async (tx) => {
    const order = await tx.order.findUnique({
      where: { statusTokenHash: hashStatusToken(token) },
      select: { n: true, type: true, status: true, version: true },
    });
    if (!order || !isSellerRequest(order.type)) return { ok: false, error: "notFound" } as const;
    const offer = await latestOffer(tx, order.n);
    if (!offer) return { ok: false, error: "notFound" } as const;
    if (offer.id !== offerId) return { ok: false, error: "conflict" } as const;
    if (offer.state !== "pending") return { ok: false, error: "offerAnswered" } as const;
    const reading = offerReading({ ...offer, validUntil: isoDateOf(offer.validUntil)! }, japanDate(now), true);
    if (answer === "accepted" && reading === "expired") return { ok: false, error: "offerExpired" } as const;
    // Over the version just read: a staff answer or a new offer at the same moment, and this one, are not both saved.
    const status = statusAfter(order.status, answer);
    const saved = await updateSeenVersion(tx.order, { n: order.n }, order.version, { status });
    if (!saved.ok) return { ok: false, error: "conflict" } as const;
    await tx.buyInOffer.update({ where: { id: offer.id }, data: { state: answer, answeredAt: now } });
    await recordRuleChange(
      tx,
      order.n,
      "offerAnsweredBySeller",
      { offerAnswer: ["pending", answer], ...(status !== order.status && { status: [order.status, status] }) },
      now,
    );
    log.info("requests.offerAnswer", { n: order.n, answer });
    return { ok: true } as const;
  });
}

/** Records or corrects the purchase of seller's request `n`: the price, the payment day, the day it was paid. */
export async function savePurchase(
  staff: StaffSession,
  n: number,
  input: PurchaseInput,
  seenVersion: number | null,
  now = new Date(),
): Promise<BuyInChange> {
  return db().$transaction(async (tx) => {
    const order = await sellerRequest(tx, n);
    if (!order) return { ok: false, error: "notFound" } as const;
    if (!isSellerRequest(order.type)) return { ok: false, error: "notSellerRequest" } as const;
    const before = await tx.buyInPurchase.findUnique({
      where: { orderN: n },
      select: { priceYen: true, paymentDueOn: true, paidOn: true },
    });
    const changes: FieldChanges = {};
    const pairs = {
      purchasePriceYen: [before?.priceYen ?? null, input.priceYen],
      paymentDueOn: [isoDateOf(before?.paymentDueOn ?? null), input.paymentDueOn],
      paidOn: [isoDateOf(before?.paidOn ?? null), input.paidOn],
    } as const;
    for (const [field, [from, to]] of Object.entries(pairs)) if (from !== to) changes[field] = [from, to];
    const saved = await writeStep(
      tx,
      staff,
      order,
      seenVersion,
      "purchased",
      before ? "purchaseUpdated" : "purchased",
      changes,
      now,
    );
    if (!saved.ok) return saved;
    const data = {
      priceYen: input.priceYen,
      paymentDueOn: dateColumnOf(input.paymentDueOn),
      paidOn: input.paidOn === null ? null : dateColumnOf(input.paidOn),
      recordedById: staff.userId,
      recordedByName: displayNameOf(staff),
    };
    await tx.buyInPurchase.upsert({ where: { orderN: n }, create: { orderN: n, ...data }, update: data });
    log.info("admin.buyIn.purchase", { n, userId: staff.userId, paid: input.paidOn !== null });
    return saved;
  });
}

export interface BuyInOfferRow {
  id: number;
  amountYen: number;
  validUntil: IsoDate;
  note: string;
  reading: OfferReading;
  offeredByName: string;
  createdAt: Date;
  answeredAt: Date | null;
}

export interface BuyInPanel {
  /** Newest first; the first is the one that stands. */
  offers: BuyInOfferRow[];
  purchase: {
    priceYen: number;
    paymentDueOn: IsoDate;
    paidOn: IsoDate | null;
    recordedByName: string;
    vehicle: { id: number; inquiryNo: number; nameJa: string; nameEn: string } | null;
  } | null;
  /** What the forms start from: a week's validity, the payment day three business days on, the seller's choices. */
  defaults: {
    validUntil: IsoDate;
    paymentDueOn: IsoDate;
    priceYen: number | null;
    makerId: number | null;
    loadClassId: number | null;
    bodyTypeId: number | null;
  };
  /** How many photos the seller sent: they go with the stock vehicle. */
  photoCount: number;
}

const offerSelect = {
  id: true,
  amountYen: true,
  validUntil: true,
  note: true,
  state: true,
  offeredByName: true,
  createdAt: true,
  answeredAt: true,
} as const satisfies Prisma.BuyInOfferSelect;

function offerRows(offers: Prisma.BuyInOfferGetPayload<{ select: typeof offerSelect }>[], today: IsoDate) {
  return offers.map(({ validUntil, state, ...offer }, i): BuyInOfferRow => {
    const until = isoDateOf(validUntil)!;
    return { ...offer, validUntil: until, reading: offerReading({ state, validUntil: until }, today, i === 0) };
  });
}

/** The buy-in of seller's request `n` for its staff page; null for a request that is not a seller's. */
export async function buyInPanel(_staff: StaffSession, n: number, now = new Date()): Promise<BuyInPanel | null> {
  const order = await db().order.findUnique({
    where: { n },
    select: {
      type: true,
      buyInOffers: { orderBy: { id: "desc" }, select: offerSelect },
      buyInPurchase: {
        select: {
          priceYen: true,
          paymentDueOn: true,
          paidOn: true,
          recordedByName: true,
          vehicle: { select: { id: true, inquiryNo: true, nameJa: true, nameEn: true } },
        },
      },
      vehicleDetails: { select: { makerId: true, loadClassId: true, bodyTypeId: true } },
      _count: { select: { photos: true } },
    },
  });
  if (!order || !isSellerRequest(order.type)) return null;
  const today = japanDate(now);
  const offers = offerRows(order.buyInOffers, today);
  const purchase = order.buyInPurchase;
  const accepted = offers.find((offer) => offer.reading === "accepted");
  return {
    offers,
    purchase: purchase && {
      ...purchase,
      paymentDueOn: isoDateOf(purchase.paymentDueOn)!,
      paidOn: isoDateOf(purchase.paidOn),
    },
    defaults: {
      validUntil: defaultValidUntil(today),
      paymentDueOn: defaultPaymentDay(today, holidaySet(holidaysFrom(today, HOLIDAY_DAYS_FOR_PAYMENT))),
      priceYen: accepted?.amountYen ?? null,
      makerId: order.vehicleDetails?.makerId ?? null,
      loadClassId: order.vehicleDetails?.loadClassId ?? null,
      bodyTypeId: order.vehicleDetails?.bodyTypeId ?? null,
    },
    photoCount: order._count.photos,
  };
}

export interface StatusBuyIn {
  /** The offer that stands; null when none was made. */
  offer: {
    id: number;
    amountYen: number;
    validUntil: IsoDate;
    note: string;
    reading: Exclude<OfferReading, "replaced">;
  } | null;
  /** The purchase once agreed: the price, the day we pay, and the day it was paid. */
  purchase: { priceYen: number; paymentDueOn: IsoDate; paidOn: IsoDate | null } | null;
}

/** The buy-in of request `orderN` for its customer's status page, in what the seller needs to know. */
export async function buyInForStatusPage(orderN: number, now = new Date()): Promise<StatusBuyIn> {
  const [offer, purchase] = await Promise.all([
    db().buyInOffer.findFirst({
      where: { orderN },
      orderBy: { id: "desc" },
      select: { id: true, amountYen: true, validUntil: true, note: true, state: true },
    }),
    db().buyInPurchase.findUnique({ where: { orderN }, select: { priceYen: true, paymentDueOn: true, paidOn: true } }),
  ]);
  const validUntil = offer && isoDateOf(offer.validUntil)!;
  return {
    offer: offer && {
      id: offer.id,
      amountYen: offer.amountYen,
      validUntil: validUntil!,
      note: offer.note,
      reading: offerReading({ state: offer.state, validUntil: validUntil! }, japanDate(now), true) as Exclude<
        OfferReading,
        "replaced"
      >,
    },
    purchase: purchase && {
      priceYen: purchase.priceYen,
      paymentDueOn: isoDateOf(purchase.paymentDueOn)!,
      paidOn: isoDateOf(purchase.paidOn),
    },
  };
}

/** The seller's request vehicle `vehicleId` was bought from, for its editor; null for a truck that came otherwise. */
export async function boughtFromOf(_staff: StaffSession, vehicleId: number): Promise<{ orderN: number } | null> {
  return db().buyInPurchase.findUnique({ where: { vehicleId }, select: { orderN: true } });
}
