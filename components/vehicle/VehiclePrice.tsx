import { getLocale, getTranslations } from "next-intl/server";
import { formatPrice } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import type { VehicleDetail } from "@/lib/vehicles/detail";

export async function VehiclePrice({ vehicle, compact = false }: { vehicle: Pick<VehicleDetail, "kind" | "priceTotalYen">; compact?: boolean }) {
  const t = await getTranslations("vehicle");
  const locale = (await getLocale()) as Locale;
  if (vehicle.priceTotalYen === null) return <p className="text-xl font-bold">{t(`priceOnRequest.${vehicle.kind}`)}</p>;
  return (
    <p>
      <span className="block text-sm text-muted">{t(`priceLabel.${vehicle.kind}`)}</span>
      <span className={`block font-black text-price tabular-nums ${compact ? "text-xl" : "text-4xl"}`}>{formatPrice(locale, vehicle.priceTotalYen)}</span>
    </p>
  );
}
