// 支払総額 as the 自動車公正取引協議会 rules define it (since October 2023): what a buyer pays for a sale
// vehicle registered in the dealer's prefecture and delivered at the yard, tax included. Staff enter its two
// parts; the total is never typed, so it cannot disagree with them.

import type { ListingKind } from "./listing-kind";

export interface PriceParts {
  /** 車両本体価格, tax included; for a purchase listing, the price we offer. Null: price on request. */
  priceBodyYen: number | null;
  /** 諸費用, tax included; none for a purchase listing. */
  priceFeesYen: number | null;
}

/** 支払総額 = 車両本体価格 + 諸費用; null when the vehicle has no price. */
export function totalPaymentYen({ priceBodyYen, priceFeesYen }: PriceParts): number | null {
  return priceBodyYen === null ? null : priceBodyYen + (priceFeesYen ?? 0);
}

export interface SalePriceTerms extends PriceParts {
  priceTotalYen: number | null;
  warrantyMonths: number | null;
  warrantyKm: number | null;
  legalMaintenance: boolean;
  inspectionIncluded: boolean;
  inspectionYear: number | null;
}

export type Warranty = { months: number; km: number | null } | null;

/** The dealer's warranty, if any: so many months or so many kilometres, whichever comes first. */
export function warrantyOf(vehicle: Pick<SalePriceTerms, "warrantyMonths" | "warrantyKm">): Warranty {
  return vehicle.warrantyMonths ? { months: vehicle.warrantyMonths, km: vehicle.warrantyKm } : null;
}

/**
 * Whether the total says anything about 車検: only a sale vehicle without one needs to say whether obtaining
 * it is included ("included"/"excluded"), in the one row that states its 車検; a vehicle with 車検 states its
 * expiry there, and a purchase listing has no total for it to be part of.
 */
export function inspectionTermOf(
  vehicle: Pick<SalePriceTerms, "inspectionYear" | "inspectionIncluded"> & { kind: ListingKind },
): "included" | "excluded" | null {
  if (vehicle.kind !== "sale" || vehicle.inspectionYear !== null) return null;
  return vehicle.inspectionIncluded ? "included" : "excluded";
}
