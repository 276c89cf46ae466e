// The auction estimator's fields as its GET form sends them: without scripts the visitor presses 計算する and the
// server works the figures out from the URL ("?bid=150万&bids=2&class=light&plate=1&date=2027-04-30"). Values are
// kept as typed, so a refused one comes back in its field with its message.
import type { IsoDate } from "@/lib/business/calendar";
import { firstValue, searchFromQuery } from "@/lib/http/url-values";
import type { VehicleClass } from "./fees";

/** The name of each estimator field in the URL. */
export const ESTIMATOR_FIELDS = {
  bid: "bid",
  bids: "bids",
  vehicleClass: "class",
  plate: "plate",
  date: "date",
} as const;

/** What the estimator shows before anything is typed: a winning bid of 1,500,000 yen, one bid, a standard vehicle. */
const EXAMPLE = { bidText: "1500000", bidsText: "1" } as const;

/** Longer than any amount, count or date typed in earnest. */
const MAX_TYPED_LENGTH = 40;

export interface EstimatorInput {
  bidText: string;
  bidsText: string;
  vehicleClass: VehicleClass;
  plate: boolean;
  auctionDate: string;
}

type Query = Record<string, string | string[] | undefined>;

/** The estimator's fields from the query string: each one missing falls back to the example, the date to today. */
export function estimatorInputFromQuery(query: Query, today: IsoDate): EstimatorInput {
  const typed = (name: string, fallback: string) =>
    query[name] === undefined ? fallback : searchFromQuery(query[name], MAX_TYPED_LENGTH);
  return {
    bidText: typed(ESTIMATOR_FIELDS.bid, EXAMPLE.bidText),
    bidsText: typed(ESTIMATOR_FIELDS.bids, EXAMPLE.bidsText),
    vehicleClass: firstValue(query[ESTIMATOR_FIELDS.vehicleClass]) === "light" ? "light" : "standard",
    // A checkbox left unticked sends nothing.
    plate: query[ESTIMATOR_FIELDS.plate] !== undefined,
    auctionDate: typed(ESTIMATOR_FIELDS.date, today),
  };
}
