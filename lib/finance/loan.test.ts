import { describe, expect, it } from "vitest";
import {
  bonusCountFor,
  estimateLease,
  LOAN_DEFAULTS,
  MAX_ANNUAL_RATE_PERCENT,
  parseRateText,
  parseYenText,
  simulateLoan,
  simulateLoanFromText,
  type LoanInput,
  type LoanPlan,
} from "./loan";

const base: LoanInput = { priceYen: 3_000_000, downPaymentYen: 0, months: 60, annualRatePercent: 3.9, bonusYen: 0 };

function plan(input: Partial<LoanInput>): LoanPlan {
  const outcome = simulateLoan({ ...base, ...input });
  if (!outcome.ok || outcome.result.kind !== "loan") throw new Error(`no loan: ${JSON.stringify(outcome)}`);
  return outcome.result;
}

function errorsOf(input: Partial<LoanInput>) {
  const outcome = simulateLoan({ ...base, ...input } as LoanInput);
  return outcome.ok ? null : outcome.errors;
}

/** Every payment of the plan, in order: the first, the others, each bonus month's sum on top. */
function schedule(loan: LoanPlan): number[] {
  return Array.from({ length: loan.payments }, (_, index) => {
    const month = index + 1;
    const monthly = month === 1 ? loan.firstPaymentYen : loan.monthlyPaymentYen;
    return monthly + (loan.bonusCount > 0 && month % 6 === 0 ? loan.bonusPaymentYen : 0);
  });
}

function expectWholeAndExact(loan: LoanPlan) {
  const payments = schedule(loan);
  for (const payment of payments) expect(Number.isInteger(payment)).toBe(true);
  expect(loan.monthlyPaymentYen % 100).toBe(0);
  expect(loan.firstPaymentYen).toBeGreaterThanOrEqual(loan.monthlyPaymentYen);
  expect(payments.reduce((sum, payment) => sum + payment, 0)).toBe(loan.instalmentsTotalYen);
  expect(loan.instalmentsTotalYen - loan.financedYen).toBe(loan.interestYen);
  expect(loan.downPaymentYen + loan.instalmentsTotalYen).toBe(loan.grandTotalYen);
}

