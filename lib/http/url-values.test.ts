import { describe, expect, it } from "vitest";
import { firstValue, idFromSegment, MAX_PAGE, pageFromQuery } from "./url-values";

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

  it("take the first of repeated parameters", () => {
    expect(firstValue(["a", "b"])).toBe("a");
    expect(firstValue(undefined)).toBe("");
  });
});
