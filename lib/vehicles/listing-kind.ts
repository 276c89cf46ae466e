// What a listing means depends on its catalogue: a sale listing is a truck we sell, with sales terms (a
// bargain, lease purchase, the auction agency) and the parts of its 支払総額; a purchase listing is a truck we
// want to buy, which has none of them (the fields marked `saleOnly` in lib/vehicles/fields.ts, `saleTermsFor`).
import type { ListingKind } from "@/lib/generated/prisma/client";

export type { ListingKind };

/** The two catalogues, as their paths spell them (/sale, /purchase) and the database stores them. */
export const LISTING_KINDS = ["sale", "purchase"] as const satisfies readonly ListingKind[];

export function isListingKind(value: string): value is ListingKind {
  return (LISTING_KINDS as readonly string[]).includes(value);
}

/** Who reads a listing: a buyer on a sale listing, a seller (someone with a truck like it) on a purchase one. */
export type ListingReader = "buyer" | "seller";

export function readerOf(kind: ListingKind): ListingReader {
  return kind === "sale" ? "buyer" : "seller";
}
