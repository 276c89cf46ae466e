// Business hours: the sites are open Monday to Saturday, the phone on business days (weekdays that are
// not public holidays or in the year-end closure, see lib/business/calendar.ts); both 8:30-18:00 Japan time.
import {
  addBusinessDays,
  addDays,
  isBusinessDay,
  japanDate,
  japanMinuteOfDay,
  type HolidayCheck,
  type IsoDate,
} from "./calendar";

export const BUSINESS_HOURS = { opens: "8:30", closes: "18:00" } as const;
/** The days the sites are open, as schema.org names them (structured data). */
export const SITE_OPEN_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(":").map(Number);
  return hours * 60 + minutes;
};
const OPENS = minutesOf(BUSINESS_HOURS.opens);
const CLOSES = minutesOf(BUSINESS_HOURS.closes);

export function isPhoneOpen(at: Date, isHoliday: HolidayCheck): boolean {
  const minute = japanMinuteOfDay(at);
  return isBusinessDay(japanDate(at), isHoliday) && minute >= OPENS && minute < CLOSES;
}

/**
 * The phone's opening hours for the next `days` days as [start, end) instants in milliseconds: the header
 * says "open now" as of its render, and an open tab keeps that right as the hours pass.
 */
export function phoneHoursAhead(from: Date, days: number, isHoliday: HolidayCheck): [number, number][] {
  const intervals: [number, number][] = [];
  const today = japanDate(from);
  for (let i = 0; i <= days; i++) {
    const date = addDays(today, i);
    if (!isBusinessDay(date, isHoliday)) continue;
    const midnight = Date.parse(`${date}T00:00:00+09:00`);
    intervals.push([midnight + OPENS * 60_000, midnight + CLOSES * 60_000]);
  }
  return intervals.filter(([, end]) => end > from.getTime());
}

/**
 * The day staff answer a request sent at `at`: that day, when it is a business day and the phone has not yet
 * closed (before opening too: from 8:30); otherwise the next business day (Saturday evening's is answered on
 * Monday, or on Tuesday when Monday is a holiday).
 */
export function replyDay(at: Date, isHoliday: HolidayCheck): IsoDate {
  const today = japanDate(at);
  return isBusinessDay(today, isHoliday) && japanMinuteOfDay(at) < CLOSES
    ? today
    : addBusinessDays(today, 1, isHoliday);
}
