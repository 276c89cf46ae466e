import { NextResponse, type NextRequest } from "next/server";
import { currentStaff, refusedWithoutStaff } from "@/lib/auth/staff";
import { csvDownload } from "@/lib/csv";
import { defaultLocale, localeFromCode } from "@/lib/i18n/locales";
import { currentMonthOf } from "@/lib/margins/report";
import { monthlyReportCsv } from "@/lib/margins/report-csv";
import { readMonth } from "@/lib/margins/profit";

export const dynamic = "force-dynamic";

// The monthly report's vehicles as a CSV download (month, lang), for owners only: to a staff account the file does
// not exist (404), as the report's page does not.
export async function GET(request: NextRequest) {
  const staff = await currentStaff();
  if (!staff) return refusedWithoutStaff();
  const query = request.nextUrl.searchParams;
  const month = query.has("month") ? readMonth(query.get("month") ?? "") : currentMonthOf(new Date());
  const locale = localeFromCode(query.get("lang")) ?? defaultLocale;
  const file = month && (await monthlyReportCsv(staff, month, locale));
  if (!file) return new NextResponse(null, { status: 404 });
  return csvDownload(file.csv, file.filename);
}
