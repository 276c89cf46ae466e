import { describe, expect, it } from "vitest";
import {
  formatCalendarDate,
  formatJapanTime,
  formatJapanTimeWithZone,
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
    expect(formatJapanTime("en", moment, "date")).toBe("Mon, 23 Nov 2026");
    expect(formatJapanTime("ja", moment)).toBe("2026年11月23日（月） 8:30");
    expect(formatJapanTime("en", moment)).toBe("Mon, 23 Nov 2026, 08:30");
  });

  it("names the zone for a reader abroad, in English", () => {
    expect(formatJapanTimeWithZone("en", moment)).toBe("Mon, 23 Nov 2026, 08:30 JST");
    expect(formatJapanTimeWithZone("ja", moment)).toBe("2026年11月23日（月） 8:30");
  });
});

describe("calendar dates and exact amounts", () => {
  it("write a date as written, in either language", () => {
    expect(formatCalendarDate("ja", "12-29", "monthDay")).toBe("12月29日");
    expect(formatCalendarDate("en", "2026-12-29", "monthDay")).toBe("29 December");
    expect(formatCalendarDate("ja", "2007-06-01", "long")).toBe("2007年6月1日");
    expect(formatCalendarDate("en", "2017-03-12", "long")).toBe("12 March 2017");
  });

  it.each([
    ["ja", "2026-11-28", "2026年11月28日（土）"],
    ["ja", "2027-01-04", "2027年1月4日（月）"],
    ["en", "2026-11-28", "Sat, 28 Nov 2026"],
  ] as const)("write every date one way, weekday and all: %s %s", (locale, date, written) => {
    expect(formatCalendarDate(locale, date, "full")).toBe(written);
    // A moment of that day in Japan reads the same, whether it is a deadline or when something happened.
    expect(formatJapanTime(locale, new Date(`${date}T00:00:00+09:00`), "date")).toBe(written);
    expect(formatJapanTime(locale, new Date(`${date}T23:59:00+09:00`), "date")).toBe(written);
  });

  it("write fees to the yen, in English with the ¥ every English price has", () => {
    expect(formatYen("ja", 27_500)).toBe("27,500円");
    expect(formatYen("en", 27_500)).toBe("¥27,500");
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

  it("makes one formatter per language and type, not one per call (twenty cards list their highlights)", () => {
    const Made = Intl.ListFormat;
    const made: string[] = [];
    const counted = class extends Made {
      constructor(tag?: Intl.LocalesArgument, options?: Intl.ListFormatOptions) {
        super(tag, options);
        made.push(`${String(tag)} ${options?.type}`);
      }
    };
    Object.defineProperty(Intl, "ListFormat", { value: counted, configurable: true, writable: true });
    try {
      for (const [locale, type] of [
        ["ja", "unit"],
        ["ja", "unit"],
        ["en", "unit"],
        ["en", "unit"],
        ["en", "disjunction"],
        ["en", "disjunction"],
      ] as const)
        expect(formatList(locale, ["a", "b"], type)).toBeTruthy();
      expect(made).toEqual(["ja-JP unit", "en-US unit", "en-US disjunction"]);
    } finally {
      Object.defineProperty(Intl, "ListFormat", { value: Made, configurable: true, writable: true });
    }
  });
});
