// /truckauction and /autoauction: one page of the auction agency each, with its plans; the truck page also
// shows the trucks from our own stock that staff picked for it (named as our stock: they are not auction lots).
import { routes } from "@/lib/routes";
import { getNewestVehicles } from "@/lib/vehicles/cards";
import { AuctionPage } from "@/components/auction/AuctionPage";
import { copyPageRoutes } from "./copy-page";

const OFFERED_LIMIT = 8;

const PAGES = {
  truckauction: { path: routes.truckAuction, copy: { title: "auction.truckTitle", lead: "auction.truckLead" } },
  autoauction: { path: routes.autoAuction, copy: { title: "auction.autoTitle", lead: "auction.autoLead" } },
} as const;

export function auctionRoutes(page: keyof typeof PAGES) {
  return copyPageRoutes({
    ...PAGES[page],
    view: async ({ locale, query }) => {
      const offered =
        page === "truckauction"
          ? await getNewestVehicles("sale", locale, OFFERED_LIMIT, { auctionAgency: true })
          : null;
      return <AuctionPage page={page} locale={locale} query={query} offered={offered} />;
    },
  });
}
