import { describe, expect, it } from "vitest";
import { moneyOwed } from "./payment-terms";
import { dealProgress, type ProgressInput } from "./progress";

const terms = { depositYen: 500_000, depositDueOn: "2026-12-10", balanceDueOn: "2026-12-21" };
const deal = (paidYen: number, more: Partial<ProgressInput> = {}): ProgressInput => ({
  today: "2026-12-15",
  orderedOn: "2026-12-07",
  terms,
  owed: moneyOwed(5_000_000, terms, paidYen, "2026-12-15"),
  invoicedOn: null,
  registeredOn: null,
  inspectedOn: null,
  carrier: "",
  transportOn: null,
  deliveryPlannedOn: null,
  deliveredOn: null,
  ...more,
});
const states = (input: ProgressInput) => dealProgress(input).map(({ step, state }) => `${step}:${state}`);

describe("where a closed deal stands for its customer", () => {
  it("asks for the deposit first, with what is still to pay", () => {
    const steps = dealProgress(deal(200_000));
    expect(steps.map(({ step, state }) => `${step}:${state}`)).toEqual([
      "ordered:done",
      "deposit:next",
      "invoice:later",
      "balance:later",
      "registration:later",
      "delivery:later",
    ]);
    expect(steps[1]).toMatchObject({ on: "2026-12-10", amountYen: 300_000 });
  });

  it.each([
    ["deposit paid: the invoice comes next", deal(500_000), "invoice:next"],
    ["invoiced: the balance comes next", deal(500_000, { invoicedOn: "2026-12-14" }), "balance:next"],
    ["paid in full: 名義変更 comes next", deal(5_000_000, { invoicedOn: "2026-12-14" }), "registration:next"],
    [
      "a 陸送 planned for tomorrow is next, not done",
      deal(5_000_000, {
        invoicedOn: "2026-12-14",
        registeredOn: "2026-12-15",
        carrier: "中部陸送",
        transportOn: "2026-12-16",
      }),
      "transport:next",
    ],
    [
      "delivered: every step done",
      deal(5_000_000, { invoicedOn: "2026-12-14", registeredOn: "2026-12-14", deliveredOn: "2026-12-15" }),
      "delivery:done",
    ],
  ])("%s", (_, input, expected) => {
    expect(states(input)).toContain(expected);
    expect(states(input).filter((state) => state.endsWith(":next")).length).toBeLessThanOrEqual(1);
  });

  it("shows 車検 and 陸送 only when the deal has them, and no deposit step without a deposit", () => {
    const steps = states(
      deal(0, { terms: { ...terms, depositYen: 0 }, inspectedOn: "2026-12-12", carrier: "中部陸送" }),
    );
    expect(steps).toEqual([
      "ordered:done",
      "invoice:next",
      "balance:later",
      "registration:later",
      "inspection:done",
      "transport:later",
      "delivery:later",
    ]);
  });
});