describe("simulateLoan", () => {
  it("matches the PMT formula worked by hand: 3,000,000 yen, no down payment, 60 payments at 3.9%", () => {
    // Monthly rate i = 0.039 / 12 = 0.00325; (1 + i)^60 = 1.2149268;
    // PMT = 3,000,000 × i × 1.2149268 / (1.2149268 − 1) = 55,114.287 yen a month;
    // 60 payments: 3,306,857.21 → 3,306,857 yen; from the second on 55,100 (rounded down to the 100 yen),
    // the first 3,306,857 − 55,100 × 59 = 55,957; 分割手数料 3,306,857 − 3,000,000 = 306,857.
    expect(plan({})).toEqual({
      kind: "loan",
      financedYen: 3_000_000,
      downPaymentYen: 0,
      payments: 60,
      firstPaymentYen: 55_957,
      monthlyPaymentYen: 55_100,
      bonusPaymentYen: 0,
      bonusCount: 0,
      instalmentsTotalYen: 3_306_857,
      interestYen: 306_857,
      grandTotalYen: 3_306_857,
    });
  });

  it("works the shortest and the longest term", () => {
    // 12: PMT 255,312.67 → total 3,063,752; 84: PMT 40,868.47 → total 3,432,951.
    const short = plan({ months: 12 });
    expect([short.firstPaymentYen, short.monthlyPaymentYen, short.instalmentsTotalYen]).toEqual([
      255_452, 255_300, 3_063_752,
    ]);
    const long = plan({ months: 84 });
    expect([long.firstPaymentYen, long.monthlyPaymentYen, long.instalmentsTotalYen]).toEqual([
      46_551, 40_800, 3_432_951,
    ]);
    expectWholeAndExact(short);
    expectWholeAndExact(long);
  });

  it("accepts any whole number of months from 12 to 84, not only the offered choices", () => {
    const odd = plan({ months: 13 });
    expect(odd.payments).toBe(13);
    expectWholeAndExact(odd);
  });

  it("charges nothing at a rate of 0 and divides without a rate", () => {
    const free = plan({ priceYen: 2_500_000, annualRatePercent: 0 });
    expect(free.interestYen).toBe(0);
    expect([free.firstPaymentYen, free.monthlyPaymentYen]).toEqual([45_600, 41_600]);
    expectWholeAndExact(free);
    const uneven = plan({ priceYen: 1_234_567, months: 36, annualRatePercent: 0 });
    expect(uneven.instalmentsTotalYen).toBe(1_234_567);
    expectWholeAndExact(uneven);
  });

  it("borrows the price less the down payment", () => {
    const loan = plan({ downPaymentYen: 500_000 });
    expect(loan.financedYen).toBe(2_500_000);
    expect(loan.grandTotalYen).toBe(500_000 + loan.instalmentsTotalYen);
    expectWholeAndExact(loan);
  });

  it("has nothing to finance when the down payment is the whole price or more", () => {
    for (const downPaymentYen of [3_000_000, 3_500_000])
      expect(simulateLoan({ ...base, downPaymentYen })).toEqual({
        ok: true,
        result: { kind: "nothingToFinance", downPaymentYen, priceYen: 3_000_000 },
      });
  });

  it("refuses a down payment that leaves less than 100,000 yen to borrow", () => {
    expect(errorsOf({ downPaymentYen: 2_900_001 })).toEqual({ downPaymentYen: "financedTooSmall" });
    expect(plan({ downPaymentYen: 2_900_000 }).financedYen).toBe(100_000);
  });

  it("adds bonus payments twice a year and lowers the monthly payment", () => {
    // 100,000 yen in each of 10 bonus months repays their present value, 899,862.64 yen, of the loan; the
    // rest, 2,100,137.36, is PMT 38,582.52 a month: 2,314,951 in all; with the bonuses 3,314,951.
    const loan = plan({ bonusYen: 100_000 });
    expect(loan).toMatchObject({
      bonusCount: 10,
      bonusPaymentYen: 100_000,
      firstPaymentYen: 43_451,
      monthlyPaymentYen: 38_500,
      instalmentsTotalYen: 3_314_951,
      interestYen: 314_951,
    });
    expectWholeAndExact(loan);
    expect(loan.monthlyPaymentYen).toBeLessThan(plan({}).monthlyPaymentYen);
    expect(plan({ bonusYen: 0 })).toMatchObject({ bonusCount: 0, bonusPaymentYen: 0 });
  });

  it("counts a bonus month every sixth payment", () => {
    expect([12, 13, 17, 18, 60, 84].map(bonusCountFor)).toEqual([2, 2, 2, 3, 10, 14]);
    expect(plan({ months: 18, bonusYen: 50_000, annualRatePercent: 0 })).toMatchObject({
      bonusCount: 3,
      instalmentsTotalYen: 3_000_000,
    });
  });

  it("refuses bonus payments that would repay more than half the loan", () => {
    expect(errorsOf({ bonusYen: 150_000, annualRatePercent: 0 })).toBeNull();
    expect(errorsOf({ bonusYen: 150_001, annualRatePercent: 0 })).toEqual({ bonusYen: "bonusTooLarge" });
  });

  it("keeps every payment whole and the total exact across terms, rates and down payments", () => {
    for (const months of [12, 24, 36, 48, 60, 72, 84])
      for (const annualRatePercent of [0, 0.01, 1.9, 3.9, 7.77, 15])
        for (const [priceYen, downPaymentYen, bonusYen] of [
          [3_000_000, 0, 0],
          [987_654, 123_456, 0],
          [12_345_678, 1_000_000, 333_333],
          [100_000, 0, 0],
        ])
          expectWholeAndExact(plan({ months, annualRatePercent, priceYen, downPaymentYen, bonusYen }));
  });

  it("refuses what cannot be worked out with a code for each field, never throwing", () => {
    expect(errorsOf({ downPaymentYen: -1 })).toEqual({ downPaymentYen: "negative" });
    expect(errorsOf({ downPaymentYen: Number.NaN })).toEqual({ downPaymentYen: "digitsOnly" });
    expect(errorsOf({ downPaymentYen: 0.5 })).toEqual({ downPaymentYen: "digitsOnly" });
    expect(errorsOf({ downPaymentYen: 1_000_000_001 })).toEqual({ downPaymentYen: "tooLarge" });
    for (const months of [11, 85, 60.5, Number.NaN]) expect(errorsOf({ months })).toEqual({ months: "monthsRange" });
    expect(errorsOf({ annualRatePercent: -0.1 })).toEqual({ annualRatePercent: "rateRange" });
    expect(errorsOf({ annualRatePercent: MAX_ANNUAL_RATE_PERCENT + 0.01 })).toEqual({
      annualRatePercent: "rateRange",
    });
    expect(errorsOf({ annualRatePercent: 3.955 })).toEqual({ annualRatePercent: "rateFormat" });
    expect(errorsOf({ annualRatePercent: Number.POSITIVE_INFINITY })).toEqual({ annualRatePercent: "rateFormat" });
    expect(errorsOf({ bonusYen: -5 })).toEqual({ bonusYen: "negative" });
    expect(errorsOf({ priceYen: 0 })).toEqual({ price: "price" });
    expect(errorsOf({ months: 0, annualRatePercent: 99 })).toEqual({
      months: "monthsRange",
      annualRatePercent: "rateRange",
    });
    expect(() => simulateLoan({} as LoanInput)).not.toThrow();
  });

  it("works the page's default figures", () => {
    const { suggestedBonusYen: _, ...defaults } = LOAN_DEFAULTS;
    expect(simulateLoan({ priceYen: 3_000_000, ...defaults })).toEqual(simulateLoan(base));
  });
});

