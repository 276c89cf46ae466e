import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { loadVehicle, printMetadata } from "@/lib/vehicles/route";
import { PrintSheet } from "@/components/vehicle/PrintSheet";

type Props = PageProps<"/[locale]/sale/item/[strId]/print">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, strId } = await params;
  return printMetadata("sale", locale as Locale, strId);
}

export default async function SalePrintPage({ params }: Props) {
  const { locale, strId } = await params;
  setRequestLocale(locale);
  return <PrintSheet vehicle={await loadVehicle("sale", locale as Locale, strId)} />;
}
