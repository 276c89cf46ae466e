import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { japanDate } from "@/lib/business/calendar";
import {
  dealLinesFormValues,
  dealLinesOf,
  dealLinesSchema,
  deliverySchema,
  issueOrderSchema,
  issueQuoteSchema,
  lineFieldName,
  paymentSchema,
} from "./form";
import { quoteValidUntil } from "./document-kinds";
import { DEAL_LINES_MAX, DEAL_TOTAL_MAX_YEN, LINE_YEN_MAX } from "./lines";

type Row = [kind: string, label: string, yen: string, vehicle?: string];

/** The form as posted: the given rows, then blank ones (a kind left chosen, as a select sends it) up to the last. */
function posted(rows: Row[]): Record<string, string> {
  const form: Record<string, string> = {};
  for (let i = 0; i < DEAL_LINES_MAX; i++) {
    const [kind, label, yen, vehicle = ""] = rows[i] ?? ["option", "", "", ""];
    Object.assign(form, {
      [lineFieldName(i, "Kind")]: kind,
      [lineFieldName(i, "Label")]: label,
      [lineFieldName(i, "Yen")]: yen,
      [lineFieldName(i, "Vehicle")]: vehicle,
    });
  }
  return form;
}

/** Each refused field's code (the message without its value). */
function refusals(rows: Row[]): Record<string, string> {
  const result = dealLinesSchema.safeParse(posted(rows));
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message.split(":")[0]]));
}

describe("the deal lines form", () => {
  it("drops blank rows and keeps the order of the rest, reading 498万", () => {
    const form = posted([
      ["body", " いすゞ エルフ ", "498万", "7"],
      ["option", "", ""],
      ["weightTax", "自動車重量税", "２４，６００円"],
      ["fee", "諸費用", "¥275,400"],
    ]);
    const values = dealLinesSchema.parse(form);
    expect(dealLinesOf(values)).toEqual([
      { kind: "body", label: "いすゞ エルフ", amountYen: 4_980_000, vehicleId: 7 },
      { kind: "weightTax", label: "自動車重量税", amountYen: 24_600, vehicleId: null },
      { kind: "fee", label: "諸費用", amountYen: 275_400, vehicleId: null },
    ]);
  });

  it("gives the saved lines back as the form's text", () => {
    const lines = [
      { kind: "body" as const, label: "本体", amountYen: 4_980_000, vehicleId: 7 },
      { kind: "discount" as const, label: "値引き", amountYen: 80_000, vehicleId: null },
    ];
    const text = dealLinesFormValues(lines);
    expect(text).toMatchObject({ line0Kind: "body", line0Yen: "4980000", line0Vehicle: "7", line1Vehicle: "" });
    expect(dealLinesOf(dealLinesSchema.parse({ ...posted([]), ...text }))).toEqual(lines);
  });

  it("asks for a label once an amount is typed, and for an amount once a label is, at that row's cell", () => {
    expect(
      refusals([
        ["body", "本体", "4980000"],
        ["fee", "諸費用", "300000"],
        ["option", "ETC", "20000"],
        ["weightTax", "", "24600"],
        ["stamps", "印紙代", ""],
      ]),
    ).toEqual({ line3Label: "required", line4Yen: "required" });
    expect(refusals([["", "本体", "100"]])).toEqual({ line0Kind: "chooseOne" });
  });

  it("refuses a form without lines, at the first row", () => {
    expect(refusals([])).toEqual({ line0Label: "noLines" });
  });

  it("refuses amounts that are no yen or past a line's limit", () => {
    expect(refusals([["body", "本体", "498.5円"]])).toEqual({ line0Yen: "integer" });
    expect(refusals([["body", "本体", "-5"]])).toEqual({ line0Yen: "integer" });
    expect(refusals([["body", "本体", String(LINE_YEN_MAX + 1)]])).toEqual({ line0Yen: "maxValue" });
    expect(refusals([["body", "本体", String(LINE_YEN_MAX)]])).toEqual({});
  });

  it("refuses discounts beyond the taxed total, at the first discount", () => {
    const rows: Row[] = [
      ["body", "本体", "1000000"],
      ["weightTax", "重量税", "500000"],
      ["discount", "値引き", "600000"],
      ["discount", "端数値引き", "400000"],
    ];
    expect(refusals(rows)).toEqual({});
    expect(refusals([...rows, ["discount", "追加値引き", "1"]])).toEqual({ line2Yen: "discountExceeds" });
  });

  it("refuses a trade-in beyond the total, at the trade-in", () => {
    const rows: Row[] = [
      ["body", "本体", "1000000"],
      ["discount", "値引き", "100000"],
      ["stamps", "印紙代", "100000"],
    ];
    expect(refusals([...rows, ["tradeIn", "下取車", "1000000"]])).toEqual({});
    expect(refusals([...rows, ["tradeIn", "下取車", "1000001"]])).toEqual({ line3Yen: "tradeInExceeds" });
  });

  it("refuses lines adding up past the deal's limit, at the last line", () => {
    const half = String(DEAL_TOTAL_MAX_YEN / 2);
    expect(
      refusals([
        ["body", "本体", half],
        ["body", "本体", half],
      ]),
    ).toEqual({});
    expect(
      refusals([
        ["body", "本体", half],
        ["body", "本体", half],
        ["option", "ETC", "1"],
        ["tradeIn", "下取車", "1"],
      ]),
    ).toEqual({ line3Yen: "dealTotalTooHigh" });
  });
});

