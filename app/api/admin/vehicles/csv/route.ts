import { NextResponse, type NextRequest } from "next/server";
import { currentStaff, refusedWithoutStaff } from "@/lib/auth/staff";
import { failed, type FormErrorCode } from "@/lib/actions/result";
import { isSameOrigin } from "@/lib/http/origin";
import { readFormWithin } from "@/lib/http/limited-body";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { expireCacheTags } from "@/lib/cache-tags";
import { defaultLocale, localeFromCode } from "@/lib/i18n/locales";
import { logError } from "@/lib/logging";
import { parseAdminVehicleFilter } from "@/lib/admin/vehicles";
import {
  checkInventoryCsv,
  exportInventoryCsv,
  importInventoryCsv,
  INVENTORY_CSV_LIMITS,
} from "@/lib/admin/inventory-csv";
import { inventoryCsvAnswer } from "@/lib/admin/inventory-csv-answer";
import { isListingKind } from "@/lib/vehicles/listing-kind";
import { csvDownload, datedCsvName } from "@/lib/csv";

// The inventory's CSV: GET exports what the list's filter finds, POST checks (mode=check) or imports a file.
// A route handler, not a server action: a file of the size allowed exceeds an action's body limit, and a
// download is a plain GET. Each checks the session itself.

export async function GET(request: NextRequest) {
  const staff = await currentStaff();
  if (!staff) return new NextResponse(null, { status: 401 });
  const query = Object.fromEntries(request.nextUrl.searchParams);
  const kind = query.kind ?? "";
  if (!isListingKind(kind)) return new NextResponse(null, { status: 404 });
  const locale = localeFromCode(query.lang) ?? defaultLocale;
  const csv = await exportInventoryCsv(staff, kind, parseAdminVehicleFilter(query), locale);
  return csvDownload(csv, datedCsvName(`inventory-${kind}`, new Date()));
}

// Room for the multipart boundary and headers around the one file.
const FORM_OVERHEAD_BYTES = 64 * 1024;
const refused = (code: FormErrorCode, status: number, value?: number) =>
  NextResponse.json(failed(code, { value }), { status });

export async function POST(request: NextRequest) {
  if (!isSameOrigin(request.headers)) return refused("unauthorized", 403);
  const staff = await currentStaff();
  if (!staff) return refusedWithoutStaff();
  const form = await readFormWithin(request, INVENTORY_CSV_LIMITS.maxMegabytes * 1024 * 1024 + FORM_OVERHEAD_BYTES);
  if (form === "tooLarge") return refused("tooLarge", 413, INVENTORY_CSV_LIMITS.maxMegabytes);
  const file = form?.get("file");
  const kind = String(form?.get("kind") ?? "");
  if (!file || typeof file === "string" || !isListingKind(kind)) return refused("noRows", 400);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const importing = form?.get("mode") === "import";
  // The check's preview words each change in the staff member's language.
  const locale = localeFromCode(String(form?.get("lang") ?? "")) ?? defaultLocale;
  try {
    const result = importing
      ? await importInventoryCsv(staff, kind, bytes)
      : await checkInventoryCsv(staff, kind, bytes, locale);
    return NextResponse.json(inventoryCsvAnswer(result));
  } catch (error) {
    logError("admin.vehicle.import", error);
    return refused("failed", 500);
  } finally {
    // An import is written in batches that visitors may see as it runs, even one that is then taken back: pages
    // kept meanwhile are retired whatever its outcome.
    if (importing) expireCacheTags([CACHE_TAGS.vehicles], "route");
  }
}
