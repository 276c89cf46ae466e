// Japanese public holidays from @holiday-jp/holiday_jp (the maintained list the Cabinet Office publishes,
// including substitute and sandwiched holidays). Server side only: the browser gets the dates it needs.
import holidayJp from "@holiday-jp/holiday_jp";
import { addDays, type IsoDate } from "./calendar";

export function isJapaneseHoliday(date: IsoDate): boolean {
  return date in holidayJp.holidays;
}

/**
 * Every public holiday from `from` for `days` days, for a browser that counts business days itself. The
 * year-end closure is not in the list: `isBusinessDay` (lib/business/calendar.ts) skips it on both sides.
 */
export function holidaysFrom(from: IsoDate, days: number): IsoDate[] {
  const until = addDays(from, days);
  return Object.keys(holidayJp.holidays).filter((date) => date >= from && date <= until);
}
