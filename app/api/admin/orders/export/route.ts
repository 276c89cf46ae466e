import type { NextRequest } from "next/server";
import { currentStaff, refusedWithoutStaff } from "@/lib/auth/staff";
import { parseOrderFilter } from "@/lib/admin/orders";
import { ordersCsv } from "@/lib/admin/order-csv";
import { csvDownload } from "@/lib/csv";
import { defaultLocale, localeFromCode } from "@/lib/i18n/locales";

export const dynamic = "force-dynamic";

// The inbox's current filter as a CSV download, for signed-in staff only: the query string is the inbox's
// own (q, type, status, archived) plus the language of the headings.
export async function GET(request: NextRequest) {
  const staff = await currentStaff();
  if (!staff) return refusedWithoutStaff();
  const query = Object.fromEntries(request.nextUrl.searchParams);
  const locale = localeFromCode(query.lang) ?? defaultLocale;
  const { csv, filename } = await ordersCsv(staff, parseOrderFilter(query), locale);
  return csvDownload(csv, filename);
}
