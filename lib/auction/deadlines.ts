// When the money and the papers are due after an auction (spec section 9): the balance within 3 business
// days, the transfer documents and accessories sent within 14 days and the title transferred within 25 days,
// those two in calendar days (moved out of the year-end closure). Every one counts from one day, the day the bid
// is won (落札日, the "win" step staff date on a request), and from the day after it: the day itself is not counted,
// as Japanese deadlines go.
import {
  addBusinessDays,
  addDays,
  isBusinessDay,
  isYearEndClosure,
  type HolidayCheck,
  type IsoDate,
} from "@/lib/business/calendar";

export const AUCTION_DEADLINES = {
  /** Business days after the winning bid: weekends, public holidays and the year-end closure do not count. */
  balanceBusinessDays: 3,
  /** Calendar days after the winning bid. */
  documentsCalendarDays: 14,
  /** Calendar days after the winning bid. */
  titleTransferCalendarDays: 25,
} as const;

/**
 * A calendar-day deadline that falls in the year-end closure moves to the first business day after it: neither we
 * nor the 運輸支局 open then, and the page states the closure beside the dates. A weekend or a holiday outside it
 * keeps the date: the spec says "within 14 days", not "14 days, or the next business day".
 */
function outsideYearEndClosure(date: IsoDate, isHoliday: HolidayCheck): IsoDate {
  if (!isYearEndClosure(date)) return date;
  let open = addDays(date, 1);
  while (!isBusinessDay(open, isHoliday)) open = addDays(open, 1);
  return open;
}

/** The due dates for a bid won on `wonOn`. */
export function auctionDeadlines(wonOn: IsoDate, isHoliday: HolidayCheck) {
  const calendarDays = (days: number) => outsideYearEndClosure(addDays(wonOn, days), isHoliday);
  return {
    balance: addBusinessDays(wonOn, AUCTION_DEADLINES.balanceBusinessDays, isHoliday),
    documents: calendarDays(AUCTION_DEADLINES.documentsCalendarDays),
    titleTransfer: calendarDays(AUCTION_DEADLINES.titleTransferCalendarDays),
  };
}
