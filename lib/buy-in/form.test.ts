import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { offerAnswerSchema, offerSchema, purchaseSchema, stockVehicleSchema } from "./form";
import { BUY_IN_PRICE_MAX_YEN, OFFER_NOTE_MAX } from "./terms";

type Parsed = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };

/** Each refused field's first code (the message without its value), as the form shows it. */
function refusals(schema: { safeParse(input: unknown): Parsed }, input: Record<string, string>) {
  const found: Record<string, string> = {};
  for (const issue of schema.safeParse(input).error?.issues ?? [])
    found[String(issue.path[0])] ??= issue.message.split(":")[0];
  return found;
}

describe("the offer form", () => {
  // 13:55 on Monday 7 December in Japan.
  beforeEach(() => vi.useFakeTimers({ now: new Date("2026-12-07T04:55:00Z"), toFake: ["Date"] }));
  afterEach(() => vi.useRealTimers());

  it("reads an amount as staff type it, in 万 or in yen", () => {
    for (const [typed, yen] of [
      ["180万", 1_800_000],
      ["１８０万円", 1_800_000],
      ["1,800,000", 1_800_000],
      ["¥1800000", 1_800_000],
      ["180.5万", 1_805_000],
    ] as const)
      expect(offerSchema.parse({ amountYen: typed, validUntil: "2026-12-14", note: "", mail: "" }).amountYen).toBe(yen);
  });

  it("names what is wrong with each field, and takes no day before today in Japan", () => {
    expect(refusals(offerSchema, { amountYen: "", validUntil: "2026-12-06", note: "" })).toEqual({
      amountYen: "required",
      validUntil: "validUntilPast",
    });
    expect(refusals(offerSchema, { amountYen: "百万", validUntil: "2026-02-30" })).toEqual({
      amountYen: "integer",
      validUntil: "invalidFormat",
    });
    expect(refusals(offerSchema, { amountYen: "0", validUntil: "2026-12-07" })).toEqual({ amountYen: "minValue" });
    expect(refusals(offerSchema, { amountYen: String(BUY_IN_PRICE_MAX_YEN + 1), validUntil: "2026-12-07" })).toEqual({
      amountYen: "maxValue",
    });
    expect(
      refusals(offerSchema, { amountYen: "180万", validUntil: "2026-12-07", note: "あ".repeat(OFFER_NOTE_MAX + 1) }),
    ).toEqual({ note: "maxLength" });
  });

  it("mails the offer only when ticked, and keeps the note's lines", () => {
    const offer = offerSchema.parse({
      amountYen: "180万",
      validUntil: "2026-12-14",
      note: "一行目\n二行目",
      mail: "on",
    });
    expect(offer).toEqual({ amountYen: 1_800_000, validUntil: "2026-12-14", note: "一行目\n二行目", mail: true });
    expect(offerSchema.parse({ amountYen: "180万", validUntil: "2026-12-14" }).mail).toBe(false);
  });
});

describe("the other buy-in forms", () => {
  it("take an answer of the two there are", () => {
    expect(offerAnswerSchema.parse({ answer: "accepted" })).toEqual({ answer: "accepted" });
    expect(refusals(offerAnswerSchema, { answer: "" })).toEqual({ answer: "chooseOne" });
    expect(refusals(offerAnswerSchema, { answer: "pending" })).toEqual({ answer: "chooseOne" });
  });

  it("take a purchase with its payment day, paid or not yet", () => {
    expect(purchaseSchema.parse({ priceYen: "175万", paymentDueOn: "2026-12-10", paidOn: "" })).toEqual({
      priceYen: 1_750_000,
      paymentDueOn: "2026-12-10",
      paidOn: null,
    });
    expect(refusals(purchaseSchema, { priceYen: "", paymentDueOn: "", paidOn: "2026-13-01" })).toEqual({
      priceYen: "required",
      paymentDueOn: "invalidFormat",
      paidOn: "invalidFormat",
    });
  });

  it("ask for each of the three masters a stock vehicle cannot be without", () => {
    expect(stockVehicleSchema.parse({ makerId: "3", loadClassId: "2", bodyTypeId: "7" })).toEqual({
      makerId: 3,
      loadClassId: 2,
      bodyTypeId: 7,
    });
    expect(refusals(stockVehicleSchema, { makerId: "", loadClassId: "x", bodyTypeId: "99999999999" })).toEqual({
      makerId: "chooseOne",
      loadClassId: "chooseOne",
      bodyTypeId: "chooseOne",
    });
  });
});
