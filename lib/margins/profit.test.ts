import { describe, expect, it } from "vitest";
import {
  costOf,
  grossProfitOf,
  marginPercentOf,
  monthDays,
  monthsUpTo,
  readMonth,
  shiftMonth,
  totalsBy,
  totalsOf,
} from "./profit";
import { costLineSchema, purchaseSchema } from "./form";

const lines = (...amounts: number[]) => amounts.map((amountYen) => ({ amountYen }));

describe("粗利, tax included on both sides", () => {
  it.each([
    [
      "sale less the purchase and every cost line",
      4_980_000,
      { purchasePriceYen: 3_600_000, lines: lines(180_000, 45_000) },
      1_155_000,
    ],
    ["a purchase with no cost lines", 2_000_000, { purchasePriceYen: 2_000_000, lines: [] }, 0],
    ["a loss, below zero", 1_500_000, { purchasePriceYen: 1_400_000, lines: lines(120_000) }, -20_000],
    [
      "a purchase price of 0 (a truck taken in for nothing) is a cost, not an unknown",
      300_000,
      { purchasePriceYen: 0, lines: lines(50_000) },
      250_000,
    ],
    [
      "unknown while the purchase price is not entered, whatever the lines",
      4_980_000,
      { purchasePriceYen: null, lines: lines(180_000) },
      null,
    ],
    ["unknown without any cost record", 4_980_000, null, null],
  ] as const)("%s", (_, sale, costs, profit) => {
    expect(grossProfitOf(sale, costs)).toBe(profit);
  });

  it("counts the cost lines into 原価 only with a purchase price", () => {
    expect(costOf({ purchasePriceYen: 3_600_000, lines: lines(180_000, 45_000) })).toBe(3_825_000);
    expect(costOf({ purchasePriceYen: null, lines: lines(180_000) })).toBeNull();
  });
});

describe("粗利率", () => {
  it.each([
    ["nothing sold: none, never a division by zero", 0, 0, null],
    ["break-even", 0, 4_980_000, 0],
    ["to one decimal", 1, 3, 33.3],
    ["half a tenth rounds up", 1, 2_000, 0.1],
    ["just under half a tenth rounds down", 999, 2_000_000, 0],
    ["a loss rounds away from zero as a gain does", -1, 2_000, -0.1],
    ["a loss larger than the sale", -3_000_000, 1_000_000, -300],
    ["a whole 23.2%", 1_155_000, 4_980_000, 23.2],
  ] as const)("%s", (_, profit, revenue, percent) => {
    expect(marginPercentOf(profit, revenue)).toBe(percent);
  });
});

describe("a month's totals", () => {
  const costed = { salePriceYen: 5_000_000, costYen: 4_000_000, daysInStock: 30 };
  const uncosted = { salePriceYen: 3_000_000, costYen: null, daysInStock: 61 };

  it("say nothing sold as an empty month, not as zeros to divide", () => {
    expect(totalsOf([])).toEqual({
      sold: 0,
      revenueYen: 0,
      costYen: 0,
      grossProfitYen: 0,
      marginPercent: null,
      averageDaysInStock: null,
      costed: 0,
      uncosted: 0,
    });
  });

  it("count a vehicle without a purchase price in the sales and the days, not in the 粗利 or its rate", () => {
    expect(totalsOf([costed, uncosted])).toEqual({
      sold: 2,
      revenueYen: 8_000_000,
      costYen: 4_000_000,
      grossProfitYen: 1_000_000,
      marginPercent: 20,
      averageDaysInStock: 46,
      costed: 1,
      uncosted: 1,
    });
  });

  it("round the average days in stock half up", () => {
    expect(
      totalsOf([
        { ...costed, daysInStock: 1 },
        { ...costed, daysInStock: 2 },
      ]).averageDaysInStock,
    ).toBe(2);
  });

  it("group by a key, the largest revenue first", () => {
    const groups = totalsBy(
      [
        { ...costed, body: "wing" },
        { ...uncosted, body: "crane" },
        { ...costed, body: "crane" },
      ],
      (vehicle) => ({ key: vehicle.body, name: vehicle.body }),
    );
    expect(groups.map((group) => [group.key, group.totals.sold, group.totals.revenueYen])).toEqual([
      ["crane", 2, 8_000_000],
      ["wing", 1, 5_000_000],
    ]);
  });
});

describe("months", () => {
  it.each([
    ["2026-11", "2026-11"],
    ["2026-1", null],
    ["2026-13", null],
    ["2026-00", null],
    ["1999-12", null],
    ["2101-01", null],
    ["2026-11-01", null],
    ["", null],
  ])("read %j as %j", (typed, month) => {
    expect(readMonth(typed)).toBe(month);
  });

  it("run from the first day to the next month's first, over the year end", () => {
    expect(monthDays("2026-12")).toEqual({ from: "2026-12-01", until: "2027-01-01" });
    expect(shiftMonth("2027-01", -1)).toBe("2026-12");
    expect(monthsUpTo("2027-02", 12)).toEqual([
      "2026-03",
      "2026-04",
      "2026-05",
      "2026-06",
      "2026-07",
      "2026-08",
      "2026-09",
      "2026-10",
      "2026-11",
      "2026-12",
      "2027-01",
      "2027-02",
    ]);
  });
});

describe("the cost forms", () => {
  it("read amounts as staff type them, and leave the purchase's parts blank until known", () => {
    expect(
      purchaseSchema.parse({ purchasePriceYen: "360万", supplier: " USS東京 ", purchasedOn: "2026-10-02" }),
    ).toEqual({
      purchasePriceYen: 3_600_000,
      supplier: "USS東京",
      purchasedOn: "2026-10-02",
    });
    expect(purchaseSchema.parse({ purchasePriceYen: "", supplier: "", purchasedOn: "" })).toEqual({
      purchasePriceYen: null,
      supplier: "",
      purchasedOn: null,
    });
  });

  it("name the field and the rule a bad cost line broke", () => {
    const refused = costLineSchema.safeParse({ kind: "", label: "", amountYen: "", spentOn: "2026-02-30" });
    expect(refused.success).toBe(false);
    expect(Object.fromEntries(refused.error!.issues.map((issue) => [issue.path[0], issue.message]))).toEqual({
      kind: "chooseOne",
      amountYen: "required",
      spentOn: "invalidFormat",
    });
    const words = costLineSchema.safeParse({ kind: "maintenance", amountYen: "たくさん" });
    expect(words.error?.issues[0]).toMatchObject({ path: ["amountYen"], message: "integer" });
    expect(costLineSchema.parse({ kind: "transport", label: "", amountYen: "4.5万", spentOn: "" })).toEqual({
      kind: "transport",
      label: "",
      amountYen: 45_000,
      spentOn: null,
    });
  });
});
