import { describe, expect, it } from "vitest";
import { formatMileage, formatPrice } from "./format";

describe("formatPrice", () => {
  it("uses 万円 in Japanese and full yen in English", () => {
    expect(formatPrice("ja", 3_850_000)).toBe("385万円");
    expect(formatPrice("ja", 3_855_000)).toBe("385.5万円");
    expect(formatPrice("ja", 12_800_000)).toBe("1,280万円");
    expect(formatPrice("en", 3_850_000)).toBe("¥3,850,000");
  });

  it("keeps small amounts in yen", () => {
    expect(formatPrice("ja", 9_800)).toBe("￥9,800");
    expect(formatPrice("en", 0)).toBe("¥0");
  });
});

describe("formatMileage", () => {
  it("uses 万km in Japanese from 10,000 km", () => {
    expect(formatMileage("ja", 123_456)).toBe("12.3万km");
    expect(formatMileage("ja", 8_500)).toBe("8,500km");
    expect(formatMileage("en", 123_456)).toBe("123,456 km");
  });
});
