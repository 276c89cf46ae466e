import { describe, expect, it } from "vitest";
import { fillReply, unknownPlaceholders } from "./reply-text";

const values = {
  requestNumber: "12",
  customerName: "山田 太郎",
  vehicleName: "日野 レンジャー（管理番号 1001）",
  totalPrice: "4,980,000円",
  vehicleUrl: "https://example.test/jp/sale/item/a1",
  company: "トラック販売",
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
    ["{unknown} stays, {} too", "{unknown} stays, {} too"],
  ])("fills %j", (text, filled) => {
    expect(fillReply(text, values)).toBe(filled);
  });

  it.each([
    ["{お客様名} {vehicleUrl}", []],
    ["{お名前} {price}", ["お名前", "price"]],
    ["no braces at all", []],
    ["{ spaced }", []],
  ])("names the unknown ones in %j", (text, unknown) => {
    expect(unknownPlaceholders(text)).toEqual(unknown);
  });
});
