import { describe, expect, it } from "vitest";
import { OUTSIDE_JAPAN, PREFECTURE_VALUES, prefectureName } from "./prefectures";

describe("prefectures", () => {
  it("offers the 47 prefectures by their JIS code, and outside Japan", () => {
    expect(PREFECTURE_VALUES).toHaveLength(48);
    expect(prefectureName("01", "ja")).toBe("北海道");
    expect(prefectureName("23", "ja")).toBe("愛知県");
    expect(prefectureName("23", "en")).toBe("Aichi");
    expect(prefectureName("47", "en")).toBe("Okinawa");
    expect(PREFECTURE_VALUES).toContain(OUTSIDE_JAPAN);
  });

  it("names nothing it does not know", () => {
    expect(prefectureName(OUTSIDE_JAPAN, "ja")).toBeNull();
    expect(prefectureName("48", "ja")).toBeNull();
    expect(prefectureName("1", "ja")).toBeNull();
  });
});
