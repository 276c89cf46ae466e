import { describe, expect, it, vi } from "vitest";
import { holidaySet, japanDate } from "@/lib/business/calendar";
import { holidaysFrom, isJapaneseHoliday } from "@/lib/business/holidays";
import { AUCTION_DEADLINES, auctionDeadlines } from "./deadlines";
import { estimatorInputFromQuery } from "./estimator-query";

describe("auction deadlines (spec section 9)", () => {
  it("are 3 business days for the balance, 14 and 25 calendar days for the papers", () => {
    expect(AUCTION_DEADLINES).toEqual({
      balanceBusinessDays: 3,
      documentsCalendarDays: 14,
      titleTransferCalendarDays: 25,
    });
  });

  it("count an ordinary week", () => {
    // Monday 2027-06-07: three business days later is Thursday; 14 and 25 days later are 21 June and 2 July.
    expect(auctionDeadlines("2027-06-07", isJapaneseHoliday)).toEqual({
      balance: "2027-06-10",
      documents: "2027-06-21",
      titleTransfer: "2027-07-02",
    });
  });

  it("skip Golden Week for the balance only", () => {
    // Friday 2027-04-30; May 1-2 weekend, May 3-5 holidays: the 3rd business day is Monday May 10.
    expect(auctionDeadlines("2027-04-30", isJapaneseHoliday)).toEqual({
      balance: "2027-05-10",
      documents: "2027-05-14",
      titleTransfer: "2027-05-25",
    });
  });

  describe("over the year end (closed 29 December to 3 January)", () => {
    it("skip the closure and the weekend after it", () => {
      // Friday 2026-12-25: Monday 28 December, then closed until Sunday 3 January: 4 and 5 January.
      expect(auctionDeadlines("2026-12-25", isJapaneseHoliday).balance).toBe("2027-01-05");
      // Saturday 26 and Sunday 27 December: the same three business days.
      expect(auctionDeadlines("2026-12-26", isJapaneseHoliday).balance).toBe("2027-01-05");
      expect(auctionDeadlines("2026-12-27", isJapaneseHoliday).balance).toBe("2027-01-05");
      // Wednesday 2029-12-26: Thursday 27 and Friday 28, then closed until Thursday 3 January: Friday 4 January.
      expect(auctionDeadlines("2029-12-26", isJapaneseHoliday).balance).toBe("2030-01-04");
      // Thursday 2029-12-27: Friday 28, Friday 4 January, then the weekend: Monday 7 January.
      expect(auctionDeadlines("2029-12-27", isJapaneseHoliday).balance).toBe("2030-01-07");
    });

    it("count weekdays in the closure as closed (29-31 December and 2-3 January)", () => {
      // Monday 2026-12-28: 29-31 December are weekdays but closed: 4, 5, 6 January.
      expect(auctionDeadlines("2026-12-28", isJapaneseHoliday).balance).toBe("2027-01-06");
      // Friday 2029-12-28: Monday 31 December and Wednesday 2, Thursday 3 January are closed: 4, 7, 8 January.
      expect(auctionDeadlines("2029-12-28", isJapaneseHoliday).balance).toBe("2030-01-08");
      // Friday 2030-12-27: the whole week of 30 December to Friday 3 January is closed: 6, 7, 8 January.
      expect(auctionDeadlines("2030-12-27", isJapaneseHoliday).balance).toBe("2031-01-08");
    });

    it("start counting the day after an auction held on a closed day", () => {
      // Thursday 2030-01-03 is the last closed day: Friday 4, Monday 7, Tuesday 8 January.
      expect(auctionDeadlines("2030-01-03", isJapaneseHoliday).balance).toBe("2030-01-08");
      // Thursday 2026-12-31: January 1-3 closed (a holiday and a weekend too): 4, 5, 6 January.
      expect(auctionDeadlines("2026-12-31", isJapaneseHoliday).balance).toBe("2027-01-06");
    });

    it("still skip public holidays after the closure", () => {
      // Friday 2027-01-08: Monday 11 January is Coming of Age Day.
      expect(auctionDeadlines("2027-01-08", isJapaneseHoliday).balance).toBe("2027-01-14");
    });

    it("keep the calendar-day deadlines on their date", () => {
      // Monday 2026-12-28: the papers 14 days later (11 January, a holiday) and the title 25 days later.
      expect(auctionDeadlines("2026-12-28", isJapaneseHoliday)).toEqual({
        balance: "2027-01-06",
        documents: "2027-01-11",
        titleTransfer: "2027-01-22",
      });
    });
  });

  describe("calendar-day deadlines keep a weekend or a holiday, and leave the year-end closure", () => {
    it("on a public holiday", () => {
      // 2027-04-19 + 14 days = 3 May (Constitution Day); 2027-04-08 + 25 days = 3 May.
      expect(auctionDeadlines("2027-04-19", isJapaneseHoliday).documents).toBe("2027-05-03");
      expect(auctionDeadlines("2027-04-08", isJapaneseHoliday).titleTransfer).toBe("2027-05-03");
    });

    it("on a Sunday", () => {
      // Sunday 2026-12-27 + 14 days = Sunday 10 January; Wednesday 2029-12-26 + 25 days = Sunday 20 January.
      expect(auctionDeadlines("2026-12-27", isJapaneseHoliday).documents).toBe("2027-01-10");
      expect(auctionDeadlines("2029-12-26", isJapaneseHoliday).titleTransfer).toBe("2030-01-20");
    });

    it.each([
      // [won on, deadline, what the calendar count lands on, the first business day after the closure]
      ["2027-12-14", "documents", "2027-12-28, the last day open", "2027-12-28"],
      ["2027-12-15", "documents", "29 December, the first day closed", "2028-01-04"],
      ["2027-12-08", "titleTransfer", "Sunday 2 January", "2028-01-04"],
      ["2027-12-09", "titleTransfer", "Monday 3 January, the last day closed", "2028-01-04"],
      ["2027-12-10", "titleTransfer", "Tuesday 4 January, open", "2028-01-04"],
      ["2029-12-09", "titleTransfer", "Thursday 3 January 2030", "2030-01-04"],
      ["2031-12-09", "titleTransfer", "Saturday 3 January 2032", "2032-01-05"],
    ] as const)("won on %s, the %s deadline on %s moves to %s", (wonOn, deadline, _landsOn, due) => {
      expect(auctionDeadlines(wonOn, isJapaneseHoliday)[deadline]).toBe(due);
    });

    it("as the estimator opens on today's date: from 7 December, the title on 4 January, not New Year's Day", () => {
      vi.useFakeTimers({ now: new Date("2026-12-07T10:00:00+09:00") });
      try {
        const { auctionDate } = estimatorInputFromQuery({}, japanDate(new Date()));
        expect(auctionDeadlines(auctionDate, isJapaneseHoliday)).toEqual({
          balance: "2026-12-10",
          documents: "2026-12-21",
          titleTransfer: "2027-01-04",
        });
      } finally {
        vi.useRealTimers();
      }
    });
  });

  it("come out the same in the browser, from the holiday dates the server hands it", () => {
    const browser = holidaySet(holidaysFrom("2026-12-01", 500));
    for (const date of ["2026-12-25", "2026-12-28", "2027-04-30", "2027-12-24", "2027-12-27"]) {
      expect(auctionDeadlines(date, browser)).toEqual(auctionDeadlines(date, isJapaneseHoliday));
    }
  });
});