describe("estimateLease", () => {
  it("repays the price less a 10% residual, with the residual's interest on top", () => {
    // (3,000,000 − 300,000) at 0.00325 a month over 60: PMT 49,602.86; the residual's interest
    // 300,000 × 0.00325 = 975; 50,577.86 → rounded up to 50,600 a month.
    expect(estimateLease({ priceYen: 3_000_000, months: 60, annualRatePercent: 3.9 })).toEqual({
      months: 60,
      monthlyYen: 50_600,
      residualYen: 300_000,
      leaseTotalYen: 3_036_000,
      grandTotalYen: 3_336_000,
    });
  });

  it("divides without a rate and never rounds an exact figure up", () => {
    // (3,000,000 − 300,000) / 60 = 45,000 exactly.
    expect(estimateLease({ priceYen: 3_000_000, months: 60, annualRatePercent: 0 })?.monthlyYen).toBe(45_000);
    expect(estimateLease({ priceYen: 1_234_567, months: 84, annualRatePercent: 0 })).toMatchObject({
      residualYen: 123_457,
      monthlyYen: 13_300,
    });
  });

  it("is null for figures the loan refuses", () => {
    expect(estimateLease({ priceYen: 3_000_000, months: 100, annualRatePercent: 3.9 })).toBeNull();
    expect(estimateLease({ priceYen: 3_000_000, months: 60, annualRatePercent: Number.NaN })).toBeNull();
  });
});

describe("parseYenText", () => {
  it.each([
    ["500000", 500_000],
    ["500,000", 500_000],
    ["５００，０００円", 500_000],
    ["50万", 500_000],
    ["50万円", 500_000],
    ["12.5万", 125_000],
    ["¥ 1,000", 1_000],
    ["0", 0],
  ])("reads %s as %i yen", (text, value) => {
    expect(parseYenText(text, null)).toEqual({ ok: true, value });
  });

  it("reads empty as the default it is given, or refuses it", () => {
    expect(parseYenText("  ", 0)).toEqual({ ok: true, value: 0 });
    expect(parseYenText("", null)).toEqual({ ok: false, error: "required" });
  });

  it.each([
    ["abc", "digitsOnly"],
    ["1.5", "digitsOnly"],
    ["50万5千", "digitsOnly"],
    ["-100", "negative"],
    ["1000000001", "tooLarge"],
    ["9".repeat(30), "tooLarge"],
  ] as const)("refuses %s with %s", (text, error) => {
    expect(parseYenText(text, 0)).toEqual({ ok: false, error });
  });
});

describe("parseRateText", () => {
  it.each([
    ["3.9", 3.9],
    ["３．９", 3.9],
    ["3.9%", 3.9],
    ["４．５％", 4.5],
    ["0", 0],
  ])("reads %s as %d%%", (text, value) => {
    expect(parseRateText(text)).toEqual({ ok: true, value });
  });

  it.each([
    ["", "required"],
    ["abc", "rateFormat"],
    ["3.9.1", "rateFormat"],
    ["-1", "rateRange"],
  ] as const)("refuses %j with %s", (text, error) => {
    expect(parseRateText(text)).toEqual({ ok: false, error });
  });
});

describe("simulateLoanFromText", () => {
  const text = { downPayment: "", months: 60, rate: "3.9", bonus: null };

  it("works the loan from the fields as typed", () => {
    expect(simulateLoanFromText(3_000_000, text)).toEqual(simulateLoan(base));
    expect(simulateLoanFromText(3_000_000, { ...text, downPayment: "50万", rate: "３．９％", bonus: "10万" })).toEqual(
      simulateLoan({ ...base, downPaymentYen: 500_000, bonusYen: 100_000 }),
    );
  });

  it("names each field that does not read, without the refusals that weigh one field against another", () => {
    expect(simulateLoanFromText(3_000_000, { ...text, downPayment: "abc", rate: "", bonus: "" })).toEqual({
      ok: false,
      errors: { downPaymentYen: "digitsOnly", annualRatePercent: "required", bonusYen: "required" },
    });
    expect(simulateLoanFromText(3_000_000, { ...text, rate: "x", months: 90 })).toEqual({
      ok: false,
      errors: { annualRatePercent: "rateFormat", months: "monthsRange" },
    });
    expect(simulateLoanFromText(3_000_000, { ...text, rate: "x", bonus: "2000万" })).toEqual({
      ok: false,
      errors: { annualRatePercent: "rateFormat" },
    });
    expect(simulateLoanFromText(3_000_000, { ...text, rate: "20" })).toEqual({
      ok: false,
      errors: { annualRatePercent: "rateRange" },
    });
  });
});
