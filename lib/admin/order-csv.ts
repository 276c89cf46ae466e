import "server-only";
// The inbox's CSV export: every request the staff member's current filter finds, one row each, with the
// headings in their language and what the customer sent as they sent it. The columns are ./order-csv-columns.
import type { StaffSession } from "@/lib/auth/sessions";
import type { Locale } from "@/lib/i18n/locales";
import { datedCsvName, toCsv } from "@/lib/csv";
import { exportOrders } from "./order-inbox";
import { ORDER_CSV_COLUMNS, csvWords } from "./order-csv-columns";
import type { OrderFilter } from "./orders";

export async function ordersCsv(
  staff: StaffSession,
  filter: Omit<OrderFilter, "page">,
  locale: Locale,
  now = new Date(),
) {
  const words = csvWords(locale);
  const orders = await exportOrders(staff, filter);
  const header = ORDER_CSV_COLUMNS.map((column) => column.heading(words));
  const rows = orders.map((order) => ORDER_CSV_COLUMNS.map((column) => column.cell(order, words)));
  return { csv: toCsv(header, rows), filename: datedCsvName("orders", now) };
}
