import { describe, expect, it } from "vitest";
import { priceCutFrom, priceCutSince, vehicleBadges, type BadgeFacts } from "./badges";

const now = new Date("2026-11-25T09:30:00Z");
const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number, ms = 0) => new Date(now.getTime() - days * DAY - ms);

const listed: BadgeFacts = {
  kind: "sale",
  status: "published",
  publishedAt: ago(30),
  priceTotalYen: 4_000_000,
  priceChanges: [],
};
const badges = (facts: Partial<BadgeFacts>) => vehicleBadges({ ...listed, ...facts }, now);

describe("新着", () => {
  it("marks a vehicle first published up to 7 days ago, to the millisecond", () => {
    expect(badges({ publishedAt: now }).new).toBe(true);
    expect(badges({ publishedAt: ago(7) }).new).toBe(true);
    expect(badges({ publishedAt: ago(7, 1) }).new).toBe(false);
    expect(badges({ publishedAt: null }).new).toBe(false);
  });

  it("is not shown on a sold vehicle", () => {
    expect(badges({ publishedAt: ago(1), status: "sold" })).toEqual({
      new: false,
      priceCut: null,
      reserved: false,
      sold: true,
    });
  });
});

describe("値下げ", () => {
  it("shows the old price for 14 days after the cut, to the millisecond", () => {
    const cut = (changedAt: Date) => badges({ priceChanges: [{ fromYen: 4_500_000, changedAt }] }).priceCut;
    expect(cut(ago(0))).toEqual({ fromYen: 4_500_000 });
    expect(cut(ago(14))).toEqual({ fromYen: 4_500_000 });
    expect(cut(ago(14, 1))).toBeNull();
    expect(priceCutSince(now)).toEqual(ago(14));
  });

  it("after several cuts shows the price before the first", () => {
    const changes = [
      { fromYen: 5_000_000, changedAt: ago(10) },
      { fromYen: 4_500_000, changedAt: ago(3) },
    ];
    expect(priceCutFrom(4_000_000, changes, now)).toEqual({ fromYen: 5_000_000 });
  });

  it("is gone when the cut is taken back, and stays when it is taken back only in part", () => {
    const cutThenRaised = [
      { fromYen: 5_000_000, changedAt: ago(10) },
      { fromYen: 4_000_000, changedAt: ago(3) },
    ];
    expect(priceCutFrom(5_000_000, cutThenRaised, now)).toBeNull();
    expect(priceCutFrom(5_200_000, cutThenRaised, now)).toBeNull();
    expect(priceCutFrom(4_500_000, cutThenRaised, now)).toEqual({ fromYen: 5_000_000 });
  });

  it("is not shown for a rise alone, a cut before the window, or a price that was or became on request", () => {
    expect(priceCutFrom(4_000_000, [{ fromYen: 3_800_000, changedAt: ago(2) }], now)).toBeNull();
    expect(
      priceCutFrom(
        4_000_000,
        [
          { fromYen: 6_000_000, changedAt: ago(20) },
          { fromYen: 3_800_000, changedAt: ago(2) },
        ],
        now,
      ),
    ).toBeNull();
    expect(priceCutFrom(4_000_000, [{ fromYen: null, changedAt: ago(2) }], now)).toBeNull();
    expect(priceCutFrom(null, [{ fromYen: 4_500_000, changedAt: ago(2) }], now)).toBeNull();
  });

  it("is for trucks we sell, not a lowered purchase offer, and not for a sold truck", () => {
    const priceChanges = [{ fromYen: 4_500_000, changedAt: ago(2) }];
    expect(badges({ priceChanges, kind: "purchase" }).priceCut).toBeNull();
    expect(badges({ priceChanges, status: "sold" }).priceCut).toBeNull();
    expect(badges({ priceChanges, status: "reserved" }).priceCut).toEqual({ fromYen: 4_500_000 });
  });
});

describe("商談中 and 売約済", () => {
  it("follow the status", () => {
    expect(badges({ status: "reserved" })).toMatchObject({ reserved: true, sold: false });
    expect(badges({ status: "sold" })).toMatchObject({ reserved: false, sold: true });
    expect(badges({})).toEqual({ new: false, priceCut: null, reserved: false, sold: false });
  });
});
