import { describe, expect, it } from "vitest";
import { createTranslator } from "next-intl";
import jp from "@/messages/jp.json";
import en from "@/messages/en.json";
import { isJapaneseHoliday } from "./holidays";
import {
  followUpAfterReply,
  isPhoneOpen,
  openDaysOf,
  PHONE_HOURS,
  PHONE_OPEN_DAYS,
  phoneHoursAhead,
  replyDay,
  SITE_HOURS,
} from "./hours";
import { addBusinessDays, addDays, holidaySet, isBusinessDay, japanDate } from "./calendar";

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

  it("are closed over the year end, 29 December to 3 January, weekdays included", () => {
    expect(isPhoneOpen(at("2027-12-28T17:59"), isJapaneseHoliday)).toBe(true);
    expect(isPhoneOpen(at("2027-12-29T10:00"), isJapaneseHoliday)).toBe(false);
    expect(isPhoneOpen(at("2029-12-31T10:00"), isJapaneseHoliday)).toBe(false);
    expect(isPhoneOpen(at("2030-01-03T10:00"), isJapaneseHoliday)).toBe(false);
    expect(isPhoneOpen(at("2030-01-04T08:30"), isJapaneseHoliday)).toBe(true);
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

  it("list no hours in the year-end closure", () => {
    // After Tuesday 2027-12-28's hours, the next opening is Tuesday 4 January 08:30 Japan time.
    const hours = phoneHoursAhead(at("2027-12-28T19:00"), 10, isJapaneseHoliday);
    expect(new Date(hours[0][0]).toISOString()).toBe("2028-01-03T23:30:00.000Z");
  });
});

describe("business days from a list of dates", () => {
  it("work the same with the dates the browser receives", () => {
    expect(addBusinessDays("2027-04-30", 3, holidaySet(["2027-05-03", "2027-05-04", "2027-05-05"]))).toBe("2027-05-10");
  });

  it("skip the year-end closure, which is not in the list", () => {
    // Monday 2026-12-28: 29-31 December and 1-3 January are closed; only 1 January is a public holiday.
    expect(addBusinessDays("2026-12-28", 3, holidaySet(["2027-01-01"]))).toBe("2027-01-06");
  });
});

describe("the opening days the copy states", () => {
  it.each([
    [["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], "weekdays"],
    [["Saturday", "Friday", "Thursday", "Wednesday", "Tuesday", "Monday"], "mondayToSaturday"],
  ] as const)("names %j %s", (days, named) => {
    expect(openDaysOf(days)).toBe(named);
  });

  it("refuses days it has no words for, rather than state them wrongly", () => {
    expect(() => openDaysOf(["Monday", "Wednesday"])).toThrow();
    expect(() => openDaysOf(["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"])).toThrow();
  });

  it("say 平日 for the phone and 月〜土 for the sites, in Japan time for an English reader", () => {
    const ja = createTranslator({ locale: "ja", messages: jp });
    const english = createTranslator({ locale: "en", messages: en });
    expect(ja("contact.phoneHours", PHONE_HOURS)).toBe("電話受付 平日 8:30〜18:00（土日祝・年末年始を除く）");
    expect(ja("footer.siteHours", SITE_HOURS)).toBe("店舗営業 月〜土 8:30〜18:00（定休日：日曜・祝日）");
    expect(english("contact.phoneHours", PHONE_HOURS)).toBe(
      "Phone lines open Mon–Fri 8:30–18:00 (JST), except holidays",
    );
    expect(english("footer.siteHours", SITE_HOURS)).toBe("Yard open Monday to Saturday, 8:30–18:00 (JST)");
  });

  it("are for the phone the days it is answered, in a week without holidays", () => {
    const names = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
    // Sunday 2027-06-06 to Saturday 2027-06-12.
    for (let i = 0; i < 7; i++) {
      const date = addDays("2027-06-06", i);
      expect(
        isBusinessDay(date, () => false),
        date,
      ).toBe((PHONE_OPEN_DAYS as readonly string[]).includes(names[i]));
    }
  });
});

describe("replyDay", () => {
  it.each([
    ["2027-06-07T07:00", "2027-06-07"], // Monday before opening: that day
    ["2027-06-07T17:59", "2027-06-07"],
    ["2027-06-07T18:00", "2027-06-08"], // after closing: the next day
    ["2027-06-05T10:00", "2027-06-07"], // Saturday: Monday
    ["2027-04-30T18:30", "2027-05-06"], // Friday evening before Golden Week (3 to 5 May)
    ["2027-12-28T18:00", "2028-01-04"], // after the last day before the year-end closure
  ])("answers a request sent at %s (Japan time) on %s", (sent, day) => {
    expect(replyDay(at(sent), isJapaneseHoliday)).toBe(day);
  });

  it("reads the day in Japan: 23:30 UTC on Sunday is Monday morning there", () => {
    expect(replyDay(new Date("2027-06-06T23:30:00Z"), isJapaneseHoliday)).toBe("2027-06-07");
  });
});

describe("followUpAfterReply", () => {
  it.each([
    ["2027-06-07T10:00", "2027-06-08"], // Monday: Tuesday
    ["2027-06-04T17:00", "2027-06-07"], // Friday: Monday
    ["2027-04-30T10:00", "2027-05-06"], // before Golden Week (3 to 5 May)
    ["2027-12-28T10:00", "2028-01-04"], // the last day before the year-end closure
    ["2027-06-07T23:59", "2027-06-08"], // late at night in Japan: still Monday's reply
  ])("follows a reply sent at %s (Japan time) up on %s", (sent, day) => {
    expect(followUpAfterReply(at(sent), isJapaneseHoliday)).toBe(day);
  });
});
