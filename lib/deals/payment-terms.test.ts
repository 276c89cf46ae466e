import { describe, expect, it } from "vitest";
import { isJapaneseHoliday } from "@/lib/business/holidays";
import { defaultDeposit, defaultPaymentTerms, moneyOwed, paymentPart, type PaymentTerms } from "./payment-terms";

describe("the deposit", () => {
  it.each([
    [5_280_000, 528_000],
    [5_280_001, 529_000],
    [4_989_000, 499_000],
    [10_000, 1_000],
    [800, 800],
    [0, 0],
  ])("of %i yen due is 10%% rounded up to ¥1,000, never above it: %i", (amountDue, deposit) => {
    expect(defaultDeposit(amountDue)).toBe(deposit);
  });
});

describe("the days money is due", () => {
  it.each([
    // A Monday: Thursday for the deposit, two weeks later for the balance.
    ["stock sale on a Monday", false, "2026-12-07", null, "2026-12-10", "2026-12-21"],
    // From Friday the 25th: the year-end closure (29 Dec – 3 Jan), the weekends and 成人の日 (11 Jan) do not count.
    ["stock sale before the year end", false, "2026-12-25", null, "2027-01-05", "2027-01-15"],
    // Golden Week: 3–5 May 2027 are holidays.
    ["stock sale before Golden Week", false, "2027-04-30", null, "2027-05-10", "2027-05-19"],
    ["auction, the win not yet dated", true, "2026-12-07", null, "2026-12-08", "2026-12-10"],
    ["auction won on the 28th", true, "2026-12-21", "2026-12-28", "2026-12-22", "2027-01-06"],
  ])("%s", (_, auction, orderedOn, wonOn, depositDueOn, balanceDueOn) => {
    const terms = defaultPaymentTerms({ auction, amountDueYen: 1_000_000, orderedOn, wonOn }, isJapaneseHoliday);
    expect(terms).toEqual({ depositYen: 100_000, depositDueOn, balanceDueOn });
  });
});

describe("what is owed and late", () => {
  const terms: PaymentTerms = { depositYen: 500_000, depositDueOn: "2026-12-10", balanceDueOn: "2026-12-21" };
  const total = 5_000_000;
  it.each([
    ["nothing paid, before any day", 0, "2026-12-10", { part: "deposit", amountYen: 500_000 }, 0, 0],
    ["nothing paid, the deposit a day late", 0, "2026-12-11", { part: "deposit", amountYen: 500_000 }, 500_000, 1],
    ["part of the deposit paid, late", 200_000, "2026-12-14", { part: "deposit", amountYen: 300_000 }, 300_000, 4],
    ["the deposit paid", 500_000, "2026-12-21", { part: "balance", amountYen: 4_500_000 }, 0, 0],
    [
      "the deposit paid, the balance late",
      500_000,
      "2026-12-22",
      { part: "balance", amountYen: 4_500_000 },
      4_500_000,
      1,
    ],
    ["all paid", 5_000_000, "2027-01-30", null, 0, 0],
  ])("%s", (_, paid, today, next, overdueYen, daysOverdue) => {
    const owed = moneyOwed(total, terms, paid, today);
    expect(owed.owedYen).toBe(total - paid);
    expect(owed.next && { part: owed.next.part, amountYen: owed.next.amountYen }).toEqual(next);
    expect([owed.overdueYen, owed.daysOverdue]).toEqual([overdueYen, daysOverdue]);
  });
});

describe("what a receipt says a payment was for", () => {
  it.each([
    ["all at once", 0, 5_000_000, "whole"],
    ["the deposit", 0, 500_000, "deposit"],
    ["part of the deposit, then its rest", 200_000, 300_000, "deposit"],
    ["the balance after the deposit", 500_000, 4_500_000, "balance"],
    ["a part of the balance", 1_000_000, 1_000_000, "balance"],
  ] as const)("%s", (_, paidBefore, amount, part) => {
    expect(paymentPart(paidBefore, amount, 5_000_000, 500_000)).toBe(part);
  });
});
