import { describe, expect, it } from "vitest";
import { isJapaneseHoliday } from "@/lib/business/holidays";
import { auctionDeadlines } from "./deadlines";

describe("auction deadlines in Japanese business days", () => {
  it("counts an ordinary week", () => {
    // Monday 2027-06-07: three business days later is Thursday.
    expect(auctionDeadlines("2027-06-07", isJapaneseHoliday).balance).toBe("2027-06-10");
  });

  it("skips Golden Week", () => {
    // Friday 2027-04-30; May 1-2 weekend, May 3-5 holidays: the 3rd business day is Monday May 10.
    expect(auctionDeadlines("2027-04-30", isJapaneseHoliday)).toEqual({ balance: "2027-05-10", documents: "2027-05-25", titleTransfer: "2027-06-09" });
  });

  it("skips the New Year holiday and the weekend after it", () => {
    // Thursday 2026-12-31: Jan 1 (holiday), Jan 2-3 weekend, Jan 11 Coming of Age Day.
    expect(auctionDeadlines("2026-12-31", isJapaneseHoliday).balance).toBe("2027-01-06");
    expect(auctionDeadlines("2027-01-08", isJapaneseHoliday).balance).toBe("2027-01-14");
  });
});
