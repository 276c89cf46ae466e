import { describe, expect, it } from "vitest";
import { holidaySet } from "@/lib/business/calendar";
import { defaultPaymentDay, defaultValidUntil, offerReading } from "./terms";

describe("an offer's days", () => {
  it("holds a week from today in Japan, across a month's end", () => {
    expect(defaultValidUntil("2026-12-07")).toBe("2026-12-14");
    expect(defaultValidUntil("2026-12-28")).toBe("2027-01-04");
  });

  it("reads as expired only once its last day has passed unanswered", () => {
    const offer = { state: "pending", validUntil: "2026-12-14" } as const;
    expect(offerReading(offer, "2026-12-14", true)).toBe("pending");
    expect(offerReading(offer, "2026-12-15", true)).toBe("expired");
    expect(offerReading({ ...offer, state: "accepted" }, "2027-01-10", true)).toBe("accepted");
    expect(offerReading({ ...offer, state: "declined" }, "2027-01-10", true)).toBe("declined");
  });

  it("reads as replaced once a newer offer stands, whatever its answer", () => {
    expect(offerReading({ state: "declined", validUntil: "2026-12-14" }, "2026-12-10", false)).toBe("replaced");
  });
});

describe("the payment day", () => {
  const noHolidays = holidaySet([]);

  it("is three business days after the purchase, weekends not counted", () => {
    // Thursday 10 December → Friday, Monday, Tuesday.
    expect(defaultPaymentDay("2026-12-10", noHolidays)).toBe("2026-12-15");
  });

  it("skips the year-end closure and holidays", () => {
    // Monday 28 December: the office is closed 29 December to 3 January; 4 January is a Monday.
    expect(defaultPaymentDay("2026-12-28", noHolidays)).toBe("2027-01-06");
    expect(defaultPaymentDay("2027-01-08", holidaySet(["2027-01-11"]))).toBe("2027-01-14");
  });
});
