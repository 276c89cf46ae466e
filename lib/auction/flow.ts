// The auction agency's flow (spec section 9), in order: what /truckauction and /autoauction show, and the
// steps staff date on an auction request for the customer's status page.
export const AUCTION_STEPS = [
  "consultation",
  "order",
  "bid",
  "win",
  "balance",
  "delivery",
  "documents",
  "titleTransfer",
  "complete",
] as const;
export type AuctionStep = (typeof AUCTION_STEPS)[number];

/** The step whose day every deadline counts from: the day the bid is won (落札日), as the pages name it. */
export const AUCTION_DAY_STEP: AuctionStep = "win";

export function isAuctionStep(value: string): value is AuctionStep {
  return (AUCTION_STEPS as readonly string[]).includes(value);
}

/** The days an auction request's steps were done (order_steps rows), by step, as "YYYY-MM-DD". */
export function stepDates(rows: readonly { step: string; doneOn: Date }[]): Partial<Record<AuctionStep, string>> {
  return Object.fromEntries(
    rows.filter((row) => isAuctionStep(row.step)).map((row) => [row.step, row.doneOn.toISOString().slice(0, 10)]),
  );
}
