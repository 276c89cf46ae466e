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

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"] as const;
type DayName = (typeof WEEKDAYS)[number] | "Saturday" | "Sunday";

/** The days the sites are open, as schema.org names them (structured data). */
export const SITE_OPEN_DAYS = [...WEEKDAYS, "Saturday"] as const;
/** The days the phone is answered: the business days of lib/business/calendar.ts, holidays aside. */
export const PHONE_OPEN_DAYS = WEEKDAYS;

/** How the copy names a run of opening days: 平日 / weekdays, or 月〜土 / Monday to Saturday. */
export type OpenDays = "weekdays" | "mondayToSaturday";

/**
 * The words for a set of opening days, which every message stating hours selects on, so a change of days here
 * reaches every page and mail. A set the copy has no words for is refused rather than shown wrongly.
 */
export function openDaysOf(days: readonly DayName[]): OpenDays {
  const key = [...days].sort().join();
  if (key === [...WEEKDAYS].sort().join()) return "weekdays";
  if (key === [...SITE_OPEN_DAYS].sort().join()) return "mondayToSaturday";
  throw new Error(`No wording for the opening days ${days.join(", ")}`);
}

/** The arguments of every message that states the sites' hours: their days, opening and closing time. */
export const SITE_HOURS = { days: openDaysOf(SITE_OPEN_DAYS), ...BUSINESS_HOURS };
/** The arguments of every message that states the phone's hours. */
export const PHONE_HOURS = { days: openDaysOf(PHONE_OPEN_DAYS), ...BUSINESS_HOURS };

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
 * The next instant after `at` at which a page can read differently with the clock alone: the day's change in Japan
 * (a campaign's last day, a vehicle's days in stock) or the opening or closing time (the header's "open now").
 */
export function nextClockChange(at: Date): Date {
  const midnight = Date.parse(`${japanDate(at)}T00:00:00+09:00`);
  const next = [OPENS, CLOSES, 24 * 60]
    .map((minute) => midnight + minute * 60_000)
    .find((instant) => instant > at.getTime());
  return new Date(next!);
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
 * The next contact a reply sent at `at` promises unless staff say otherwise: the next business day (a reply on
 * Friday is followed up on Monday, one before a holiday or the year-end closure after it).
 */
export function followUpAfterReply(at: Date, isHoliday: HolidayCheck): IsoDate {
  return addBusinessDays(japanDate(at), 1, isHoliday);
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
