import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { formatPrice } from "@/lib/format";
import type { VehicleCard as VehicleCardData } from "@/lib/vehicles/cards";
import { KeepControls } from "@/components/keep/KeepControls";
import { VehicleBadges } from "./VehicleBadges";
import { StoredImage } from "@/components/ui/StoredImage";
import { getVehicleText } from "./vehicle-text";
import { getBodyHighlights } from "./spec-rows";

/** A vehicle in the catalogue's compact list: a thumbnail beside its name and one line of what matters. */
export async function VehicleRow({ vehicle, priority = false }: { vehicle: VehicleCardData; priority?: boolean }) {
  const t = await getTranslations("vehicle");
  const text = await getVehicleText();
  const locale = await getLocale();
  const highlights = (await getBodyHighlights())(vehicle.highlights);
  const facts = [text.year(vehicle.modelYear), text.mileage(vehicle.mileageKm), vehicle.loadClassName, highlights];
  return (
    <article className="flex w-full flex-col rounded-lg border border-slate-200 bg-white p-2 shadow-sm">
      <Link
        href={routes.vehicle(vehicle.kind, vehicle.strId)}
        className="group flex min-w-0 gap-3"
        data-testid="vehicle-row"
      >
        <div className="relative aspect-[4/3] w-28 shrink-0 overflow-hidden rounded bg-slate-100 pc:w-36">
          {vehicle.photo && (
            // No alt text: the link is named by the vehicle's name beside it.
            <StoredImage
              image={vehicle.photo}
              alt=""
              loading={priority ? "eager" : "lazy"}
              fetchPriority={priority ? "high" : undefined}
              decoding="async"
              className="h-full w-full object-cover"
            />
          )}
        </div>
        <div className="min-w-0 flex-1">
          <h3 className="line-clamp-2 text-sm font-bold leading-snug group-hover:underline pc:text-base">
            <span className="mr-1 inline-flex gap-1 align-middle">
              <VehicleBadges badges={vehicle.badges} />
            </span>
            {vehicle.name}
          </h3>
          <p className="mt-1 flex flex-wrap items-baseline gap-x-3 text-xs text-muted">
            <span className="text-lg font-black text-price tabular-nums">
              {vehicle.priceTotalYen !== null
                ? formatPrice(locale, vehicle.priceTotalYen)
                : t(`priceOnRequest.${vehicle.kind}`)}
            </span>
            {facts.map((fact, i) => fact && <span key={i}>{fact}</span>)}
            <span>
              {t("inquiryNo")} {vehicle.inquiryNo}
            </span>
          </p>
        </div>
      </Link>
      <KeepControls vehicle={{ kind: vehicle.kind, strId: vehicle.strId }} name={vehicle.name} />
    </article>
  );
}
