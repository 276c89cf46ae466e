import { describe, expect, it } from "vitest";
import type { DealLineKind } from "./lines";
import { dealTotals, taxIncludedIn, TAX_RATE_PERCENT } from "./tax";

const line = (kind: DealLineKind, amountYen: number) => ({ kind, amountYen });

describe("the consumption tax inside a tax-included amount", () => {
  it.each([
    [0, 10, 0],
    [10, 10, 0],
    [11, 10, 1],
    [109, 10, 9],
    [110, 10, 10],
    [111, 10, 10],
    [5_300_000, 10, 481_818],
    [1_000_000_000, 10, 90_909_090],
    [3_240, 8, 240],
    [107, 8, 7],
    [108, 8, 8],
  ])("¥%i at %i%% holds ¥%i, rounded down", (total, rate, tax) => {
    expect(taxIncludedIn(total, rate)).toBe(tax);
  });
});

describe("a deal's totals", () => {
  it("round once per rate, on the group's total, not line by line", () => {
    const totals = dealTotals([line("body", 105), line("option", 105)]);
    // Each line's own tax would be 9 + 9 = 18; the group's ¥210 holds 19.
    expect(totals.groups).toEqual([{ taxClass: "standard", ratePercent: 10, totalYen: 210, taxYen: 19 }]);
    expect(TAX_RATE_PERCENT.standard).toBe(10);
  });

  it("count the 法定費用 in the total but not in the tax, in 非課税 and 不課税 groups of their own", () => {
    const totals = dealTotals([
      line("body", 4_980_000),
      line("fee", 55_000),
      line("weightTax", 24_600),
      line("stamps", 3_500),
      line("compulsoryInsurance", 17_650),
      line("recyclingDeposit", 12_480),
    ]);
    expect(totals.groups).toEqual([
      { taxClass: "standard", ratePercent: 10, totalYen: 5_035_000, taxYen: 457_727 },
      { taxClass: "exempt", ratePercent: null, totalYen: 30_130, taxYen: 0 },
      { taxClass: "outOfScope", ratePercent: null, totalYen: 28_100, taxYen: 0 },
    ]);
    expect(totals.totalYen).toBe(5_093_230);
    expect(totals.amountDueYen).toBe(5_093_230);
  });

  it("move an amount out of 諸費用 into a 法定費用 without changing the total, only the tax", () => {
    const before = dealTotals([line("body", 5_000_000), line("fee", 300_000)]);
    const after = dealTotals([line("body", 5_000_000), line("fee", 275_400), line("weightTax", 24_600)]);
    expect(after.amountDueYen).toBe(before.amountDueYen);
    expect(before.groups[0].taxYen).toBe(481_818);
    expect(after.groups[0].taxYen).toBe(479_581);
  });

  it("take a discount off its rate's total, and the tax with it", () => {
    const totals = dealTotals([line("body", 5_300_000), line("discount", 300_000), line("weightTax", 24_600)]);
    expect(totals.groups[0]).toEqual({ taxClass: "standard", ratePercent: 10, totalYen: 5_000_000, taxYen: 454_545 });
    expect(totals.totalYen).toBe(5_024_600);
    expect(totals.amountDueYen).toBe(5_024_600);
  });

  it("take a trade-in off the amount due only: the taxed total and its tax stay", () => {
    const totals = dealTotals([line("body", 5_300_000), line("tradeIn", 800_000)]);
    expect(totals.groups).toEqual([{ taxClass: "standard", ratePercent: 10, totalYen: 5_300_000, taxYen: 481_818 }]);
    expect(totals).toMatchObject({ totalYen: 5_300_000, tradeInYen: 800_000, amountDueYen: 4_500_000 });
  });

  it("leave out a class without lines, and are all zero without lines", () => {
    expect(dealTotals([line("stamps", 1_000)]).groups.map((group) => group.taxClass)).toEqual(["outOfScope"]);
    expect(dealTotals([])).toEqual({ groups: [], totalYen: 0, tradeInYen: 0, amountDueYen: 0 });
    // A body at 0 (a price on request) is still a line of its class.
    expect(dealTotals([line("body", 0)]).groups).toEqual([
      { taxClass: "standard", ratePercent: 10, totalYen: 0, taxYen: 0 },
    ]);
  });
});
