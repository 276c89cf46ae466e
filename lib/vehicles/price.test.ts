import { describe, expect, it } from "vitest";
import { inspectionTermOf, totalPaymentYen, warrantyOf } from "./price";

describe("支払総額", () => {
  it("is the body price plus the fees", () => {
    expect(totalPaymentYen({ priceBodyYen: 3_500_000, priceFeesYen: 185_000 })).toBe(3_685_000);
  });

  it("is the body price alone when there are no fees (a purchase listing)", () => {
    expect(totalPaymentYen({ priceBodyYen: 1_200_000, priceFeesYen: null })).toBe(1_200_000);
    expect(totalPaymentYen({ priceBodyYen: 1_200_000, priceFeesYen: 0 })).toBe(1_200_000);
  });

  it("does not exist for a vehicle whose price is on request", () => {
    expect(totalPaymentYen({ priceBodyYen: null, priceFeesYen: 150_000 })).toBeNull();
  });
});

describe("conditions of the total", () => {
  it("names a warranty only when it has a term", () => {
    expect(warrantyOf({ warrantyMonths: 3, warrantyKm: 5_000 })).toEqual({ months: 3, km: 5_000 });
    expect(warrantyOf({ warrantyMonths: 6, warrantyKm: null })).toEqual({ months: 6, km: null });
    expect(warrantyOf({ warrantyMonths: null, warrantyKm: 5_000 })).toBeNull();
    expect(warrantyOf({ warrantyMonths: 0, warrantyKm: null })).toBeNull();
  });

  it("says whether obtaining 車検 is included only for a sale vehicle without it", () => {
    expect(inspectionTermOf({ kind: "sale", inspectionYear: 2027, inspectionIncluded: false })).toBeNull();
    expect(inspectionTermOf({ kind: "sale", inspectionYear: null, inspectionIncluded: true })).toBe("included");
    expect(inspectionTermOf({ kind: "sale", inspectionYear: null, inspectionIncluded: false })).toBe("excluded");
    expect(inspectionTermOf({ kind: "purchase", inspectionYear: null, inspectionIncluded: true })).toBeNull();
  });
});
