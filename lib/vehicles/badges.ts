// The marks a listing carries on its card and page: 新着 for a week after it was first published, 値下げ with the
// struck-through old price for two weeks after its 支払総額 was lowered, 商談中 while a buyer negotiates and 売約済
// once sold. Worked out from dates when the page is drawn, so a cached search still shows them as of today.
import type { ListingKind, VehicleStatus } from "@/lib/generated/prisma/client";

export const NEW_DAYS = 7;
export const PRICE_CUT_DAYS = 14;
/**
 * How many of a vehicle's latest price changes a card reads: more than staff make in PRICE_CUT_DAYS, few enough
 * that a page of cards stays one small indexed read.
 */
export const PRICE_CHANGES_READ = 10;

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PriceChange {
  /** 支払総額 before the change; null was price on request. */
  fromYen: number | null;
  changedAt: Date;
}

export interface BadgeFacts {
  kind: ListingKind;
  status: VehicleStatus;
  publishedAt: Date | null;
  priceTotalYen: number | null;
  /** The vehicle's price changes, at least those since priceCutSince(now); older ones are ignored. */
  priceChanges: readonly PriceChange[];
}

export interface VehicleBadges {
  new: boolean;
  /** The price it was lowered from, shown struck through beside the current one. */
  priceCut: { fromYen: number } | null;
  reserved: boolean;
  sold: boolean;
}

/** The earliest change of price that can still make a 値下げ mark at `now`. */
export function priceCutSince(now: Date): Date {
  return new Date(now.getTime() - PRICE_CUT_DAYS * DAY_MS);
}

/**
 * The old price a 値下げ mark shows: the highest 支払総額 the vehicle was offered at during the last
 * PRICE_CUT_DAYS (each change's fromYen is a price it had in that time), when the current one is below it.
 * Several cuts show the price before the first; a cut taken back (raised to the old price or above) shows none;
 * a cut partly taken back still shows the highest price against the current one.
 */
export function priceCutFrom(
  priceTotalYen: number | null,
  changes: readonly PriceChange[],
  now: Date,
): { fromYen: number } | null {
  if (priceTotalYen === null) return null;
  const since = priceCutSince(now).getTime();
  let highest: number | null = null;
  for (const change of changes) {
    if (change.changedAt.getTime() < since || change.changedAt.getTime() > now.getTime()) continue;
    if (change.fromYen !== null && (highest === null || change.fromYen > highest)) highest = change.fromYen;
  }
  return highest !== null && highest > priceTotalYen ? { fromYen: highest } : null;
}

/**
 * Which marks a vehicle gets at `now`. A sold one is marked sold and nothing else: neither new nor cheaper
 * matters once it is gone. 値下げ is for trucks we sell: a lowered purchase offer is no news to a seller.
 */
export function vehicleBadges(vehicle: BadgeFacts, now: Date): VehicleBadges {
  const sold = vehicle.status === "sold";
  const published = vehicle.publishedAt?.getTime();
  return {
    new:
      !sold && published !== undefined && published <= now.getTime() && now.getTime() - published <= NEW_DAYS * DAY_MS,
    priceCut: !sold && vehicle.kind === "sale" ? priceCutFrom(vehicle.priceTotalYen, vehicle.priceChanges, now) : null,
    reserved: vehicle.status === "reserved",
    sold,
  };
}
