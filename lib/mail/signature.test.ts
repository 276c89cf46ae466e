import { describe, expect, it } from "vitest";
import { mailSignature } from "./signature";

describe("the signature of a customer mail", () => {
  it.each([
    {
      locale: "ja" as const,
      staff: "山田 太郎",
      text: [
        "――――――――――――――――――――",
        "東邦トラック販売株式会社",
        "担当：山田 太郎",
        "〒455-0027 愛知県名古屋市港区船見町1-39",
        "TEL 0120-555-860（受付時間 平日 8:30〜18:00）",
        "営業時間 月〜土 8:30〜18:00（日曜・祝日定休）",
        "https://example.jp/jp",
      ],
    },
    {
      locale: "en" as const,
      staff: "Taro Yamada",
      text: [
        "--",
        "Taro Yamada",
        "Toho Truck Sales Co., Ltd.",
        "1-39 Funami-cho, Minato-ku, Nagoya, Aichi 455-0027, Japan",
        "Tel. +81 52-000-8600 (Monday to Friday 8:30–18:00 JST)",
        "Yard open Monday to Saturday, 8:30–18:00 JST",
        "https://example.jp/en",
      ],
    },
  ])("names the company, who signs, the address, the phone and the hours ($locale)", ({ locale, staff, text }) => {
    const url = `https://example.jp/${locale === "ja" ? "jp" : "en"}`;
    expect(mailSignature(locale, url, staff)).toBe(text.join("\n"));
    // What the site sends by itself is signed by the company alone.
    expect(mailSignature(locale, url)).toBe(text.filter((line) => line !== staff && !line.includes(staff)).join("\n"));
  });
});
