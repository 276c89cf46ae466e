import { describe, expect, it } from "vitest";
import { bracedText, fillReply, unknownPlaceholders } from "./reply-text";

const values = {
  requestNumber: "12",
  customerName: "山田 太郎",
  vehicleName: "日野 レンジャー（管理番号 1001）",
  totalPrice: "4,980,000円",
  vehicleUrl: "https://example.test/jp/sale/item/a1",
  company: "トラック販売",
  staffName: "営業 佐藤",
  signature: "――\nトラック販売\n担当：営業 佐藤",
};

describe("reply placeholders", () => {
  it.each([
    ["{お客様名} 様", "山田 太郎 様"],
    ["Dear {customerName},", "Dear 山田 太郎,"],
    [
      "{車両名} {支払総額} {車両URL}",
      "日野 レンジャー（管理番号 1001） 4,980,000円 https://example.test/jp/sale/item/a1",
    ],
    ["受付番号 {受付番号} / #{requestNumber}", "受付番号 12 / #12"],
    ["{会社名}", "トラック販売"],
    ["{担当者名}です。\n\n{signature}", "営業 佐藤です。\n\n――\nトラック販売\n担当：営業 佐藤"],
    ["{unknown} stays, {} too", "{unknown} stays, {} too"],
  ])("fills %j", (text, filled) => {
    expect(fillReply(text, values)).toBe(filled);
  });

  it.each<[string, string[]]>([
    ["{お客様名} {vehicleUrl}", []],
    ["no braces at all", []],
    ["{会社名}{company} 様", []],
    // Anything else in braces is quoted back as written: an unknown name, a space, another spelling.
    ["{お名前} {price}", ["{お名前}", "{price}"]],
    ["{customer Name} 様", ["{customer Name}"]],
    ["{ customerName }", ["{ customerName }"]],
    ["{customerName }{ お客様名}", ["{customerName }", "{ お客様名}"]],
    ["{CustomerName} {customername}", ["{CustomerName}", "{customername}"]],
    ["{}", ["{}"]],
    ["{price} and {price} again", ["{price}"]],
    // Full-width braces, as a Japanese keyboard types them, are braces too.
    ["｛お客様名｝ 様", ["｛お客様名｝"]],
    ["{お客様名｝ 様", ["{お客様名｝"]],
    // A brace left open or closed alone, with the word beside it; doubled braces around a placeholder.
    ["{customerName 様", ["{customerName"]],
    ["Dear customerName},", ["customerName}"]],
    ["{{customerName}}", ["{", "}"]],
    ["{お客様名\n} 様", ["{お客様名", "}"]],
    // Quoted at a bounded length, however long the text in braces.
    [`{${"あ".repeat(41)}}`, [`{${"あ".repeat(20)}`, `${"あ".repeat(20)}}`]],
  ])("names what is not a placeholder in %j", (text, unknown) => {
    expect(unknownPlaceholders(text)).toEqual(unknown);
  });

  it.each<[string, string[]]>([
    ["山田 太郎 様\nお見積もりをお送りします。", []],
    ["{お客様名} 様", ["{お客様名}"]],
    ["{customerName}, {price}", ["{customerName}", "{price}"]],
    ["｛会社名｝", ["｛会社名｝"]],
    ["closing}", ["closing}"]],
  ])("finds every brace in %j", (text, braced) => {
    expect(bracedText(text)).toEqual(braced);
  });
});
