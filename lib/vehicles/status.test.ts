import { describe, expect, it } from "vitest";
import { hasPublicPage, soldShownSince, statusDates } from "./status";

const now = new Date("2026-11-25T09:30:00Z");
const earlier = new Date("2026-10-01T00:00:00Z");

describe("hasPublicPage", () => {
  it("is true for listed, reserved and sold vehicles only", () => {
    expect(["published", "reserved", "sold"].every((s) => hasPublicPage(s as never))).toBe(true);
    expect(hasPublicPage("draft")).toBe(false);
    expect(hasPublicPage("archived")).toBe(false);
  });
});

describe("soldShownSince", () => {
  it("is midnight in Japan 14 days back", () => {
    expect(soldShownSince("2026-11-25")).toEqual(new Date("2026-11-10T15:00:00Z"));
    expect(soldShownSince("2026-03-01")).toEqual(new Date("2026-02-14T15:00:00Z"));
  });
});

describe("statusDates", () => {
  it("sets publishedAt the first time only", () => {
    expect(statusDates(null, "published", now)).toEqual({ publishedAt: now });
    expect(statusDates(null, "draft", now)).toEqual({});
    expect(statusDates({ status: "draft", publishedAt: earlier }, "published", now)).toEqual({});
    expect(statusDates({ status: "draft", publishedAt: null }, "reserved", now)).toEqual({ publishedAt: now });
  });

  it("dates a sale when it is marked sold, and clears it when the sale falls through", () => {
    expect(statusDates({ status: "reserved", publishedAt: earlier }, "sold", now)).toEqual({ soldAt: now });
    expect(statusDates({ status: "sold", publishedAt: earlier }, "sold", now)).toEqual({});
    expect(statusDates({ status: "sold", publishedAt: earlier }, "published", now)).toEqual({ soldAt: null });
  });
});
