import { describe, expect, it } from "vitest";
import { firstValue, idFromSegment, MAX_PAGE, pageFromQuery, searchFromQuery } from "./url-values";

describe("values read from a URL", () => {
  it("take a record id only as plain digits in the database's range", () => {
    expect(idFromSegment("42")).toBe(42);
    for (const segment of ["0", "042", "-1", "1e3", "4.2", "2147483648", "new", ""])
      expect(idFromSegment(segment), segment).toBeNull();
  });

  it("read a page number as 1 unless it is a sensible one", () => {
    expect(pageFromQuery("3")).toBe(3);
    expect(pageFromQuery(["2", "9"])).toBe(2);
    for (const value of [undefined, "", "0", "-3", "x"]) expect(pageFromQuery(value)).toBe(1);
    expect(pageFromQuery("99999999")).toBe(MAX_PAGE);
  });

  it.each([
    ["%00", "\u0000", ""],
    ["a NUL inside a word", "日\u0000野", "日 野"],
    ["a NUL after a word", "ダンプ\u0000", "ダンプ"],
    ["other control characters", "a\u0007b\u001Fc\u007F", "a b c"],
    ["a search as typed", "  日野 4t ", "日野 4t"],
  ])("read a search's words with control characters as spaces: %s", (_name, value, words) => {
    expect(searchFromQuery(value, 100)).toBe(words);
    expect(searchFromQuery([value, "x"], 100)).toBe(words);
  });

  it("cut a search at its length", () => {
    expect(searchFromQuery("あ".repeat(500), 60)).toBe("あ".repeat(60));
    expect(searchFromQuery(undefined, 60)).toBe("");
  });

  it("take the first of repeated parameters", () => {
    expect(firstValue(["a", "b"])).toBe("a");
    expect(firstValue(undefined)).toBe("");
  });
});
