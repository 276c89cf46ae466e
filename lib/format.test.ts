import { describe, expect, it } from "vitest";
import {
  formatCalendarDate,
  formatJapanTime,
  formatList,
  formatMileage,
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

describe("formatList", () => {
  it("lists in each language's way", () => {
    expect(formatList("ja", ["下書き（1台）", "売約済み（2台）"])).toBe("下書き（1台）、売約済み（2台）");
    expect(formatList("en", ["drafts (1)", "sold (2)", "gone (1)"])).toBe("drafts (1), sold (2), and gone (1)");
  });
});
