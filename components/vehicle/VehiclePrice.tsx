import { getLocale, getTranslations } from "next-intl/server";
import { formatPrice } from "@/lib/format";
import { DefinitionList } from "@/components/ui/DefinitionList";
import { OldPrice } from "./OldPrice";
import { getPriceRows, type PricedVehicle } from "./spec-rows";
import type { VehicleDetail } from "@/lib/vehicles/detail";
import { cn } from "@/components/ui/cn";

type Priced = PricedVehicle & Pick<VehicleDetail, "badges" | "yard">;

/**
 * A vehicle's price as the 自動車公正取引協議会 rules have a dealer show it: 支払総額 first, then 車両本体価格
 * and 諸費用, the warranty and 法定整備, and what the total assumes: registration and delivery where the vehicle
 * stands. Whether obtaining 車検 is included is said in the one row that states its 車検. A purchase listing
 * shows the price we offer.
 */
export async function VehiclePrice({ vehicle, compact = false }: { vehicle: Priced; compact?: boolean }) {
  const t = await getTranslations("vehicle");
  const tOffice = await getTranslations("offices");
  const locale = await getLocale();
  if (vehicle.priceTotalYen === null) return <p className="text-xl font-bold">{t(`priceOnRequest.${vehicle.kind}`)}</p>;
  const total = (
    <p>
      <span className="block text-sm text-muted">{t(`priceLabel.${vehicle.kind}`)}</span>
      {vehicle.badges.priceCut && (
        <OldPrice yen={vehicle.badges.priceCut.fromYen} className={compact ? "text-xs" : "text-base"} />
      )}
      <span className={cn("block font-black text-price tabular-nums", compact ? "text-xl" : "text-4xl")}>
        {formatPrice(locale, vehicle.priceTotalYen)}
      </span>
    </p>
  );
  if (vehicle.kind === "purchase") return total;
  const rows = (await getPriceRows())(vehicle);
  const { yard } = vehicle;
  return (
    <div data-testid="sale-price">
      {total}
      <DefinitionList
        look="plain"
        rows={rows.map(({ label, value }) => [label, value])}
        className={compact ? "mt-2 text-[11px]" : "mt-2 text-sm"}
      />
      <p className={cn("mt-2 text-muted", compact ? "text-[10px]" : "text-xs", "leading-relaxed")}>
        {t("price.conditions", { prefecture: yard.address[locale].region, office: tOffice(yard.id) })}
      </p>
    </div>
  );
}
