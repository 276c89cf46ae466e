import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { AuctionPage } from "@/components/auction/AuctionPage";

export async function generateMetadata({ params }: PageProps<"/[locale]/truckauction">): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: "auction" });
  return { title: t("truckTitle"), description: t("truckLead") };
}

export default async function Page({ params }: PageProps<"/[locale]/truckauction">) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <AuctionPage page="truckauction" locale={locale as Locale} />;
}
