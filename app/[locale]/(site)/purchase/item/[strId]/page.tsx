import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { loadVehicle, vehicleMetadata } from "@/lib/vehicles/route";
import { getSimilarVehicles } from "@/lib/vehicles/detail";
import { VehiclePage } from "@/components/vehicle/VehiclePage";

type Props = PageProps<"/[locale]/purchase/item/[strId]">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, strId } = await params;
  return vehicleMetadata("purchase", locale as Locale, strId);
}

export default async function PurchaseVehiclePage({ params }: Props) {
  const { locale, strId } = await params;
  setRequestLocale(locale);
  const vehicle = await loadVehicle("purchase", locale as Locale, strId);
  const similar = await getSimilarVehicles(vehicle, locale as Locale);
  return <VehiclePage vehicle={vehicle} similar={similar} />;
}
