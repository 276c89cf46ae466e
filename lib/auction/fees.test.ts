import { describe, expect, it } from "vitest";
import {
  agentFeeYen,
  estimateAuctionCost,
  FEE_PLANS,
  parseBidCount,
  parseYenInput,
  percentWithConsumptionTax,
  plansFor,
  withConsumptionTax,
} from "./fees";

const [planA, planB] = FEE_PLANS;

describe("agent fee tables", () => {
  it.each([
    [999_999, 25_000, 50_000],
    [1_000_000, 50_000, 75_000],
    [2_000_000, 50_000, 75_000],
    [2_000_001, 200_000, 100_000],
    [3_500_000, 350_000, 175_000],
  ])("a winning bid of %i yen costs %i (plan A) and %i (plan B)", (bid, a, b) => {
    expect(agentFeeYen(planA, bid)).toBe(a);
    expect(agentFeeYen(planB, bid)).toBe(b);
  });

  it("rounds a share down to the yen", () => {
    expect(agentFeeYen(planA, 2_000_009)).toBe(200_000);
    expect(agentFeeYen(planB, 2_000_019)).toBe(100_000);
  });

  it("offers both plans on both auction pages", () => {
    expect(plansFor("truckauction").map((p) => p.id)).toEqual(["planA", "planB"]);
    expect(plansFor("autoauction").map((p) => p.id)).toEqual(["planA", "planB"]);
  });
});

describe("estimateAuctionCost", () => {
  it("adds every fee, then the tax on the winning bid and the fees together, and the deposit", () => {
    const estimate = estimateAuctionCost(planA, {
      winningBidYen: 1_500_000,
      bids: 3,
      vehicleClass: "standard",
      numberPlate: true,
    });
    expect(estimate).toEqual({
      winningBid: 1_500_000,
      deposit: 150_000,
      agentFee: 50_000,
      bidFees: 3_000,
      participationFee: 25_000,
      titleTransfer: 42_000,
      numberPlate: 10_000,
      fees: 130_000,
      subtotal: 1_630_000,
      tax: 163_000,
      total: 1_793_000,
      balance: 1_643_000,
    });
  });

  it("charges the light-vehicle title transfer and no plate when none is wanted", () => {
    const estimate = estimateAuctionCost(planB, {
      winningBidYen: 800_000,
      bids: 0,
      vehicleClass: "light",
      numberPlate: false,
    });
    expect(estimate).toMatchObject({
      agentFee: 50_000,
      participationFee: 50_000,
      titleTransfer: 24_000,
      numberPlate: 0,
      fees: 124_000,
      subtotal: 924_000,
      tax: 92_400,
      deposit: 80_000,
      total: 1_016_400,
    });
  });

  it.each([
    // bid, subtotal before tax, tax: a fraction of a yen is dropped once, on the whole, not line by line.
    [1, 93_001, 9_300],
    [999_999, 1_092_999, 109_299],
    [1_000_009, 1_118_009, 111_800],
  ])("taxes a bid of %i yen with its fees (%i yen) once, rounded down: %i yen", (bid, subtotal, tax) => {
    const estimate = estimateAuctionCost(planA, {
      winningBidYen: bid,
      bids: 1,
      vehicleClass: "standard",
      numberPlate: false,
    });
    expect(estimate.subtotal).toBe(subtotal);
    expect(estimate.tax).toBe(tax);
    expect(estimate.total).toBe(subtotal + tax);
  });
});

describe("parseYenInput", () => {
  it("reads the ways a price is typed", () => {
    for (const [text, yen] of [
      ["1500000", 1_500_000],
      ["1,500,000", 1_500_000],
      ["１，５００，０００円", 1_500_000],
      ["150万", 1_500_000],
      ["150.5万円", 1_505_000],
      ["¥ 2,000,001", 2_000_001],
    ] as const) {
      expect(parseYenInput(text), text).toEqual({ ok: true, yen });
    }
  });

  it("says what is wrong with bad input instead of computing NaN", () => {
    expect(parseYenInput("")).toEqual({ ok: false, error: "required" });
    expect(parseYenInput("   ")).toEqual({ ok: false, error: "required" });
    expect(parseYenInput("-500000")).toEqual({ ok: false, error: "digitsOnly" });
    expect(parseYenInput("abc")).toEqual({ ok: false, error: "digitsOnly" });
    expect(parseYenInput("1e9")).toEqual({ ok: false, error: "digitsOnly" });
    expect(parseYenInput("1500.5")).toEqual({ ok: false, error: "digitsOnly" });
    expect(parseYenInput("0")).toEqual({ ok: false, error: "tooSmall" });
    expect(parseYenInput("1000000001")).toEqual({ ok: false, error: "tooLarge" });
    expect(parseYenInput("9".repeat(40))).toEqual({ ok: false, error: "tooLarge" });
  });
});

describe("bid count", () => {
  it("reads 0 to 999 bids as typed, full-width digits too", () => {
    expect(parseBidCount("3")).toBe(3);
    expect(parseBidCount(" ９９９ ")).toBe(999);
    for (const text of ["", "-1", "1000", "2.5", "x"]) expect(parseBidCount(text), text).toBeNull();
  });
});

describe("tax-inclusive display (総額表示)", () => {
  it("adds 10% consumption tax, rounded down to the yen", () => {
    expect(withConsumptionTax(25_000)).toBe(27_500);
    expect(withConsumptionTax(1_000)).toBe(1_100);
    expect(withConsumptionTax(999)).toBe(1_098);
  });

  it("puts the tax on a share of the winning bid too", () => {
    expect(percentWithConsumptionTax(0.1)).toBe(11);
    expect(percentWithConsumptionTax(0.05)).toBe(5.5);
  });
});

describe("fee bands meet exactly", () => {
  const [plan] = FEE_PLANS;
  it("charges the lower band under 1,000,000, the middle up to 2,000,000 inclusive, a share above", () => {
    expect(agentFeeYen(plan, 999_999)).toBe(plan.agentFee.underLower);
    expect(agentFeeYen(plan, 1_000_000)).toBe(plan.agentFee.upToUpper);
    expect(agentFeeYen(plan, 2_000_000)).toBe(plan.agentFee.upToUpper);
    expect(agentFeeYen(plan, 2_000_001)).toBe(200_000);
  });
});
