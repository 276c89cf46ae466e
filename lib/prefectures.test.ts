import { describe, expect, it } from "vitest";
import { OUTSIDE_JAPAN, PREFECTURE_VALUES, prefectureChoices, prefectureName } from "./prefectures";

describe("prefectures", () => {
  it("offers the 47 prefectures by their JIS code, and outside Japan", () => {
    expect(PREFECTURE_VALUES).toHaveLength(48);
    expect(prefectureName("01", "ja")).toBe("北海道");
    expect(prefectureName("23", "ja")).toBe("愛知県");
    expect(prefectureName("23", "en")).toBe("Aichi");
    expect(prefectureName("47", "en")).toBe("Okinawa");
    expect(PREFECTURE_VALUES).toContain(OUTSIDE_JAPAN);
  });

  it.each([
    ["ja", ["01", "02"], ["46", "47", OUTSIDE_JAPAN]],
    ["en", [OUTSIDE_JAPAN, "01", "02"], ["46", "47"]],
  ] as const)(
    "orders the choices for a %s form: Outside Japan first in English, last in Japanese",
    (locale, head, tail) => {
      const choices = prefectureChoices(locale);
      expect(choices.slice(0, head.length)).toEqual(head);
      expect(choices.slice(-tail.length)).toEqual(tail);
      expect([...choices].sort()).toEqual([...PREFECTURE_VALUES].sort());
    },
  );

  it("names nothing it does not know", () => {
    expect(prefectureName(OUTSIDE_JAPAN, "ja")).toBeNull();
    expect(prefectureName("48", "ja")).toBeNull();
    expect(prefectureName("1", "ja")).toBeNull();
  });
});
