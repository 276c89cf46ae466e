import { describe, expect, it } from "vitest";
import {
  addBusinessDays,
  holidaySet,
  isBusinessDay,
  isYearEndClosure,
  japanSpreadsheetTime,
  YEAR_END_CLOSURE,
} from "./calendar";
import { holidaysFrom, isJapaneseHoliday } from "./holidays";

describe("the year-end closure", () => {
  it("runs from 29 December to 3 January, both included", () => {
    expect(YEAR_END_CLOSURE).toEqual({ from: "12-29", until: "01-03" });
    expect(isYearEndClosure("2027-12-28")).toBe(false);
    expect(isYearEndClosure("2027-12-29")).toBe(true);
    expect(isYearEndClosure("2027-12-31")).toBe(true);
    expect(isYearEndClosure("2028-01-01")).toBe(true);
    expect(isYearEndClosure("2028-01-03")).toBe(true);
    expect(isYearEndClosure("2028-01-04")).toBe(false);
    expect(isYearEndClosure("2027-06-30")).toBe(false);
  });

  it("makes weekdays that are not public holidays closed days", () => {
    // Wednesday 2027-12-29 and Monday 2029-12-31 are neither weekends nor public holidays.
    expect(isJapaneseHoliday("2027-12-29")).toBe(false);
    expect(isBusinessDay("2027-12-28", isJapaneseHoliday)).toBe(true);
    expect(isBusinessDay("2027-12-29", isJapaneseHoliday)).toBe(false);
    expect(isBusinessDay("2029-12-31", isJapaneseHoliday)).toBe(false);
    expect(isBusinessDay("2030-01-03", isJapaneseHoliday)).toBe(false);
    expect(isBusinessDay("2030-01-04", isJapaneseHoliday)).toBe(true);
  });
});

describe("business days", () => {
  it("skip weekends, public holidays and the year-end closure", () => {
    // Tuesday 2027-12-28: closed Wednesday 29 December to Monday 3 January: Tuesday 4 January.
    expect(addBusinessDays("2027-12-28", 1, isJapaneseHoliday)).toBe("2028-01-04");
    // Friday 2027-04-30 over Golden Week: May 6, 7, 10.
    expect(addBusinessDays("2027-04-30", 3, isJapaneseHoliday)).toBe("2027-05-10");
  });

  it("start counting the day after a closed day", () => {
    expect(addBusinessDays("2028-01-01", 1, isJapaneseHoliday)).toBe("2028-01-04");
    expect(addBusinessDays("2027-05-03", 1, isJapaneseHoliday)).toBe("2027-05-06");
  });

  it("count the closure in the browser too, which only receives the public holidays", () => {
    const browser = holidaySet(holidaysFrom("2027-12-01", 60));
    expect(browser("2027-12-29")).toBe(false);
    expect(isBusinessDay("2027-12-29", browser)).toBe(false);
    expect(addBusinessDays("2027-12-27", 3, browser)).toBe(addBusinessDays("2027-12-27", 3, isJapaneseHoliday));
    expect(addBusinessDays("2027-12-27", 3, browser)).toBe("2028-01-05");
  });
});

describe("Japan's clock as a spreadsheet reads it", () => {
  it.each([
    ["2026-11-28T00:15:00Z", "2026-11-28 09:15"],
    // Past 15:00 UTC it is already the next day in Japan, and past the year's end the next year.
    ["2026-12-31T15:00:00.999Z", "2027-01-01 00:00"],
    ["2024-02-28T20:30:59Z", "2024-02-29 05:30"],
  ])("%s is %s", (utc, japan) => {
    expect(japanSpreadsheetTime(new Date(utc))).toBe(japan);
  });
});
