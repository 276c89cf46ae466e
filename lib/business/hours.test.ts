import { describe, expect, it } from "vitest";
import { isJapaneseHoliday } from "./holidays";
import { isPhoneOpen, phoneHoursAhead } from "./hours";
import { addBusinessDays, holidaySet, japanDate } from "./calendar";

const at = (japanTime: string) => new Date(`${japanTime}+09:00`);

describe("phone hours (Japan time)", () => {
  it("are 8:30 to 18:00 on weekdays", () => {
    expect(isPhoneOpen(at("2027-06-07T08:29"), isJapaneseHoliday)).toBe(false);
    expect(isPhoneOpen(at("2027-06-07T08:30"), isJapaneseHoliday)).toBe(true);
    expect(isPhoneOpen(at("2027-06-07T17:59"), isJapaneseHoliday)).toBe(true);
    expect(isPhoneOpen(at("2027-06-07T18:00"), isJapaneseHoliday)).toBe(false);
  });

  it("are closed on weekends and public holidays", () => {
    expect(isPhoneOpen(at("2027-06-05T10:00"), isJapaneseHoliday)).toBe(false);
    expect(isPhoneOpen(at("2027-05-03T10:00"), isJapaneseHoliday)).toBe(false);
  });

  it("read the day in Japan, not on the server's clock", () => {
    // 2027-06-06 23:30 UTC is Monday 08:30 in Japan.
    expect(isPhoneOpen(new Date("2027-06-06T23:30:00Z"), isJapaneseHoliday)).toBe(true);
    expect(japanDate(new Date("2027-06-06T23:30:00Z"))).toBe("2027-06-07");
  });

  it("list the coming opening hours for the browser, skipping closed days", () => {
    const hours = phoneHoursAhead(at("2027-04-30T19:00"), 10, isJapaneseHoliday);
    expect(new Date(hours[0][0]).toISOString()).toBe("2027-05-05T23:30:00.000Z");
    expect((hours[0][1] - hours[0][0]) / 60_000).toBe(570);
  });
});

describe("business days from a list of dates", () => {
  it("work the same with the dates the browser receives", () => {
    expect(addBusinessDays("2027-04-30", 3, holidaySet(["2027-05-03", "2027-05-04", "2027-05-05"]))).toBe("2027-05-10");
  });
});
