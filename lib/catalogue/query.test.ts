import { describe, expect, it } from "vitest";
import { catalogueOrder, catalogueWhere, escapeLike } from "./query";

describe("escapeLike", () => {
  it("escapes LIKE wildcards and the escape character", () => {
    expect(escapeLike("100%_off\\")).toBe("100\\%\\_off\\\\");
    expect(escapeLike("日野")).toBe("日野");
  });
});

describe("catalogueWhere", () => {
  it("keeps to listed vehicles of one catalogue, and those sold since the given day, and ANDs the words", () => {
    const where = catalogueWhere({ kind: "sale", makerId: 3, words: ["日野", "x"], today: "2026-11-25" });
    expect(where).toMatchObject({
      kind: "sale",
      makerId: 3,
      OR: [
        { status: { in: ["published", "reserved"] } },
        { status: "sold", soldAt: { gte: new Date("2026-11-10T15:00:00Z") } },
      ],
    });
    expect(where.AND).toEqual([
      { searchGrams: { hasEvery: ["日野"] }, searchText: { contains: "日野" } },
      { searchText: { contains: "x" } },
    ]);
  });

  it("matches any spelling of a load", () => {
    const [load] = catalogueWhere({ kind: "sale", words: ["4t"] }).AND as object[];
    expect(load).toEqual({
      OR: [
        { searchGrams: { hasEvery: ["4t"] }, searchText: { contains: "4t" } },
        { searchGrams: { hasEvery: ["4と", "とん"] }, searchText: { contains: "4とん" } },
        { searchGrams: { hasEvery: ["4屯"] }, searchText: { contains: "4屯" } },
      ],
    });
  });

  it("matches a romaji word only where a word of the text starts", () => {
    const [elf] = catalogueWhere({ kind: "sale", words: ["elf"] }).AND as object[];
    expect(elf).toEqual({
      searchGrams: { hasEvery: ["el", "lf"] },
      OR: [
        { searchText: { startsWith: "elf" } },
        { searchText: { contains: " elf" } },
        { searchText: { contains: "-elf" } },
        { searchText: { contains: "/elf" } },
        { searchText: { contains: "(elf" } },
      ],
    });
  });
});

describe("catalogueWhere with a licence", () => {
  it("keeps to trucks under both of the licence's limits, an unstated load counting as none", () => {
    expect(catalogueWhere({ kind: "sale", licence: "junchugata", words: [] }).AND).toEqual([
      { grossWeightKg: { lt: 7_500 } },
      { OR: [{ maxLoadKg: { lt: 4_500 } }, { maxLoadKg: null }] },
    ]);
  });

  it("puts no limit on a heavy licence", () => {
    expect(catalogueWhere({ kind: "sale", licence: "ogata", words: [] }).AND).toEqual([]);
  });
});

describe("catalogueOrder", () => {
  it("breaks ties by id so pages never overlap", () => {
    for (const sort of ["newest", "price-asc", "price-desc", "year-desc", "mileage-asc"] as const) {
      expect(catalogueOrder(sort).at(-1)).toEqual({ id: "desc" });
    }
  });
});
