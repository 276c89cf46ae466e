// /truckauction and /autoauction: one page of the auction agency each, with its plans; the truck page also
// offers the trucks in our stock that the agency can sell.
import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { localeOf } from "@/lib/i18n/locales";
import { routes } from "@/lib/routes";
import { copyPageMetadata } from "@/lib/seo/metadata";
import { getNewestVehicles } from "@/lib/vehicles/cards";
import { AuctionPage } from "@/components/auction/AuctionPage";

const OFFERED_LIMIT = 8;

const PAGES = {
  truckauction: { path: routes.truckAuction, title: "auction.truckTitle", lead: "auction.truckLead" },
  autoauction: { path: routes.autoAuction, title: "auction.autoTitle", lead: "auction.autoLead" },
} as const;

type Props = { params: Promise<{ locale: string }> };

export function auctionRoutes(page: keyof typeof PAGES) {
  const { path, ...words } = PAGES[page];
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      return copyPageMetadata(localeOf((await params).locale), path, words);
    },
    async Page({ params }: Props) {
      const locale = localeOf((await params).locale);
      setRequestLocale(locale);
      const offered =
        page === "truckauction"
          ? await getNewestVehicles("sale", locale, OFFERED_LIMIT, { auctionAgency: true })
          : null;
      return <AuctionPage page={page} locale={locale} offered={offered} />;
    },
  };
}
