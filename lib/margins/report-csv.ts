import "server-only";
// A month's sold vehicles as CSV, one row each, for the office's spreadsheet and the accountant: amounts as plain
// whole yen (a spreadsheet sums them), an unknown cost as an empty cell rather than 0. The file follows lib/csv.ts
// (BOM, CRLF, the formula guard); its headings come from the message files, as a route handler has no page's.
import { createTranslator } from "next-intl";
import jp from "@/messages/jp.json";
import en from "@/messages/en.json";
import type { StaffSession } from "@/lib/auth/sessions";
import type { Locale } from "@/lib/i18n/locales";
import { datedCsvName, toCsv } from "@/lib/csv";
import { marginPercentOf, type Month } from "./profit";
import { monthlyReport, type ReportVehicle } from "./report";

const COLUMNS = [
  ["soldOn", (vehicle) => vehicle.soldOn],
  ["inquiryNo", (vehicle) => vehicle.inquiryNo],
  ["name", (vehicle, locale) => (locale === "ja" ? vehicle.nameJa : vehicle.nameEn || vehicle.nameJa)],
  ["bodyType", (vehicle, locale) => (locale === "ja" ? vehicle.bodyType.nameJa : vehicle.bodyType.nameEn)],
  ["staff", (vehicle) => vehicle.staff.name],
  ["salePriceYen", (vehicle) => vehicle.salePriceYen],
  ["purchasePriceYen", (vehicle) => vehicle.purchasePriceYen],
  ["costYen", (vehicle) => vehicle.costYen],
  ["grossProfitYen", (vehicle) => vehicle.grossProfitYen],
  [
    "marginPercent",
    (vehicle) =>
      vehicle.grossProfitYen === null ? null : marginPercentOf(vehicle.grossProfitYen, vehicle.salePriceYen),
  ],
  ["daysInStock", (vehicle) => vehicle.daysInStock],
] as const satisfies readonly (readonly [string, (vehicle: ReportVehicle, locale: Locale) => string | number | null])[];

/** Month `month`'s CSV; null for an account that may not see the report (the route answers 404). */
export async function monthlyReportCsv(staff: StaffSession, month: Month, locale: Locale, now = new Date()) {
  const report = await monthlyReport(staff, month, now);
  if (!report) return null;
  const t = createTranslator({ locale, messages: locale === "ja" ? jp : en, namespace: "admin.report.csv" });
  const header = COLUMNS.map(([name]) => t(name));
  const rows = report.vehicles.map((vehicle) => COLUMNS.map(([, cell]) => cell(vehicle, locale)));
  return { csv: toCsv(header, rows), filename: datedCsvName(`report-${month}`, now) };
}
