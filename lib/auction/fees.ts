// The auction agency's prices (spec section 9), all tax excluded, each defined once. The spec gives two
// agent-fee tables and two participation fees without saying which service uses which, so both are
// offered as named plans on both auction pages; AUCTION_PAGE_PLANS is the one place that choice lives.
import { readYen } from "@/lib/admin/yen-input";
import type { AuctionFeePlan, AuctionVehicle } from "@/lib/generated/prisma/enums";

export const CONSUMPTION_TAX_RATE = 0.1;
/** The same rate as the copy states it, in percent. */
export const CONSUMPTION_TAX_PERCENT = CONSUMPTION_TAX_RATE * 100;
export const DEPOSIT_RATE = 0.1;
export const BID_FEE_YEN = 1_000;
export const TITLE_TRANSFER_YEN = { light: 24_000, standard: 42_000 } as const;
export const NUMBER_PLATE_YEN = 10_000;
/** The fee tables' boundaries: under 1,000,000; 1,000,000 to 2,000,000; above 2,000,000. */
export const FEE_BANDS_YEN = { lower: 1_000_000, upper: 2_000_000 } as const;
/** Highest winning bid the estimator accepts: beyond any truck or crane sold at auction. */
export const MAX_WINNING_BID_YEN = 1_000_000_000;
export const MAX_BIDS = 999;

export type VehicleClass = keyof typeof TITLE_TRANSFER_YEN;

export interface FeePlan {
  /** As a request stores the customer's choice. */
  id: AuctionFeePlan;
  /** Flat fees under 1,000,000 and from 1,000,000 to 2,000,000, then a share of the winning bid. */
  agentFee: { underLower: number; upToUpper: number; aboveUpperRate: number };
  participationFeeYen: number;
}

export const FEE_PLANS: readonly FeePlan[] = [
  {
    id: "planA",
    agentFee: { underLower: 25_000, upToUpper: 50_000, aboveUpperRate: 0.1 },
    participationFeeYen: 25_000,
  },
  {
    id: "planB",
    agentFee: { underLower: 50_000, upToUpper: 75_000, aboveUpperRate: 0.05 },
    participationFeeYen: 50_000,
  },
];

export const AUCTION_PAGE_PLANS = {
  autoauction: ["planA", "planB"],
  truckauction: ["planA", "planB"],
} as const satisfies Record<string, readonly FeePlan["id"][]>;

export function plansFor(page: keyof typeof AUCTION_PAGE_PLANS): FeePlan[] {
  return AUCTION_PAGE_PLANS[page].map((id) => FEE_PLANS.find((plan) => plan.id === id)!);
}

/**
 * What the agency buys, each on its own page: trucks, machines and special vehicles (/truckauction) and cars
 * (/autoauction). A request says which, and chooses among that page's plans.
 */
export const AUCTION_VEHICLE_PAGES = { truck: "truckauction", car: "autoauction" } as const satisfies Record<
  AuctionVehicle,
  keyof typeof AUCTION_PAGE_PLANS
>;
export type { AuctionVehicle };
export const AUCTION_VEHICLES = Object.keys(AUCTION_VEHICLE_PAGES) as AuctionVehicle[];

/** The vehicle an auction page is for. */
export const auctionVehicleOfPage = (page: keyof typeof AUCTION_PAGE_PLANS) =>
  AUCTION_VEHICLES.find((vehicle) => AUCTION_VEHICLE_PAGES[vehicle] === page)!;

/** The plans a request for this vehicle chooses from: those its page lists. */
export const plansForVehicle = (vehicle: AuctionVehicle) => plansFor(AUCTION_VEHICLE_PAGES[vehicle]);

/** A tax-excluded price with consumption tax, as a consumer must be shown it (総額表示): tax rounded down to the yen. */
export function withConsumptionTax(yen: number): number {
  return yen + Math.floor(yen * CONSUMPTION_TAX_RATE);
}

/** A share in percent with consumption tax on it: 10 → 11, 5 → 5.5. */
export function percentWithConsumptionTax(rate: number): number {
  return Math.round(rate * (1 + CONSUMPTION_TAX_RATE) * 100_000) / 1_000;
}

/** The agent fee for a winning bid: a share is rounded down to the yen. */
export function agentFeeYen(plan: FeePlan, winningBidYen: number): number {
  if (winningBidYen < FEE_BANDS_YEN.lower) return plan.agentFee.underLower;
  if (winningBidYen <= FEE_BANDS_YEN.upper) return plan.agentFee.upToUpper;
  return Math.floor(winningBidYen * plan.agentFee.aboveUpperRate);
}

export interface EstimateInput {
  winningBidYen: number;
  bids: number;
  vehicleClass: VehicleClass;
  numberPlate: boolean;
}

export interface AuctionEstimate {
  winningBid: number;
  deposit: number;
  agentFee: number;
  bidFees: number;
  participationFee: number;
  titleTransfer: number;
  numberPlate: number;
  fees: number;
  /** The winning bid and the fees before tax: what consumption tax is charged on. */
  subtotal: number;
  tax: number;
  total: number;
  /** What is left to pay after the auction: the total less the deposit paid before bidding. */
  balance: number;
}

/**
 * What the customer pays for a won vehicle. The auction houses' winning bids are prices before tax and they charge
 * consumption tax on them, as on their fees; we invoice the vehicle and our fees alike. So tax is charged on the
 * winning bid and the fees together, once on the invoice's total and rounded down (as a qualified invoice does).
 */
export function estimateAuctionCost(plan: FeePlan, input: EstimateInput): AuctionEstimate {
  const agentFee = agentFeeYen(plan, input.winningBidYen);
  const bidFees = BID_FEE_YEN * input.bids;
  const titleTransfer = TITLE_TRANSFER_YEN[input.vehicleClass];
  const numberPlate = input.numberPlate ? NUMBER_PLATE_YEN : 0;
  const fees = agentFee + bidFees + plan.participationFeeYen + titleTransfer + numberPlate;
  const subtotal = input.winningBidYen + fees;
  const total = withConsumptionTax(subtotal);
  const deposit = Math.floor(input.winningBidYen * DEPOSIT_RATE);
  return {
    winningBid: input.winningBidYen,
    deposit,
    agentFee,
    bidFees,
    participationFee: plan.participationFeeYen,
    titleTransfer,
    numberPlate,
    fees,
    subtotal,
    tax: total - subtotal,
    total,
    balance: total - deposit,
  };
}

/** The number of bids as typed (full-width digits too): 0 to MAX_BIDS, or null. */
export function parseBidCount(text: string): number | null {
  const normalized = text.normalize("NFKC").trim();
  return /^\d{1,3}$/.test(normalized) && Number(normalized) <= MAX_BIDS ? Number(normalized) : null;
}

export type YenInputError = "required" | "digitsOnly" | "tooSmall" | "tooLarge";

/** A winning bid as people type it (lib/admin/yen-input: 1,500,000, 150万円…), or what is wrong with it; never NaN. */
export function parseYenInput(text: string): { ok: true; yen: number } | { ok: false; error: YenInputError } {
  const yen = readYen(text);
  if (yen === null) return { ok: false, error: "required" };
  if (yen === "unreadable") return { ok: false, error: "digitsOnly" };
  if (yen > MAX_WINNING_BID_YEN) return { ok: false, error: "tooLarge" };
  if (yen < 1) return { ok: false, error: "tooSmall" };
  return { ok: true, yen };
}