describe("the issue form", () => {
  // 13:55 in Japan on 31 December, so "today" and the schema's today are one day whatever the hour the test runs at.
  const NOW = new Date("2026-12-31T04:55:00Z");
  const today = japanDate(NOW);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("takes a valid-until date from today on, the language and the mail box", () => {
    expect(issueQuoteSchema.parse({ validUntil: quoteValidUntil(today), locale: "en", mail: "on" })).toEqual({
      validUntil: quoteValidUntil(today),
      locale: "en",
      mail: true,
    });
    expect(issueQuoteSchema.parse({ validUntil: today, locale: "ja" }).mail).toBe(false);
  });

  it("refuses a valid-until date in the past or no date at all", () => {
    const past = issueQuoteSchema.safeParse({ validUntil: "2020-01-01", locale: "ja", mail: "on" });
    expect(past.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [["validUntil"], "validUntilPast"],
    ]);
    expect(issueQuoteSchema.safeParse({ validUntil: "2026-02-30", locale: "ja" }).success).toBe(false);
    expect(issueQuoteSchema.safeParse({ validUntil: today, locale: "fr" }).success).toBe(false);
  });

  const codes = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message.split(":")[0]]),
    );

  it.each([
    [
      "a deposit typed in 万, the balance due the same day",
      { depositYen: "32万", depositDueOn: today, balanceDueOn: today },
      {},
    ],
    ["no deposit at all is 0, not missing", { depositYen: "0", depositDueOn: today, balanceDueOn: today }, {}],
    ["a blank deposit", { depositYen: "", depositDueOn: today, balanceDueOn: today }, { depositYen: "required" }],
    [
      "the balance before the deposit",
      { depositYen: "1", depositDueOn: "2027-01-05", balanceDueOn: "2027-01-04" },
      { balanceDueOn: "balanceBeforeDeposit" },
    ],
  ])("the order form: %s", (_, fields, refused) => {
    expect(codes(issueOrderSchema.safeParse({ ...fields, locale: "ja", mail: "on" }))).toEqual(refused);
  });

  it.each([
    ["received today, ¥1", { receivedOn: today, amountYen: "1" }, {}],
    ["received tomorrow", { receivedOn: "2027-01-01", amountYen: "1" }, { receivedOn: "receivedInFuture" }],
    ["nothing received", { receivedOn: today, amountYen: "0" }, { amountYen: "minValue" }],
    ["words for an amount", { receivedOn: today, amountYen: "全額" }, { amountYen: "integer" }],
  ])("the payment form: %s", (_, fields, refused) => {
    const form = { method: "transfer", receipt: "on", mail: "on", locale: "ja", ...fields };
    expect(codes(paymentSchema.safeParse(form))).toEqual(refused);
  });

  it("refuses a card as a payment method: the trade takes none", () => {
    const form = { receivedOn: today, amountYen: "1", method: "card", locale: "ja" };
    expect(codes(paymentSchema.safeParse(form))).toEqual({ method: "chooseOne" });
  });

  it.each([
    ["delivered today, the rest blank", { deliveredOn: today }, {}],
    ["名義変更 and 陸送 planned ahead", { registeredOn: "2027-01-06", transportOn: "2027-01-07" }, {}],
    ["delivered tomorrow", { deliveredOn: "2027-01-01" }, { deliveredOn: "deliveredInFuture" }],
  ])("the delivery form: %s", (_, fields, refused) => {
    const blank = {
      registeredOn: "",
      inspectedOn: "",
      carrier: "",
      transportOn: "",
      deliveryPlannedOn: "",
      deliveredOn: "",
    };
    expect(codes(deliverySchema.safeParse({ ...blank, ...fields }))).toEqual(refused);
  });
});
