// What a listing means depends on its catalogue: a sale listing is a truck we sell, with sales terms (a
// bargain, lease purchase, the auction agency) and the parts of its 支払総額; a purchase listing is a truck we
// want to buy, which has none of them.
import type { ListingKind } from "@/lib/generated/prisma/client";
import { SALE_ONLY_FIELDS, vehicleField, type SaleOnlyField, type VehicleFieldValue } from "./fields";

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

type SaleTerms = { [F in SaleOnlyField]: VehicleFieldValue<F> };

// A purchase listing's sales terms: none, whatever was sent.
const PURCHASE_TERMS = Object.fromEntries(
  SALE_ONLY_FIELDS.map((field) => [field, vehicleField(field).type === "boolean" ? false : null]),
) as SaleTerms;

/** The sales terms as a listing of this kind may carry them: none for a purchase listing, whatever was sent. */
export function saleTermsFor<T extends SaleTerms>(kind: ListingKind, values: T): T {
  return kind === "sale" ? values : { ...values, ...PURCHASE_TERMS };
}
