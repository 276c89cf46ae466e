import { describe, expect, it } from "vitest";
import { readPdf } from "@/test/pdf-text";
import type { Locale } from "@/lib/i18n/locales";
import { documentContent } from "./content";
import { DEAL_LINES_MAX, type DealLineInput } from "./lines";
import { renderDealDocument } from "./pdf";

const LINES: Pick<DealLineInput, "kind" | "label" | "amountYen">[] = [
  { kind: "body", label: "いすゞ エルフ 2t 平ボディ", amountYen: 5_000_000 },
  { kind: "fee", label: "諸費用", amountYen: 275_400 },
  { kind: "weightTax", label: "自動車重量税", amountYen: 24_600 },
  { kind: "compulsoryInsurance", label: "自賠責保険料", amountYen: 27_180 },
  { kind: "recyclingDeposit", label: "リサイクル預託金", amountYen: 15_000 },
  { kind: "discount", label: "値引き", amountYen: 100_000 },
  { kind: "tradeIn", label: "日野 デュトロ 2012年式", amountYen: 500_000 },
];

const quote = (locale: Locale, more: Partial<Parameters<typeof documentContent>[0]> = {}) =>
  documentContent({
    kind: "quote",
    no: 12,
    locale,
    issuedOn: "2026-12-07",
    validUntil: "2026-12-21",
    requestNo: 4321,
    recipientName: "山田 太郎",
    recipientCompany: "山田運送株式会社",
    lines: LINES,
    replacesNo: 11,
    ...more,
  });

const TERMS = { depositYen: 475_000, depositDueOn: "2026-12-10", balanceDueOn: "2026-12-21" };

describe("renderDealDocument", () => {
  // 10%: 5,000,000 + 275,400 − 100,000 = 5,175,400, tax inside floor(5,175,400 × 10 / 110) = 470,490;
  // 非課税 27,180 + 15,000; 不課税 24,600; total 5,242,180; less the trade-in, 4,742,180 to pay.
  it("prints a Japanese quote's 適格請求書 fields, lines, totals per rate and what it replaces on one A4 page", async () => {
    const pdf = await renderDealDocument(quote("ja"));
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const { text, pages, sizes } = await readPdf(pdf);
    expect(pages).toBe(1);
    expect(sizes[0].width).toBeCloseTo(595.28, 1);
    expect(sizes[0].height).toBeCloseTo(841.89, 1);
    for (const words of [
      "御見積書",
      "Q-000012",
      "山田運送株式会社御中",
      "山田太郎様",
      "2026年12月7日",
      "有効期限2026年12月21日",
      "受付番号4321",
      "東邦トラック販売株式会社",
      "〒455-0027",
      "登録番号T1180001234567",
      "いすゞエルフ2t平ボディ課税10%5,000,000円",
      "自動車重量税不課税24,600円",
      "自賠責保険料非課税27,180円",
      "値引き課税10%−100,000円",
      "10%対象5,175,400円（内消費税470,490円）",
      "非課税42,180円",
      "不課税24,600円",
      "合計5,242,180円",
      "下取車充当額日野デュトロ2012年式−500,000円",
      "お支払総額4,742,180円",
      "本書はQ-000011を差し替えます。",
    ]) {
      expect(text).toContain(words);
    }
  });

  it("prints an English quote in English, to a private buyer, replacing nothing", async () => {
    const pdf = await renderDealDocument(quote("en", { recipientCompany: null, replacesNo: null }));
    const { text, pages } = await readPdf(pdf);
    expect(pages).toBe(1);
    for (const words of [
      "QUOTATION",
      "Q-000012",
      "山田太郎",
      "7December2026",
      "Validuntil21December2026",
      "Registrationno.T1180001234567",
      "TohoTruckSalesCo.,Ltd.",
      "Subjectto10%¥5,175,400(incl.tax¥470,490)",
      "Exemptfromtax¥42,180",
      "Outsidethescopeoftax¥24,600",
      "Total¥5,242,180",
      "Trade-inallowance日野デュトロ2012年式−¥500,000",
      "Amountdue¥4,742,180",
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain("御中");
    expect(text).not.toContain("replaces");
  });

  // The deal above: 4,742,180 due, 475,000 of it paid as the deposit; 4,267,180 billed.
  it("prints a Japanese 適格請求書 with what is paid, what it asks, by when and where to transfer it", async () => {
    const pdf = await renderDealDocument(
      quote("ja", {
        kind: "invoice",
        validUntil: null,
        terms: TERMS,
        billing: { paidYen: 475_000, dueOn: "2026-12-21" },
      }),
    );
    const { text, pages } = await readPdf(pdf);
    expect(pages).toBe(1);
    for (const words of [
      "御請求書",
      "請求書番号INV-000012",
      "山田太郎様",
      "登録番号T1180001234567",
      "10%対象5,175,400円（内消費税470,490円）",
      "非課税42,180円",
      "不課税24,600円",
      "ご請求金額4,267,180円",
      "お支払期限2026年12月21日",
      "お支払済み額475,000円",
      "お振込先",
      "三菱UFJ銀行",
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain("有効期限");
  });

  it("prints an English order form with its terms and the signature box, and a receipt for a payment", async () => {
    const order = await readPdf(
      await renderDealDocument(quote("en", { kind: "order", validUntil: null, replacesNo: null, terms: TERMS })),
    );
    for (const words of [
      "ORDERFORM",
      "Orderno.OR-000012",
      "Balance¥4,267,180by21December2026",
      "Deposit¥475,000by10December2026",
      "Customer'ssignature",
    ])
      expect(order.text).toContain(words);
    const receipt = await readPdf(
      await renderDealDocument(
        quote("ja", {
          kind: "receipt",
          validUntil: null,
          replacesNo: null,
          payment: { amountYen: 475_000, receivedOn: "2026-12-09", method: "transfer", part: "deposit" },
        }),
      ),
    );
    for (const words of [
      "領収書",
      "RC-000012",
      "領収金額475,000円",
      "但し、お車代の手付金として",
      "受領日2026年12月9日",
      "銀行振込",
      "登録番号T1180001234567",
    ])
      expect(receipt.text).toContain(words);
    expect(receipt.text).not.toContain("自動車重量税");
  });

  it("keeps the most lines a deal may have, long labels cut, on one page, embedding only the glyphs used", async () => {
    const lines = Array.from({ length: DEAL_LINES_MAX }, (_, i) => ({
      kind: i % 2 ? ("option" as const) : ("fee" as const),
      label: `架装オプション ${i + 1} ${"クレーン用ラジコン追加工事・".repeat(6)}`,
      amountYen: 123_456_789,
    }));
    const pdf = await renderDealDocument(quote("ja", { lines }));
    const { text, pages } = await readPdf(pdf);
    expect(pages).toBe(1);
    expect(text).toContain("架装オプション20");
    expect(text).toContain("お支払総額");
    // An invoice adds what is paid and billed and the account beside the totals, and still fits.
    const invoice = await readPdf(
      await renderDealDocument(quote("ja", { kind: "invoice", lines, billing: { paidYen: 0, dueOn: "2026-12-21" } })),
    );
    expect(invoice.pages).toBe(1);
    expect(invoice.text).toContain("本書はINV-000011を差し替えます。");
    // The font files are 5 MB each: a file this small holds only a subset of them.
    expect(pdf.byteLength).toBeLessThan(200_000);
  });
});
