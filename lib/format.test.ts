import { describe, expect, it } from "vitest";
import {
  formatCalendarDate,
  formatJapanTime,
  formatList,
  formatMileage,
  formatPhone,
  formatPrice,
  formatYearMonth,
  formatYen,
} from "./format";

describe("formatPrice", () => {
  it("uses 万円 in Japanese and full yen in English", () => {
    expect(formatPrice("ja", 3_850_000)).toBe("385万円");
    expect(formatPrice("ja", 3_855_000)).toBe("385.5万円");
    expect(formatPrice("ja", 12_800_000)).toBe("1,280万円");
    expect(formatPrice("en", 3_850_000)).toBe("¥3,850,000");
  });

  it("keeps small amounts in yen", () => {
    expect(formatPrice("ja", 9_800)).toBe("￥9,800");
    expect(formatPrice("en", 0)).toBe("¥0");
  });
});

describe("formatMileage", () => {
  it("uses 万km in Japanese from 10,000 km", () => {
    expect(formatMileage("ja", 123_456)).toBe("12.3万km");
    expect(formatMileage("ja", 8_500)).toBe("8,500km");
    expect(formatMileage("en", 123_456)).toBe("123,456 km");
  });
});

describe("formatJapanTime", () => {
  // 23:30 UTC on 22 November is already 23 November in Japan.
  const moment = new Date("2026-11-22T23:30:00Z");
  it("reads every moment in Japan time, whatever the server's zone", () => {
    expect(formatJapanTime("ja", moment, "date")).toBe("2026年11月23日（月）");
    expect(formatJapanTime("en", moment, "longDate")).toBe("23 November 2026");
    expect(formatJapanTime("ja", moment)).toBe("2026年11月23日（月） 8:30");
    expect(formatJapanTime("en", moment)).toBe("23 Nov 2026, 08:30");
  });
});

describe("calendar dates and exact amounts", () => {
  it("write a date as written, in either language", () => {
    expect(formatCalendarDate("ja", "12-29", "monthDay")).toBe("12月29日");
    expect(formatCalendarDate("en", "2026-12-29", "monthDay")).toBe("29 December");
    expect(formatCalendarDate("ja", "2026-11-27", "full")).toBe("2026年11月27日金曜日");
  });

  it("write fees to the yen", () => {
    expect(formatYen("ja", 27_500)).toBe("27,500円");
    expect(formatYen("en", 27_500)).toBe("27,500 JPY");
  });
});

describe("formatYearMonth", () => {
  it("writes a month the way each language does", () => {
    expect(formatYearMonth("ja", { year: 1998, month: 4 })).toBe("1998年4月");
    expect(formatYearMonth("en", { year: 1998, month: 4 })).toBe("April 1998");
    expect(formatYearMonth("ja", { year: 2001, month: 12 })).toBe("2001年12月");
  });
});

describe("formatPhone", () => {
  it("writes mobile and IP numbers 3-4-4", () => {
    expect(formatPhone("09012345678")).toBe("090-1234-5678");
    expect(formatPhone("08012345678")).toBe("080-1234-5678");
    expect(formatPhone("05012345678")).toBe("050-1234-5678");
  });

  it("writes Tokyo and Osaka 2-4-4 and other fixed lines 3-3-4", () => {
    expect(formatPhone("0312345678")).toBe("03-1234-5678");
    expect(formatPhone("0612345678")).toBe("06-1234-5678");
    expect(formatPhone("0451234567")).toBe("045-123-4567");
  });

  it("writes free dial and navi dial 4-3-3, 0800 4-3-4", () => {
    expect(formatPhone("0120123456")).toBe("0120-123-456");
    expect(formatPhone("0570123456")).toBe("0570-123-456");
    expect(formatPhone("08001234567")).toBe("0800-123-4567");
  });

  it("leaves anything else as it came", () => {
    expect(formatPhone("12345")).toBe("12345");
    expect(formatPhone("090123456789")).toBe("090123456789");
    expect(formatPhone("")).toBe("");
  });
});

describe("formatList", () => {
  it("lists in each language's way", () => {
    expect(formatList("ja", ["下書き（1台）", "売約済み（2台）"])).toBe("下書き（1台）、売約済み（2台）");
    expect(formatList("en", ["drafts (1)", "sold (2)", "gone (1)"])).toBe("drafts (1), sold (2), and gone (1)");
  });
});
