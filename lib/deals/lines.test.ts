import { describe, expect, it } from "vitest";
import { totalPaymentYen } from "@/lib/vehicles/price";
import {
  DEAL_LINE_KINDS,
  linesFromVehicles,
  linesInWords,
  salePricesOf,
  signOf,
  taxClassOf,
  type DealLineKind,
} from "./lines";
import { dealTotals } from "./tax";

describe("deal line kinds", () => {
  it("put the four 法定費用 outside the tax, the trade-in outside the price, the rest at the standard rate", () => {
    expect(Object.fromEntries(DEAL_LINE_KINDS.map((kind) => [kind, taxClassOf(kind)]))).toEqual({
      body: "standard",
      option: "standard",
      bodyWork: "standard",
      fee: "standard",
      weightTax: "outOfScope",
      compulsoryInsurance: "exempt",
      stamps: "outOfScope",
      recyclingDeposit: "exempt",
      discount: "standard",
      tradeIn: null,
    });
  });

  it("take off only the discount and the trade-in", () => {
    expect(DEAL_LINE_KINDS.filter((kind) => signOf(kind) < 0)).toEqual(["discount", "tradeIn"]);
  });
});

describe("the lines a deal opens with", () => {
  const priced = { vehicleId: 7, name: "いすゞ エルフ 平ボディ", priceBodyYen: 4_980_000, priceFeesYen: 320_000 };

  it("total the 支払総額 the vehicle's page showed, body and 諸費用 apart", () => {
    const lines = linesFromVehicles([priced], "ja");
    expect(lines).toEqual([
      { kind: "body", label: "いすゞ エルフ 平ボディ", amountYen: 4_980_000, vehicleId: 7 },
      { kind: "fee", label: "諸費用", amountYen: 320_000, vehicleId: null },
    ]);
    expect(dealTotals(lines).amountDueYen).toBe(totalPaymentYen(priced));
  });

  it("are 0 for a price on request, labelled in the request's language, one pair per vehicle", () => {
    const onRequest = { vehicleId: 8, name: "Hino Ranger", priceBodyYen: null, priceFeesYen: 150_000 };
    const lines = linesFromVehicles([priced, onRequest], "en");
    expect(lines.map((line) => [line.kind, line.label, line.amountYen])).toEqual([
      ["body", "いすゞ エルフ 平ボディ", 4_980_000],
      ["fee", "Other costs", 320_000],
      ["body", "Hino Ranger", 0],
      ["fee", "Other costs", 0],
    ]);
    expect(dealTotals(linesFromVehicles([onRequest], "en")).amountDueYen).toBe(0);
    expect(linesFromVehicles([], "ja")).toEqual([]);
  });

  it("read in the history as label and amount, what comes off with a minus", () => {
    expect(
      linesInWords([
        { kind: "body", label: "本体", amountYen: 4_980_000 },
        { kind: "discount", label: "値引き", amountYen: 50_000 },
        { kind: "tradeIn", label: "下取車", amountYen: 0 },
      ]),
    ).toEqual(["本体 4,980,000", "値引き -50,000", "下取車 0"]);
  });
});

describe("what each vehicle of a closed deal sold for", () => {
  const body = (vehicleId: number, amountYen: number) => ({ kind: "body" as const, amountYen, vehicleId });
  const line = (kind: DealLineKind, amountYen: number) => ({ kind, amountYen, vehicleId: null });
  it.each([
    [
      "one vehicle: body, options and the dealer's fees, less the discount",
      [body(1, 4_000_000), line("option", 200_000), line("fee", 150_000), line("discount", 50_000)],
      [[1, 4_300_000]],
    ],
    [
      "what is passed on and the trade-in are not its price",
      [
        body(1, 4_000_000),
        line("weightTax", 24_600),
        line("compulsoryInsurance", 30_000),
        line("recyclingDeposit", 12_000),
        line("tradeIn", 500_000),
      ],
      [[1, 4_000_000]],
    ],
    [
      "two vehicles share the extras by their bodies, the odd yen to the first",
      [body(1, 3_000_000), body(2, 1_000_000), line("fee", 100_001)],
      [
        [1, 3_075_001],
        [2, 1_025_000],
      ],
    ],
    [
      "a body at 0 with another still shares by the bodies",
      [body(1, 0), body(2, 2_000_000), line("fee", 100_000)],
      [
        [1, 0],
        [2, 2_100_000],
      ],
    ],
    [
      "a body line without a listed vehicle is no sale",
      [{ kind: "body" as const, amountYen: 1_000_000, vehicleId: null }],
      [],
    ],
  ])("%s", (_, lines, expected) => {
    expect(salePricesOf(lines).map(({ vehicleId, salePriceYen }) => [vehicleId, salePriceYen])).toEqual(expected);
  });
});
