// When the money and the papers are due after an auction (spec section 9): the balance within 3 business
// days, the transfer documents and accessories sent within 14 days and the title transferred within 25 days,
// those two in calendar days. Every one counts from one day, the day the bid is won (落札日, the "win" step
// staff date on a request), and from the day after it: the day itself is not counted, as Japanese deadlines go.
import { addBusinessDays, addDays, type HolidayCheck, type IsoDate } from "@/lib/business/calendar";

export const AUCTION_DEADLINES = {
  /** Business days after the winning bid: weekends, public holidays and the year-end closure do not count. */
  balanceBusinessDays: 3,
  /** Calendar days after the winning bid. */
  documentsCalendarDays: 14,
  /** Calendar days after the winning bid. */
  titleTransferCalendarDays: 25,
} as const;

/**
 * The due dates for a bid won on `wonOn`. The calendar-day deadlines stay on their date even when it is a
 * weekend, a holiday or in the year-end closure: the spec says "within 14 days", not "14 days, or the next
 * business day", so the papers must go out by then.
 */
export function auctionDeadlines(wonOn: IsoDate, isHoliday: HolidayCheck) {
  return {
    balance: addBusinessDays(wonOn, AUCTION_DEADLINES.balanceBusinessDays, isHoliday),
    documents: addDays(wonOn, AUCTION_DEADLINES.documentsCalendarDays),
    titleTransfer: addDays(wonOn, AUCTION_DEADLINES.titleTransferCalendarDays),
  };
}
