import { describe, expect, it } from "vitest";
import { firstValue, MAX_ID, MAX_PAGE, pageFromQuery, parseId, parseWholeNumber, searchFromQuery } from "./url-values";

describe("values read from a request", () => {
  it.each([
    ["1", 1, 1],
    ["42", 42, 42],
    ["2147483647", MAX_ID, MAX_ID],
    ["0", null, 0],
    ["01", null, null],
    ["00", null, null],
    ["2147483648", null, null],
    ["99999999999", null, null],
    ["1e0", null, null],
    ["0x1", null, null],
    ["1.0", null, null],
    [" 1", null, null],
    ["1 ", null, null],
    ["", null, null],
    ["-1", null, null],
    ["+1", null, null],
    ["１", null, null],
    ["new", null, null],
  ])("read %j as the id %s and the whole number %s, and nothing else", (text, id, whole) => {
    expect(parseId(text)).toBe(id);
    expect(parseWholeNumber(text)).toBe(whole);
  });

  it("take a number a button's call sends only when it is one a column holds", () => {
    expect(parseId(7)).toBe(7);
    expect(parseWholeNumber(0)).toBe(0);
    for (const value of [0, -1, 1.5, MAX_ID + 1, Number.NaN, Number.POSITIVE_INFINITY, null, undefined, ["1"], {}])
      expect(parseId(value), String(value)).toBeNull();
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
