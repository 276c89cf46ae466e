import { describe, expect, it } from "vitest";
import { canonicalCatalogueHref, catalogueQuery, pageWindow, parseCatalogueParams, shownRange } from "./params";

describe("parseCatalogueParams", () => {
  it("reads a full query", () => {
    expect(
      parseCatalogueParams({ q: " 日野　ﾚﾝｼﾞｬｰ ", maker: "hino", loadClass: "medium", sort: "price-asc", page: "3" }),
    ).toEqual({
      q: "日野　ﾚﾝｼﾞｬｰ",
      words: ["日野", "れんじゃー"],
      maker: "hino",
      loadClass: "medium",
      sort: "price-asc",
      page: 3,
    });
  });

  it("falls back to defaults for anything malformed", () => {
    for (const page of ["0", "-2", "abc", "1.5", "1e9", "", "99999999999999999999"]) {
      expect(parseCatalogueParams({ page }).page, page).toBe(1);
    }
    expect(parseCatalogueParams({ sort: "drop table" }).sort).toBe("newest");
    expect(parseCatalogueParams({ maker: "../etc" }).maker).toBeUndefined();
    expect(parseCatalogueParams({ maker: ["isuzu", "hino"] }).maker).toBe("isuzu");
    expect(parseCatalogueParams({}).words).toEqual([]);
  });

  it("caps very long queries", () => {
    expect(parseCatalogueParams({ q: "あ".repeat(1000) }).q).toBe("");
    expect(parseCatalogueParams({ q: "あ".repeat(150) }).q).toHaveLength(100);
  });
});

describe("catalogueQuery", () => {
  it("leaves defaults out", () => {
    expect(catalogueQuery({ q: "", sort: "newest", page: 1 })).toEqual({});
    expect(catalogueQuery({ q: "ダンプ", maker: "isuzu", sort: "year-desc", page: 2 })).toEqual({
      q: "ダンプ",
      maker: "isuzu",
      sort: "year-desc",
      page: "2",
    });
  });
});

describe("pageWindow", () => {
  it("shows the ends and the pages near the current one", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, null, 5]);
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageWindow(20, 20)).toEqual([1, null, 18, 19, 20]);
  });
});

describe("shownRange", () => {
  it("counts the vehicles a page shows from the first of the whole list", () => {
    expect(shownRange(1, 20)).toEqual({ from: 1, to: 20 });
    expect(shownRange(3, 16)).toEqual({ from: 41, to: 56 });
    expect(shownRange(1, 0)).toEqual({ from: 0, to: 0 });
  });
});

describe("canonicalCatalogueHref", () => {
  const params = (query: Record<string, string>) => parseCatalogueParams(query);

  it("leaves a catalogue with one category or none where it is", () => {
    expect(canonicalCatalogueHref("sale", undefined, params({}))).toBeNull();
    expect(canonicalCatalogueHref("purchase", ["wing"], params({ maker: "hino" }))).toBeNull();
  });

  it("sends a category of several segments to its first one, keeping the search in canonical form", () => {
    expect(canonicalCatalogueHref("sale", ["wing", "extra", "more"], params({ q: "日野", utm_source: "x" }))).toBe(
      `/sale/wing?q=${encodeURIComponent("日野")}`,
    );
    expect(canonicalCatalogueHref("purchase", ["dump", "x"], params({ page: "2", maker: "hino", sort: "bad" }))).toBe(
      "/purchase/dump?maker=hino&page=2",
    );
  });
});

describe("the licence filter", () => {
  it("reads a licence the site knows and drops any other", () => {
    expect(parseCatalogueParams({ licence: "junchugata" }).licence).toBe("junchugata");
    expect(parseCatalogueParams({ licence: "truck" }).licence).toBeUndefined();
    expect(catalogueQuery(parseCatalogueParams({ licence: "futsu", maker: "hino" }))).toEqual({
      maker: "hino",
      licence: "futsu",
    });
  });
});
