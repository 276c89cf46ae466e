// Dates as the business counts them: calendar days in Japan (whatever the server's time zone), and
// business days that skip weekends, Japanese public holidays and the company's year-end closure. Dates are
// "YYYY-MM-DD" strings, so nothing shifts by a day between the server, the browser and Japan.
export const JAPAN_TIME_ZONE = "Asia/Tokyo";

/**
 * The company's year-end closure, every year, both ends included ("MM-DD"): like most Japanese companies it
 * is closed from 29 December to 3 January. The one place that says so: every business-day count (payment
 * deadlines, the phone's opening hours, the estimator in the browser) goes through `isBusinessDay`.
 */
export const YEAR_END_CLOSURE = { from: "12-29", until: "01-03" } as const;

export type IsoDate = string;
export type HolidayCheck = (date: IsoDate) => boolean;

const japanDateFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: JAPAN_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
const japanTimeFormat = new Intl.DateTimeFormat("en-GB", {
  timeZone: JAPAN_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** The date in Japan at this instant. */
export function japanDate(at: Date): IsoDate {
  return japanDateFormat.format(at);
}

// Japan keeps one offset all year (no summer time), so its time is UTC moved by nine hours.
const JAPAN_OFFSET_MS = 9 * 60 * 60 * 1000;

/**
 * This instant as Japan's clock shows it, as a spreadsheet reads a date and time (2026-11-28 09:15): Excel takes
 * this as a date-time it sorts and formats, where it keeps ISO 8601 with a T and an offset as text.
 */
export function japanSpreadsheetTime(at: Date): string {
  return new Date(at.getTime() + JAPAN_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");
}

/** Minutes since midnight in Japan at this instant. */
export function japanMinuteOfDay(at: Date): number {
  const [hours, minutes] = japanTimeFormat.format(at).split(":").map(Number);
  return hours * 60 + minutes;
}

export function isIsoDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && toUtc(value).toISOString().slice(0, 10) === value;
}

function toUtc(date: IsoDate): Date {
  return new Date(`${date}T00:00:00Z`);
}

export function addDays(date: IsoDate, days: number): IsoDate {
  const d = toUtc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to`: negative when `to` is earlier. */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}

/** 0 Sunday … 6 Saturday. */
export function weekday(date: IsoDate): number {
  return toUtc(date).getUTCDay();
}

export function isWeekend(date: IsoDate): boolean {
  const day = weekday(date);
  return day === 0 || day === 6;
}

/** Whether the company is closed for the year end on this date. */
export function isYearEndClosure(date: IsoDate): boolean {
  const monthDay = date.slice(5);
  const { from, until } = YEAR_END_CLOSURE;
  return from <= until ? monthDay >= from && monthDay <= until : monthDay >= from || monthDay <= until;
}

/**
 * A day the company works: not a weekend, not a public holiday (`isHoliday`, which the server answers from
 * the holiday list and the browser from the dates it was handed) and not the year-end closure.
 */
export function isBusinessDay(date: IsoDate, isHoliday: HolidayCheck): boolean {
  return !isWeekend(date) && !isHoliday(date) && !isYearEndClosure(date);
}

/** The date `count` business days after `date` (the day itself does not count). */
export function addBusinessDays(date: IsoDate, count: number, isHoliday: HolidayCheck): IsoDate {
  let current = date;
  for (let left = count; left > 0;) {
    current = addDays(current, 1);
    if (isBusinessDay(current, isHoliday)) left--;
  }
  return current;
}

/** A holiday check from a list of dates (what the server hands the browser). */
export function holidaySet(dates: readonly IsoDate[]): HolidayCheck {
  const set = new Set(dates);
  return (date) => set.has(date);
}
