import { AUCTION_VEHICLES } from "@/lib/auction/fees";
import type { AuctionVehicle } from "@/lib/generated/prisma/enums";
import { firstValue } from "@/lib/http/url-values";
import { isContactType, type ContactType } from "./types";

/**
 * The contact route's type: null on /contact (the visitor chooses), the type on /contact/{type}, and
 * undefined (answer 404) for an unknown type or extra segments.
 */
export function contactTypeFromRoute(segments: string[] | undefined): ContactType | null | undefined {
  if (!segments || segments.length === 0) return null;
  if (segments.length === 1 && isContactType(segments[0])) return segments[0];
  return undefined;
}

/**
 * The vehicle an auction request is for, as the auction page's link names it (`routes.auctionRequest`): a truck or a
 * car, or null where none is named (the form then starts on a truck).
 */
export function auctionVehicleFromQuery(query: Record<string, string | string[] | undefined>): AuctionVehicle | null {
  const value = firstValue(query.vehicle);
  return AUCTION_VEHICLES.find((vehicle) => vehicle === value) ?? null;
}
