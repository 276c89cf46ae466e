// A vehicle's inspection (車検) as a visitor should read it on a given day. The inspection certificate names
// a month, and the inspection is valid until the END of that month; the month is read in Japan, whatever the
// server's time zone. A month before this one has expired; no year and month means no inspection at all.
import { japanDate } from "@/lib/business/calendar";
import { intlTags, type Locale } from "@/lib/i18n/locales";

export type Inspection = { state: "none" } | { state: "valid" | "expired"; year: number; month: number };

export interface InspectionFields {
  inspectionYear: number | null;
  inspectionMonth: number | null;
}

/** The inspection's state at `now` (the request's time): this month still counts as valid. */
export function inspectionStatus(vehicle: InspectionFields, now: Date): Inspection {
  const { inspectionYear: year, inspectionMonth: month } = vehicle;
  if (!year || !month) return { state: "none" };
  const [thisYear, thisMonth] = japanDate(now).split("-").map(Number);
  const expired = year * 12 + month < thisYear * 12 + thisMonth;
  return { state: expired ? "expired" : "valid", year, month };
}

/** The message under `vehicle` that words an inspection, with its values. */
export type InspectionMessage =
  | { key: "inspectionValue"; values: { until: string } }
  | { key: "inspectionExpired" | "noInspection"; values?: undefined };

const monthFormats = new Map<Locale, Intl.DateTimeFormat>();

/** 「2026年6月」 or "June 2026": the month an inspection runs to, as each language writes it. */
export function formatInspectionMonth(locale: Locale, year: number, month: number): string {
  let format = monthFormats.get(locale);
  if (!format) {
    // The date is built in UTC and read in UTC: it names a calendar month, not a moment.
    format = new Intl.DateTimeFormat(intlTags[locale], { year: "numeric", month: "long", timeZone: "UTC" });
    monthFormats.set(locale, format);
  }
  return format.format(new Date(Date.UTC(year, month - 1, 1)));
}

export function inspectionMessage(inspection: Inspection, locale: Locale): InspectionMessage {
  switch (inspection.state) {
    case "none":
      return { key: "noInspection" };
    case "expired":
      return { key: "inspectionExpired" };
    case "valid":
      return {
        key: "inspectionValue",
        values: { until: formatInspectionMonth(locale, inspection.year, inspection.month) },
      };
  }
}
