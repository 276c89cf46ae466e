// What a listing means depends on its catalogue: a sale listing is a truck we sell, with sales terms (a
// bargain, lease purchase, the auction agency); a purchase listing is a truck we want to buy, which has none.
import type { ListingKind } from "@/lib/generated/prisma/client";

export const SALE_ONLY_FIELDS = ["isBargain", "leasePurchase", "auctionAgency"] as const;

type SaleTerms = Record<(typeof SALE_ONLY_FIELDS)[number], boolean>;

/** The sales terms as a listing of this kind may carry them: none for a purchase listing, whatever was sent. */
export function saleTermsFor<T extends SaleTerms>(kind: ListingKind, values: T): T {
  return kind === "sale" ? values : { ...values, isBargain: false, leasePurchase: false, auctionAgency: false };
}
