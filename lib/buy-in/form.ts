// The buy-in's staff forms as zod reads them, in the browser and on the server alike: the offer (査定額 as staff
// type it, 180万 included), the seller's answer, the purchase, and the stock vehicle's three master choices.
import { z } from "@/lib/zod";
import { fieldMessage } from "@/lib/actions/result";
import { japanDate } from "@/lib/business/calendar";
import { checkboxField, dayField, proseField, yenField } from "@/lib/admin/fields";
import { parseId } from "@/lib/http/url-values";
import { BUY_IN_PRICE_MAX_YEN, OFFER_NOTE_MAX } from "./terms";

const yen = yenField(1, BUY_IN_PRICE_MAX_YEN);

const notBeforeToday = (day: string) => day >= japanDate(new Date());

/** An offer: the amount, its last day (today in Japan at the earliest), words to the seller, and whether to mail it. */
export const offerSchema = z.object({
  amountYen: yen,
  validUntil: dayField.refine(notBeforeToday, { error: fieldMessage("validUntilPast") }),
  note: proseField(OFFER_NOTE_MAX, { optional: true }),
  mail: checkboxField,
});
export type OfferInput = z.output<typeof offerSchema>;

export const OFFER_ANSWERS = ["accepted", "declined"] as const;

/** The seller's answer to the offer that stands, as staff heard it. */
export const offerAnswerSchema = z.object({
  answer: z.enum(OFFER_ANSWERS, { error: fieldMessage("chooseOne") }),
});
export type OfferAnswerInput = z.output<typeof offerAnswerSchema>;

/** The seller's answer from their status page: the page's token and the offer it showed them. */
export const sellerAnswerSchema = offerAnswerSchema.extend({
  token: z.string().max(100),
  offer: z.preprocess((value) => parseId(value) ?? undefined, z.number({ error: fieldMessage("invalidFormat") })),
});

// A day left blank: not yet.
const optionalDay = z.preprocess((value) => (value === "" || value === undefined ? null : value), dayField.nullable());

/** The purchase: the price agreed, the day we pay (お支払予定日) and, once done, the day it was paid. */
export const purchaseSchema = z.object({
  priceYen: yen,
  paymentDueOn: dayField,
  paidOn: optionalDay,
});
export type PurchaseInput = z.output<typeof purchaseSchema>;

// A select left on its first, empty choice, or a value no row could have, is no choice.
const masterChoice = z.preprocess(
  (value) => parseId(value) ?? undefined,
  z.number({ error: fieldMessage("chooseOne") }),
);

/**
 * Registering the bought truck as a draft stock vehicle: the maker, load class (車格) and body type a stock vehicle
 * cannot be without, filled in from the seller's request where it named them. A seller is never asked the 車格.
 */
export const stockVehicleSchema = z.object({
  makerId: masterChoice,
  loadClassId: masterChoice,
  bodyTypeId: masterChoice,
});
export type StockVehicleInput = z.output<typeof stockVehicleSchema>;
