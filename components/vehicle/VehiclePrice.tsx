import { getLocale, getTranslations } from "next-intl/server";
import { headOffice } from "@/lib/company";
import { formatNumber, formatPrice } from "@/lib/format";
import { inspectionTermOf, warrantyOf, type SalePriceTerms } from "@/lib/vehicles/price";
import type { VehicleDetail } from "@/lib/vehicles/detail";
import { DefinitionList } from "@/components/ui/DefinitionList";
import { OldPrice } from "./OldPrice";

type Priced = Pick<VehicleDetail, "kind" | "badges"> & SalePriceTerms;

/**
 * A vehicle's price as the 自動車公正取引協議会 rules have a dealer show it: 支払総額 first, then 車両本体価格
 * and 諸費用, the warranty, 法定整備 and (without 車検) whether obtaining it is included, and what the total
 * assumes. A purchase listing shows the price we offer.
 */
export async function VehiclePrice({ vehicle, compact = false }: { vehicle: Priced; compact?: boolean }) {
  const t = await getTranslations("vehicle");
  const locale = await getLocale();
  if (vehicle.priceTotalYen === null) return <p className="text-xl font-bold">{t(`priceOnRequest.${vehicle.kind}`)}</p>;
  const total = (
    <p>
      <span className="block text-sm text-muted">{t(`priceLabel.${vehicle.kind}`)}</span>
      {vehicle.badges.priceCut && (
        <OldPrice yen={vehicle.badges.priceCut.fromYen} className={compact ? "text-xs" : "text-base"} />
      )}
      <span className={`block font-black text-price tabular-nums ${compact ? "text-xl" : "text-4xl"}`}>
        {formatPrice(locale, vehicle.priceTotalYen)}
      </span>
    </p>
  );
  if (vehicle.kind === "purchase") return total;
  const warranty = warrantyOf(vehicle);
  const inspection = inspectionTermOf(vehicle);
  const rows: [string, string][] = [
    [t("price.body"), formatPrice(locale, vehicle.priceBodyYen ?? vehicle.priceTotalYen)],
    [t("price.fees"), formatPrice(locale, vehicle.priceFeesYen ?? 0)],
    [
      t("price.warranty"),
      warranty
        ? t("price.warrantyValue", {
            months: warranty.months,
            km: warranty.km === null ? "none" : formatNumber(locale, warranty.km),
          })
        : t("price.noWarranty"),
    ],
    [t("price.legalMaintenance"), t("price.legalMaintenanceValue", { included: String(vehicle.legalMaintenance) })],
    ...(inspection ? [[t("inspection"), t(`price.inspectionTerm.${inspection}`)] as [string, string]] : []),
  ];
  return (
    <div data-testid="sale-price">
      {total}
      <DefinitionList look="plain" rows={rows} className={compact ? "mt-2 text-[11px]" : "mt-2 text-sm"} />
      <p className={`mt-2 text-muted ${compact ? "text-[10px]" : "text-xs"} leading-relaxed`}>
        {t("price.conditions", { prefecture: headOffice.address[locale].region })}
      </p>
    </div>
  );
}
