// When a deal's money is due, and what is owed and late. Browser-safe and pure: the order form shows the same
// defaults the server would take, and the dashboard, the deal page and the status page read one answer.
//
// 1. 手付金 is 10% of the amount due, rounded up to the next ¥1,000: the auction agency's rule (spec section 9,
//    "a deposit of 10% of the winning bid before bidding"), which the office uses for stock sales too, in round
//    thousands as a transfer is typed. Staff may type another amount, up to the amount due.
// 2. Days are business days (lib/business/calendar.ts: weekends, public holidays and the year-end closure do not
//    count, nor the day itself). A stock sale's deposit is due 3 business days after the order and the balance
//    10 business days after it, time for the 名義変更 papers before delivery. An auction's deposit is due the next
//    business day, before the bid; its balance 3 business days after the bid is won (lib/auction/deadlines.ts),
//    or, before the win is dated, 3 business days after the order as a placeholder staff correct on the invoice.
// 3. Late means past its day: the deposit's part unpaid once its day has passed, everything unpaid once the
//    balance's has. A payment counts towards the deposit first.
import type { PaymentMethod } from "@/lib/generated/prisma/enums";
import { addBusinessDays, daysBetween, type HolidayCheck, type IsoDate } from "@/lib/business/calendar";
import { auctionDeadlines } from "@/lib/auction/deadlines";

/** How money comes in, in the order the payment form offers them: transfer first, the trade's norm. */
export const PAYMENT_METHODS = ["transfer", "cash", "loan"] as const satisfies readonly PaymentMethod[];

export const DEPOSIT_PERCENT = 10;
const DEPOSIT_ROUNDING_YEN = 1_000;
export const STOCK_SALE_DAYS = { deposit: 3, balance: 10 } as const;
export const AUCTION_DEPOSIT_DAYS = 1;

/** 10% of `amountDueYen`, rounded up to ¥1,000, never more than the amount itself. */
export function defaultDeposit(amountDueYen: number): number {
  const tenth = Math.ceil((amountDueYen * DEPOSIT_PERCENT) / 100 / DEPOSIT_ROUNDING_YEN) * DEPOSIT_ROUNDING_YEN;
  return Math.min(tenth, amountDueYen);
}

export interface PaymentTerms {
  depositYen: number;
  depositDueOn: IsoDate;
  balanceDueOn: IsoDate;
}

/** The terms a 注文書 issued on `orderedOn` offers by default; `wonOn` is an auction's 落札日 once dated. */
export function defaultPaymentTerms(
  deal: { auction: boolean; amountDueYen: number; orderedOn: IsoDate; wonOn: IsoDate | null },
  isHoliday: HolidayCheck,
): PaymentTerms {
  const after = (from: IsoDate, days: number) => addBusinessDays(from, days, isHoliday);
  const depositYen = defaultDeposit(deal.amountDueYen);
  if (deal.auction)
    return {
      depositYen,
      depositDueOn: after(deal.orderedOn, AUCTION_DEPOSIT_DAYS),
      balanceDueOn: auctionDeadlines(deal.wonOn ?? deal.orderedOn, isHoliday).balance,
    };
  return {
    depositYen,
    depositDueOn: after(deal.orderedOn, STOCK_SALE_DAYS.deposit),
    balanceDueOn: after(deal.orderedOn, STOCK_SALE_DAYS.balance),
  };
}

export interface MoneyOwed {
  paidYen: number;
  /** What is still to pay of the whole. */
  owedYen: number;
  /** What the next payment is for: the deposit's unpaid part, then the balance; null once all is paid. */
  next: { part: "deposit" | "balance"; amountYen: number; dueOn: IsoDate } | null;
  /** Unpaid past its day; 0 when nothing is late. */
  overdueYen: number;
  /** Days since the late part's day passed; 0 when nothing is late. */
  daysOverdue: number;
}

/** What deal `terms` still asks of `totalYen` after payments of `paidYen`, on `today` in Japan. */
export function moneyOwed(totalYen: number, terms: PaymentTerms, paidYen: number, today: IsoDate): MoneyOwed {
  const owedYen = Math.max(0, totalYen - paidYen);
  const depositOwed = Math.max(0, Math.min(terms.depositYen, totalYen) - paidYen);
  const next =
    owedYen === 0
      ? null
      : depositOwed > 0
        ? { part: "deposit" as const, amountYen: depositOwed, dueOn: terms.depositDueOn }
        : { part: "balance" as const, amountYen: owedYen, dueOn: terms.balanceDueOn };
  const late =
    owedYen > 0 && today > terms.balanceDueOn
      ? { amountYen: owedYen, since: terms.balanceDueOn }
      : depositOwed > 0 && today > terms.depositDueOn
        ? { amountYen: depositOwed, since: terms.depositDueOn }
        : null;
  return {
    paidYen,
    owedYen,
    next,
    overdueYen: late?.amountYen ?? 0,
    daysOverdue: late ? daysBetween(late.since, today) : 0,
  };
}

/** What a payment was for, as its 領収書 says: all of it at once, the deposit (or part of it), or the balance. */
export function paymentPart(
  paidBeforeYen: number,
  amountYen: number,
  totalYen: number,
  depositYen: number,
): "whole" | "deposit" | "balance" {
  if (paidBeforeYen === 0 && amountYen >= totalYen) return "whole";
  return paidBeforeYen < depositYen ? "deposit" : "balance";
}
