import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { AuctionPage } from "@/components/auction/AuctionPage";

export async function generateMetadata({ params }: PageProps<"/[locale]/autoauction">): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: "auction" });
  return { title: t("autoTitle"), description: t("autoLead") };
}

export default async function Page({ params }: PageProps<"/[locale]/autoauction">) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <AuctionPage page="autoauction" locale={locale as Locale} />;
}
