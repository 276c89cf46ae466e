import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { localeOf } from "@/lib/i18n/locales";
import { AuctionPage } from "@/components/auction/AuctionPage";
import { routes } from "@/lib/routes";
import { copyPageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: PageProps<"/[locale]/autoauction">): Promise<Metadata> {
  return copyPageMetadata(localeOf((await params).locale), routes.autoAuction, {
    title: "auction.autoTitle",
    lead: "auction.autoLead",
  });
}

export default async function Page({ params }: PageProps<"/[locale]/autoauction">) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  return <AuctionPage page="autoauction" locale={locale} />;
}
