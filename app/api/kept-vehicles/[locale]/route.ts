import { localeFromCode } from "@/lib/i18n/locales";
import { getKeptVehicleCards } from "@/lib/vehicles/by-ids";
import { KEPT_VEHICLES_MAX, parseIdsParam } from "@/lib/vehicles/vehicle-keys";

// The browser keeps favourites and the recently viewed as keys; this answers what each is now (price, status,
// gone), so it is never cached. At most KEPT_VEHICLES_MAX vehicles: a longer list is refused, not cut.
export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: RouteContext<"/api/kept-vehicles/[locale]">) {
  const locale = localeFromCode((await params).locale);
  if (!locale) return new Response(null, { status: 404 });
  const { keys, more } = parseIdsParam(new URL(request.url).searchParams.get("ids"), KEPT_VEHICLES_MAX);
  if (more) return Response.json({ error: "tooMany" }, { status: 400 });
  const vehicles = await getKeptVehicleCards(keys, locale);
  return Response.json({ vehicles }, { headers: { "Cache-Control": "no-store" } });
}
