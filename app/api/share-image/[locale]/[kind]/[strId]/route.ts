import { localeFromCode } from "@/lib/i18n/locales";
import { isListingKind } from "@/lib/catalogue/listing-path";
import { vehicleShareImageResponse } from "@/lib/vehicles/route";

// A vehicle's share card, drawn from its current photo and price whenever a network asks for it.
export async function GET(_request: Request, { params }: RouteContext<"/api/share-image/[locale]/[kind]/[strId]">) {
  const { locale: code, kind, strId } = await params;
  const locale = localeFromCode(code);
  if (!locale || !isListingKind(kind)) return new Response(null, { status: 404 });
  return vehicleShareImageResponse(kind, locale, strId);
}
