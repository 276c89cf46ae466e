// The buy-in's days and states, as a dealer's office keeps them: how long a 査定額 holds, when a bought truck is
// paid for, and how an offer reads on a given day. Pure rules: the forms in the browser use them too.
import { addBusinessDays, addDays, type HolidayCheck, type IsoDate } from "@/lib/business/calendar";
import type { BuyInOfferState } from "@/lib/generated/prisma/enums";

/**
 * A 査定額 holds a week by default: truck prices follow the auctions week by week, and a seller comparing
 * dealers answers within days.
 */
export const OFFER_VALID_DAYS = 7;

/**
 * The purchase is paid this many business days after it is agreed: time for the truck and its papers (車検証,
 * 印鑑証明書, 委任状, 譲渡証明書) to arrive and be checked before the transfer. Weekends, holidays and the year-end
 * closure do not count.
 */
export const PAYMENT_BUSINESS_DAYS = 3;

/** The highest amount an offer or a purchase takes: far above any truck, below what an integer column holds. */
export const BUY_IN_PRICE_MAX_YEN = 1_000_000_000;

/** The words to a seller with an offer: a few lines, mailed as typed. */
export const OFFER_NOTE_MAX = 400;

/** How an offer reads: its answer, or expired once its last day has passed unanswered, or replaced by a newer one. */
export type OfferReading = BuyInOfferState | "expired" | "replaced";

export function offerReading(
  offer: { state: BuyInOfferState; validUntil: IsoDate },
  today: IsoDate,
  latest: boolean,
): OfferReading {
  if (!latest) return "replaced";
  if (offer.state === "pending" && offer.validUntil < today) return "expired";
  return offer.state;
}

export function defaultValidUntil(today: IsoDate): IsoDate {
  return addDays(today, OFFER_VALID_DAYS);
}

export function defaultPaymentDay(today: IsoDate, isHoliday: HolidayCheck): IsoDate {
  return addBusinessDays(today, PAYMENT_BUSINESS_DAYS, isHoliday);
}

/** Far enough ahead for the payment day's business days over Golden Week or the year end. */
export const HOLIDAY_DAYS_FOR_PAYMENT = 30;
