import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { loadVehicle, orderMetadata } from "@/lib/vehicles/route";
import { OrderPage } from "@/components/vehicle/OrderPage";

type Props = PageProps<"/[locale]/purchase/item/[strId]/order">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, strId } = await params;
  return orderMetadata("purchase", locale as Locale, strId);
}

export default async function PurchaseOrderPage({ params }: Props) {
  const { locale, strId } = await params;
  setRequestLocale(locale);
  const vehicle = await loadVehicle("purchase", locale as Locale, strId);
  return <OrderPage vehicle={vehicle} locale={locale as Locale} />;
}
