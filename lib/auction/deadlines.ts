// When the money and the papers are due after an auction (spec section 9): the balance within 3 business
// days after the auction; the transfer documents and accessories sent within 14 days and the title
// transferred within 25 days, those two in calendar days.
import { addBusinessDays, addDays, type HolidayCheck, type IsoDate } from "@/lib/business/calendar";

export const AUCTION_DEADLINES = {
  /** Business days after the auction: weekends, public holidays and the year-end closure do not count. */
  balanceBusinessDays: 3,
  /** Calendar days from the auction date. */
  documentsCalendarDays: 14,
  /** Calendar days from the auction date. */
  titleTransferCalendarDays: 25,
} as const;

/**
 * The due dates for an auction held on `auctionDate`. The calendar-day deadlines stay on their date even
 * when it is a weekend, a holiday or in the year-end closure: the spec says "within 14 days", not
 * "14 days, or the next business day", so the papers must go out by then.
 */
export function auctionDeadlines(auctionDate: IsoDate, isHoliday: HolidayCheck) {
  return {
    balance: addBusinessDays(auctionDate, AUCTION_DEADLINES.balanceBusinessDays, isHoliday),
    documents: addDays(auctionDate, AUCTION_DEADLINES.documentsCalendarDays),
    titleTransfer: addDays(auctionDate, AUCTION_DEADLINES.titleTransferCalendarDays),
  };
}
