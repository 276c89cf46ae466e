import { describe, expect, it } from "vitest";
import { catalogueOrder, catalogueWhere, escapeLike } from "./query";

describe("escapeLike", () => {
  it("escapes LIKE wildcards and the escape character", () => {
    expect(escapeLike("100%_off\\")).toBe("100\\%\\_off\\\\");
    expect(escapeLike("日野")).toBe("日野");
  });
});

describe("catalogueWhere", () => {
  it("keeps to published vehicles of one catalogue and ANDs the words", () => {
    const where = catalogueWhere({ kind: "sale", makerId: 3, words: ["日野", "4t", "x"] });
    expect(where).toMatchObject({ kind: "sale", status: "published", makerId: 3 });
    expect(where.AND).toEqual([
      { searchGrams: { hasEvery: ["日野"] }, searchText: { contains: "日野" } },
      { searchGrams: { hasEvery: ["4t"] }, searchText: { contains: "4t" } },
      { searchText: { contains: "x" } },
    ]);
  });
});

describe("catalogueOrder", () => {
  it("breaks ties by id so pages never overlap", () => {
    for (const sort of ["newest", "price-asc", "price-desc", "year-desc", "mileage-asc"] as const) {
      expect(catalogueOrder(sort).at(-1)).toEqual({ id: "desc" });
    }
  });
});
