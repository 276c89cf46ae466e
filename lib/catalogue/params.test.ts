import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  CATALOGUE_QUERY_KEYS,
  canonicalCatalogueHref,
  catalogueQuery,
  pageWindow,
  parseCatalogueParams,
  shownRange,
  tonnageClassSearch,
  loadClassOfTonnage,
} from "./params";
import { readPriceFilter } from "./price-filter";

describe("parseCatalogueParams", () => {
  it("reads a full query", () => {
    expect(
      parseCatalogueParams({ q: " 日野　ﾚﾝｼﾞｬｰ ", maker: "hino", loadClass: "medium", sort: "price-asc", page: "3" }),
    ).toMatchObject({
      q: "日野　ﾚﾝｼﾞｬｰ",
      words: ["日野", "れんじゃー"],
      maker: "hino",
      loadClass: "medium",
      licence: undefined,
      priceMin: undefined,
      noRepair: false,
      lease: false,
      sort: "price-asc",
      page: 3,
    });
  });

  it("falls back to defaults for anything malformed", () => {
    for (const page of ["0", "-2", "abc", "1.5", "1e9", "1e1", "0x2", "02", "", "99999999999999999999"]) {
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

describe("readPriceFilter", () => {
  it.each([
    ["300", 300, 300],
    ["３００", 300, 300],
    ["298.5", 298, 299],
    ["0", 0, 0],
    ["300万", 300, 300],
    ["300万円", 300, 300],
    ["1億2000万", 12_000, 12_000],
    ["3,000,000", 300, 300],
    ["3000000", 300, 300],
    ["¥3,000,000", 300, 300],
    ["3,055,000円", 305, 306],
    ["99,999", 99_999, 99_999],
    ["100,000", 100_000, 100_000],
    ["100,001", 10, 11],
  ])("reads %s as 万円 (%d from, %d up to)", (typed, from, upTo) => {
    expect(readPriceFilter(typed, "min")).toBe(from);
    expect(readPriceFilter(typed, "max")).toBe(upTo);
  });

  it("reads a blank field as no price", () => {
    expect(readPriceFilter("  ", "min")).toBeNull();
  });

  it("refuses what is no price, or a price no truck has", () => {
    for (const typed of ["abc", "-300", "3百万", "1.2.3", "20億", "1,000,000,001円"]) {
      expect(readPriceFilter(typed, "max"), typed).toBe("unreadable");
    }
  });
});

describe("parseCatalogueParams › price", () => {
  it("filters by a price typed in yen, as one typed in 万円", () => {
    expect(parseCatalogueParams({ priceMin: "3,000,000", priceMax: "500" })).toMatchObject({
      priceMin: 300,
      priceMax: 500,
    });
    expect(parseCatalogueParams({ priceMax: "3,000,000" }).unreadPrices).toBeUndefined();
  });

  it("keeps a price it cannot read as typed, and filters nothing by it", () => {
    const params = parseCatalogueParams({ priceMin: "abc", priceMax: "800" });
    expect(params).toMatchObject({ priceMin: undefined, priceMax: 800, unreadPrices: { priceMin: "abc" } });
    expect(catalogueQuery(params)).toEqual({ priceMax: "800" });
  });
});

describe("tonnageClassSearch", () => {
  const search = (query: Record<string, string | undefined>) => tonnageClassSearch(parseCatalogueParams(query));

  it("reads a load range that names one tonnage as that class, in place of the range", () => {
    for (const query of [{ loadMin: "4000" }, { loadMax: "4000" }, { loadMin: "4000", loadMax: "4000" }]) {
      const suggested = search({ ...query, maker: "hino", page: "2" });
      expect(suggested?.tons).toBe(4);
      expect(catalogueQuery(suggested!.search)).toEqual({ maker: "hino", loadClass: "medium" });
    }
    expect(catalogueQuery(search({ q: "ダンプ", loadMin: "10000" })!.search)).toEqual({
      q: "ダンプ",
      loadClass: "large",
    });
    expect(search({ loadMax: "3000", loadClass: "large" })!.search.loadClass).toBe("small");
  });

  it.each([
    [2, "small"],
    [3, "small"],
    [4, "medium"],
    [8, "medium"],
    [10, "large"],
  ])("reads a %it truck as the %s class", (tons, loadClass) => {
    expect(loadClassOfTonnage(tons)).toBe(loadClass);
  });

  it("names no class for a range of several tonnages, part of a tonne or no load at all", () => {
    for (const query of [{ loadMin: "2000", loadMax: "4000" }, { loadMin: "3500" }, { loadMin: "0" }, {}]) {
      expect(search(query), JSON.stringify(query)).toBeNull();
    }
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

describe("the range and yes/no filters", () => {
  it("reads ranges as buyers type them: full-width digits, thousands commas", () => {
    const params = parseCatalogueParams({
      priceMin: "３００",
      priceMax: "1,200",
      yearMin: "2015",
      mileageMax: "200000",
      loadMin: "2000",
      loadMax: "4000",
      transmission: "at",
      inspection: "valid",
      noRepair: "1",
      lease: "1",
      yard: "branch",
    });
    expect(params).toMatchObject({
      priceMin: 300,
      priceMax: 1200,
      yearMin: 2015,
      yearMax: undefined,
      mileageMax: 200000,
      loadMin: 2000,
      loadMax: 4000,
      transmission: "at",
      inspection: "valid",
      noRepair: true,
      lease: true,
      yard: "branch",
    });
  });

  it("drops what is not a whole number or a known choice, and reads an upside-down range the right way", () => {
    const params = parseCatalogueParams({
      priceMin: "-5",
      priceMax: "abc",
      yearMin: "2020",
      yearMax: "2010",
      mileageMax: "1e9",
      loadMin: "1.5",
      transmission: "cvt",
      inspection: "expired",
      noRepair: "yes",
      yard: "tokyo",
    });
    expect(params).toMatchObject({ priceMin: undefined, priceMax: undefined, yearMin: 2010, yearMax: 2020 });
    expect(params).toMatchObject({ mileageMax: undefined, loadMin: undefined, transmission: undefined });
    expect(params).toMatchObject({ inspection: undefined, noRepair: false, yard: undefined });
    expect(parseCatalogueParams({ priceMax: "" }).priceMax).toBeUndefined();
    expect(parseCatalogueParams({ yearMin: "3000" }).yearMin).toBeUndefined();
  });

  it("writes every filter into the URL in one order, leaving out what is not set", () => {
    const params = parseCatalogueParams({
      yard: "headquarters",
      lease: "1",
      priceMax: "500",
      maker: "hino",
      yearMin: "2018",
      sort: "price-asc",
    });
    expect(new URLSearchParams(catalogueQuery(params)).toString()).toBe(
      "maker=hino&priceMax=500&yearMin=2018&yard=headquarters&lease=1&sort=price-asc",
    );
    expect(catalogueQuery(parseCatalogueParams({ noRepair: "0", lease: "" }))).toEqual({});
  });

  it("counts the filters a search sets beyond its words", () => {
    expect(activeFilterCount(parseCatalogueParams({ q: "日野", sort: "price-asc" }))).toBe(0);
    expect(activeFilterCount(parseCatalogueParams({ maker: "hino", priceMax: "500", noRepair: "1" }))).toBe(3);
    expect(activeFilterCount(parseCatalogueParams({ towing: "1" }))).toBe(0);
    expect(activeFilterCount(parseCatalogueParams({ licence: "ogata", towing: "1" }))).toBe(2);
  });
});

describe("CATALOGUE_QUERY_KEYS", () => {
  it.each(CATALOGUE_QUERY_KEYS)("%s: an empty value reads as no value, as the page store assumes", (key) => {
    expect(parseCatalogueParams({ [key]: "" })).toEqual(parseCatalogueParams({}));
  });
});
