// Numbers as a Japanese or an English reader expects them: yen without decimals, and in Japanese
// the 万 unit that every used-vehicle listing uses for prices and mileage.
import { intlTags, type Locale } from "./i18n/locales";
import { JAPAN_TIME_ZONE } from "./business/calendar";

const MAN = 10_000;

// Building an Intl.NumberFormat costs far more than using one, and a catalogue page formats hundreds of
// numbers: each formatter is built once per tag and options.
const formatters = new Map<string, Intl.NumberFormat>();
function numberFormat(tag: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${tag}|${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag, options);
    formatters.set(key, format);
  }
  return format;
}

function manFormat(value: number, maximumFractionDigits: number) {
  return numberFormat("ja-JP", { maximumFractionDigits }).format(value / MAN);
}

/** ¥3,850,000 in English; 385万円 in Japanese (385.5万円 when the price is not a round 万). */
export function formatPrice(locale: Locale, yen: number): string {
  if (locale === "ja" && yen >= MAN) return `${manFormat(yen, 1)}万円`;
  return numberFormat(intlTags[locale], { style: "currency", currency: "JPY", maximumFractionDigits: 0 }).format(yen);
}

/** A month of a year: 1998年4月, April 1998. */
export function formatYearMonth(locale: Locale, { year, month }: { year: number; month: number }): string {
  return new Intl.DateTimeFormat(intlTags[locale], { year: "numeric", month: "long", timeZone: "UTC" }).format(
    Date.UTC(year, month - 1),
  );
}

/** 123,456 km in English; 12.3万km in Japanese, or 8,500km under 10,000. */
export function formatMileage(locale: Locale, km: number): string {
  if (locale === "ja") return km >= MAN ? `${manFormat(km, 1)}万km` : `${numberFormat("ja-JP").format(km)}km`;
  return `${numberFormat("en-US").format(km)} km`;
}

export function formatNumber(locale: Locale, value: number): string {
  return numberFormat(intlTags[locale]).format(value);
}

/** An exact amount, as fee tables write it: 25,000円 in Japanese, ¥25,000 in English (as every English price). */
export function formatYen(locale: Locale, yen: number): string {
  return locale === "ja" ? `${formatNumber(locale, yen)}円` : `¥${formatNumber(locale, yen)}`;
}

// Every date a reader sees has one form: as a Japanese business writes it, with the day of the week in
// full-width brackets (2026年11月28日（土）); in English, day-month-year with the weekday (Sat, 28 Nov 2026).
const DAY = {
  ja: { year: "numeric", month: "long", day: "numeric", weekday: "short" },
  en: { weekday: "short", day: "numeric", month: "short", year: "numeric" },
} as const satisfies Record<Locale, Intl.DateTimeFormatOptions>;

function dateFormat(cache: Map<string, Intl.DateTimeFormat>, key: string, locale: Locale, options: object) {
  let format = cache.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === "ja" ? "ja-JP" : "en-GB", options);
    cache.set(key, format);
  }
  return format;
}

// Intl writes the weekday in half-width brackets, "(土)"; Japanese text sets them full-width.
const fullWidthBrackets = (locale: Locale, text: string) =>
  locale === "ja" ? text.replace("(", "（").replace(")", "）") : text;

const calendarFormatters = new Map<string, Intl.DateTimeFormat>();
const CALENDAR_STYLES = {
  monthDay: { ja: { month: "long", day: "numeric" }, en: { month: "long", day: "numeric" } },
  long: {
    ja: { year: "numeric", month: "long", day: "numeric" },
    en: { year: "numeric", month: "long", day: "numeric" },
  },
  full: DAY,
} as const satisfies Record<string, Record<Locale, Intl.DateTimeFormatOptions>>;

/**
 * A calendar date with no time of day ("2026-12-29", or "12-29" for a yearly one such as a closure), read as
 * written whatever the server's zone: in full as every date is written, without its weekday (2007年6月1日 / 1 June
 * 2007) where the weekday says nothing, or 12月29日 / 29 December for a yearly one.
 */
export function formatCalendarDate(locale: Locale, date: string, style: keyof typeof CALENDAR_STYLES): string {
  const options = { ...CALENDAR_STYLES[style][locale], timeZone: "UTC" };
  const format = dateFormat(calendarFormatters, `${locale}|${style}`, locale, options);
  // Any year will do for a month and day.
  return fullWidthBrackets(locale, format.format(new Date(`${date.length === 5 ? `2000-${date}` : date}T00:00:00Z`)));
}

// Times are read in Japan time wherever the reader is.
const DATE_STYLES = {
  date: DAY,
  dateTime: {
    ja: { ...DAY.ja, hour: "numeric", minute: "2-digit" },
    en: { ...DAY.en, hour: "2-digit", minute: "2-digit" },
  },
} as const satisfies Record<string, Record<Locale, Intl.DateTimeFormatOptions>>;
const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** A moment as a reader in Japan expects it: 2026年11月23日（月） 15:00, Mon, 23 Nov 2026, 15:00; or its date alone. */
export function formatJapanTime(locale: Locale, moment: Date, style: keyof typeof DATE_STYLES = "dateTime"): string {
  const options = { ...DATE_STYLES[style][locale], timeZone: JAPAN_TIME_ZONE };
  return fullWidthBrackets(locale, dateFormat(dateFormatters, `${locale}|${style}`, locale, options).format(moment));
}

/**
 * A moment for a reader who may be abroad (a customer's status page): in English with its zone, "Mon, 23 Nov 2026,
 * 08:30 JST", as Japan time is not theirs; in Japanese as a reader in Japan expects it.
 */
export function formatJapanTimeWithZone(locale: Locale, moment: Date): string {
  const time = formatJapanTime(locale, moment);
  return locale === "ja" ? time : `${time} JST`;
}

// Each catalogue card lists its body's highlights: one list formatter per language and type, as for numbers.
const listFormatters = new Map<string, Intl.ListFormat>();

/**
 * Items in a sentence as the language lists them: a、b、c in Japanese, a, b, and c in English; as a list of measures
 * (`unit`), a b c and a, b, c.
 */
export function formatList(
  locale: Locale,
  items: readonly string[],
  type: Intl.ListFormatType = "conjunction",
): string {
  const key = `${locale}|${type}`;
  let format = listFormatters.get(key);
  if (!format) {
    format = new Intl.ListFormat(intlTags[locale], { type });
    listFormatters.set(key, format);
  }
  return format.format(items);
}

// The eras a truck still on the road was made in, newest first, with the year each began: its first year is 元年, and
// a year an era began in belongs to both (2019 is 平成31年 and 令和元年), as the vehicle's papers may say either.
const ERAS = [
  { name: "令和", from: 2019 },
  { name: "平成", from: 1989 },
  { name: "昭和", from: 1926 },
] as const;

function eraYears(year: number): string[] {
  const index = ERAS.findIndex((era) => year >= era.from);
  if (index < 0) return [];
  const named = (era: (typeof ERAS)[number]) => `${era.name}${year === era.from ? "元" : year - era.from + 1}年`;
  const current = ERAS[index];
  const previous = ERAS[index + 1];
  return year === current.from && previous ? [named(previous), named(current)] : [named(current)];
}

/** A model year (年式) as a Japanese dealer writes it, 西暦 with 和暦: 2018年（平成30年）; plain 2018 in English. */
export function formatModelYear(locale: Locale, year: number): string {
  if (locale !== "ja") return String(year);
  const era = eraYears(year);
  return era.length === 0 ? `${year}年` : `${year}年（${era.join("・")}）`;
}
