import { describe, expect, it } from "vitest";
import { isPromotionRunning, promotionEndsAt, promotionHref } from "./promotions";

const at = (japanTime: string) => new Date(`${japanTime}+09:00`);

describe("campaigns", () => {
  it("run through their last day in Japan time", () => {
    expect(isPromotionRunning("2027-02-28", at("2027-02-28T00:00"))).toBe(true);
    expect(isPromotionRunning("2027-02-28", at("2027-02-28T23:59"))).toBe(true);
  });

  it("are gone the day after, even when the server's clock still reads the last day", () => {
    expect(isPromotionRunning("2027-02-28", at("2027-03-01T00:00"))).toBe(false);
    // 2027-02-28 15:00 UTC is already March 1 in Japan.
    expect(isPromotionRunning("2027-02-28", new Date("2027-02-28T15:00:00Z"))).toBe(false);
    expect(isPromotionRunning("2027-04-30", at("2027-05-01T09:00"))).toBe(false);
  });

  it("tell the browser the instant they end", () => {
    expect(new Date(promotionEndsAt("2027-04-30")).toISOString()).toBe("2027-04-30T15:00:00.000Z");
  });

  it("link to a page of this site and nowhere else", () => {
    expect(promotionHref("/sale")).toBe("/sale");
    expect(promotionHref("/sale/crane?maker=hino")).toBe("/sale/crane?maker=hino");
    for (const elsewhere of [null, "", "sale", "https://example.com/", "//example.com", "/\\example.com", "/a b"])
      expect(promotionHref(elsewhere), String(elsewhere)).toBeNull();
  });
});
