import { describe, expect, it } from "vitest";
import { isListingViewPath, paramsFromQuerySegment, routeCatalogueRequest } from "./listing-path";

const route = (rest: string, query = "") => routeCatalogueRequest(rest, new URLSearchParams(query));

describe("routeCatalogueRequest", () => {
  it("leaves every path but the catalogues alone", () => {
    expect(route("/")).toBeNull();
    expect(route("/contact")).toBeNull();
    expect(route("/salesman")).toBeNull();
    expect(route("/sale/item/hino-ranger-2019-10001")).toBeNull();
    expect(route("/purchase/item/x/order")).toBeNull();
  });

  it("carries the search in one canonical segment", () => {
    expect(route("/sale")).toEqual({ rewrite: "/catalogue-view/sale/all" });
    expect(route("/purchase/wing")).toEqual({ rewrite: "/catalogue-view/purchase/all/wing" });
    const a = route("/sale/dump", "utm_source=x&page=2&maker=hino");
    const b = route("/sale/dump", "maker=hino&page=2");
    expect(a).toEqual(b);
    expect(a).toEqual({ rewrite: "/catalogue-view/sale/maker%3Dhino%26page%3D2/dump" });
  });

  it("drops what the catalogue would ignore anyway", () => {
    expect(route("/sale", "page=abc&sort=drop+table&maker=../x")).toEqual({ rewrite: "/catalogue-view/sale/all" });
  });

  it("sends a category of several segments to its first one, keeping the search", () => {
    expect(route("/sale/wing/extra/more", "q=日野")).toEqual({
      redirect: `/sale/wing?q=${encodeURIComponent("日野")}`,
    });
  });

  it("treats /sale/item alone as a category (which does not exist)", () => {
    expect(route("/sale/item")).toEqual({ rewrite: "/catalogue-view/sale/all/item" });
  });

  it("recognises the internal route so the proxy can hide it", () => {
    expect(isListingViewPath("/catalogue-view/sale/all")).toBe(true);
    expect(isListingViewPath("/catalogue-viewer")).toBe(false);
  });
});

describe("paramsFromQuerySegment", () => {
  it("reads back what the proxy wrote, encoded or decoded", () => {
    const query = "q=%25+_%5C+%E6%97%A5%E9%87%8E&maker=hino&page=3";
    const expected = { q: "% _\\ 日野", maker: "hino", page: 3 };
    expect(paramsFromQuerySegment(encodeURIComponent(query))).toMatchObject(expected);
    expect(paramsFromQuerySegment(query)).toMatchObject(expected);
  });

  it("falls back to the whole catalogue for anything else", () => {
    expect(paramsFromQuerySegment("all")).toMatchObject({ q: "", page: 1, sort: "newest" });
    expect(paramsFromQuerySegment("%E0%A4%A")).toMatchObject({ q: "", page: 1 });
  });
});
