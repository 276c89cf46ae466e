import { NextResponse, type NextRequest } from "next/server";
import { currentStaff } from "@/lib/auth/staff";
import { defaultLocale, localeFromCode } from "@/lib/i18n/locales";
import { inventoryCsvTemplate } from "@/lib/admin/inventory-csv";
import { isListingKind } from "@/lib/vehicles/listing-kind";
import { csvDownload } from "@/lib/csv";

/** The import's template: the header row in the staff member's language and one example row. */
export async function GET(request: NextRequest) {
  const staff = await currentStaff();
  if (!staff) return new NextResponse(null, { status: 401 });
  const kind = request.nextUrl.searchParams.get("kind") ?? "";
  if (!isListingKind(kind)) return new NextResponse(null, { status: 404 });
  const csv = await inventoryCsvTemplate(
    staff,
    kind,
    localeFromCode(request.nextUrl.searchParams.get("lang")) ?? defaultLocale,
  );
  return csvDownload(csv, `inventory-${kind}-template.csv`);
}
