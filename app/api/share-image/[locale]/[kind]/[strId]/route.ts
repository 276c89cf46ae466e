import { localeFromCode } from "@/lib/i18n/locales";
import { isListingKind } from "@/lib/vehicles/listing-kind";
import { vehicleShareImageResponse } from "@/lib/vehicles/vehicle-page";

// A vehicle's share card, drawn from its current photo and price once per version (?v=, from the page).
export async function GET(request: Request, { params }: RouteContext<"/api/share-image/[locale]/[kind]/[strId]">) {
  const { locale: code, kind, strId } = await params;
  const locale = localeFromCode(code);
  if (!locale || !isListingKind(kind)) return new Response(null, { status: 404 });
  return vehicleShareImageResponse(kind, locale, strId, new URL(request.url).searchParams.get("v"));
}
