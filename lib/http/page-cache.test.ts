import { describe, expect, it } from "vitest";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { createNonce } from "@/lib/security/csp";
import {
  currentPageGeneration,
  expireSharedPages,
  hasStaffCookie,
  isSharedRender,
  pageExpiresAt,
  placeholderNonce,
  sharedPageRequest,
  SharedPageStore,
  withNonce,
} from "./page-cache";

const get = (url: string, headers: Record<string, string> = {}) => ({ method: "GET", url, headers });

describe("sharedPageRequest", () => {
  it("keeps the pages every visitor sees alike, by their path and the query they read", () => {
    for (const url of [
      "/jp",
      "/en",
      "/jp/sale",
      "/jp/sale/wing",
      "/en/purchase",
      "/jp/sale?maker=hino&page=2",
      "/jp/sale/item/isuzu-elf-2017-10001",
      "/jp/blog",
      "/jp/blog?page=2",
      "/en/blog/12",
      "/jp/reviews",
      "/jp/company",
      "/jp/kaitori",
      "/jp/purchases",
    ])
      expect(sharedPageRequest(get(url))?.key, url).toBe(url);
    expect(sharedPageRequest({ method: "HEAD", url: "/jp/sale", headers: {} })?.key).toBe("/jp/sale");
  });

  it.each([
    ["campaign parameters", "/jp/sale?utm_source=google&utm_medium=cpc&gclid=abc123", "/jp/sale"],
    ["a click id beside a search", "/jp/sale?fbclid=x&maker=hino&utm_campaign=winter", "/jp/sale?maker=hino"],
    ["keys in another order", "/jp/sale?page=2&sort=price-asc&maker=hino", "/jp/sale?maker=hino&sort=price-asc&page=2"],
    ["a key given twice, read by its first value", "/jp/sale?maker=hino&maker=isuzu", "/jp/sale?maker=hino"],
    [
      "the empty fields a filter form sends",
      "/jp/sale?q=&maker=&priceMin=&loadClass=small",
      "/jp/sale?loadClass=small",
    ],
    ["the same words, written two ways", "/jp/sale?q=%E6%97%A5%E9%87%8E+4t", "/jp/sale?q=%E6%97%A5%E9%87%8E+4t"],
    ["words written raw", "/jp/sale?q=日野 4t", "/jp/sale?q=%E6%97%A5%E9%87%8E+4t"],
    ["the layout asked by a link", "/jp/sale?view=list&ref=x", "/jp/sale?view=list"],
    ["a router's hash on a page load", "/jp/sale?_rsc=1a2b", "/jp/sale"],
    [
      "a page that reads no query",
      "/jp/sale/item/isuzu-elf-2017-10001?page=3&utm_source=line",
      "/jp/sale/item/isuzu-elf-2017-10001",
    ],
    ["the blog's page number", "/jp/blog?page=2&utm_source=x", "/jp/blog?page=2"],
    [
      "an estimator's figures",
      "/jp/truckauction?date=2027-01-15&bid=200%E4%B8%87&gclid=x",
      "/jp/truckauction?bid=200%E4%B8%87&date=2027-01-15",
    ],
    ["an estimator's field left empty, which it says so", "/jp/autoauction?bid=&bids=1", "/jp/autoauction?bid=&bids=1"],
  ])("asks Next for, and keeps under, the page a visitor reads: %s", (_case, url, canonical) => {
    const shared = sharedPageRequest(get(url))!;
    expect(shared.key).toBe(canonical);
    expect(shared.url).toBe(canonical);
  });

  it("renders for the request whatever carries a visitor's own data or a one-time key", () => {
    for (const url of [
      "/",
      "/sale",
      "/jp/contact",
      "/jp/contact/purchase",
      "/jp/sale/item/isuzu-elf-2017-10001/order",
      "/jp/sale/item/isuzu-elf-2017-10001/print",
      "/jp/inquiry",
      "/jp/favorites",
      "/jp/compare",
      "/jp/requests/abc",
      "/jp/alerts/confirm?token=x",
      "/jp/admin",
      "/jp/admin/sale",
      "/jp/sale/",
      "/jp/sale/%E3%83%80",
      "/api/catalogue-count",
      "/jp/privacy",
    ])
      expect(sharedPageRequest(get(url)), url).toBeNull();
    expect(sharedPageRequest({ method: "POST", url: "/jp/sale", headers: {} })).toBeNull();
    expect(sharedPageRequest(get("/jp/sale", { "next-action": "abc" }))).toBeNull();
  });

  it("never serves a staff member a shared copy: the caller says whether their session is valid", () => {
    const withToken = get("/jp/blog", { cookie: "lang=ja; token=abc" });
    expect(hasStaffCookie(withToken)).toBe(true);
    expect(sharedPageRequest(withToken, true)).toBeNull();
    // A stale or forged cookie is nobody's session: the visitor gets the copy everyone gets.
    expect(sharedPageRequest(withToken, false)?.key).toBe("/jp/blog");
    expect(sharedPageRequest(get("/jp/blog", { cookie: "lang=ja; mytoken=abc" }))?.key).toBe("/jp/blog");
  });

  it("keeps the catalogue once per layout the visitor chose, and renders it with that cookie alone", () => {
    expect(sharedPageRequest(get("/jp/sale", { cookie: "lang=ja; catalogue-view=list; _ga=x" }))).toMatchObject({
      key: "/jp/sale catalogue-view=list",
      url: "/jp/sale",
      cookie: "catalogue-view=list",
    });
    expect(sharedPageRequest(get("/jp/sale", { cookie: "lang=ja" }))).toMatchObject({ key: "/jp/sale", cookie: "" });
    // A value no layout has is not a key of its own.
    expect(sharedPageRequest(get("/jp/sale", { cookie: "catalogue-view=<x>" }))?.key).toBe("/jp/sale");
  });

  describe("a router's request (a client navigation or a prefetch)", () => {
    const tree = (page: string) =>
      encodeURIComponent(JSON.stringify(["", { children: ["jp", { children: [page, {}] }] }]));
    const navigation = (url: string, from = "sale", extra: Record<string, string> = {}) =>
      sharedPageRequest(get(url, { rsc: "1", "next-router-state-tree": tree(from), ...extra }))!;

    it("is kept apart from the page load, once per router state, and asks Next with the router's headers", () => {
      const click = navigation("/jp/sale?page=2&_rsc=h1");
      expect(click.url).toBe("/jp/sale?page=2&_rsc=h1");
      expect(click.router).toEqual({ rsc: "1", "next-router-state-tree": tree("sale") });
      expect(click.prefetch).toBe(false);
      expect(click.key).not.toBe(sharedPageRequest(get("/jp/sale?page=2"))!.key);
      // Another visitor on the same page clicking the same link shares it; one coming from elsewhere does not.
      expect(navigation("/jp/sale?page=2&_rsc=h1").key).toBe(click.key);
      expect(navigation("/jp/sale?page=2&_rsc=h1", "company").key).not.toBe(click.key);
      expect(navigation("/jp/sale?page=2&_rsc=h2").key).not.toBe(click.key);
      // The other language's payload is another page.
      expect(navigation("/en/sale?page=2&_rsc=h1").key).not.toBe(click.key);
    });

    // The router checks the search Next says it rendered against the one it asked for, to the letter.
    it("asks Next for the address as the router sent it, not shared if the page does not read all of it", () => {
      const search = navigation("/jp/sale?sort=newest&yearMin=2014&_rsc=h1&priceMax=");
      expect(search.url).toBe("/jp/sale?sort=newest&yearMin=2014&_rsc=h1&priceMax=");
      expect(search.key).not.toBe(navigation("/jp/sale?yearMin=2014&sort=newest&_rsc=h1").key);
      expect(sharedPageRequest(get("/jp/sale?page=2&_rsc=h1&utm_source=x", { rsc: "1" }))).toBeNull();
    });

    it("tells the browser's guess from the visitor's click, and keeps each apart", () => {
      const guess = navigation("/jp/sale/item/a-1?_rsc=h1", "sale", { "next-router-prefetch": "1" });
      expect(guess.prefetch).toBe(true);
      expect(guess.key).not.toBe(navigation("/jp/sale/item/a-1?_rsc=h1").key);
      const segment = navigation("/jp/sale/item/a-1?_rsc=h1", "sale", {
        "next-router-prefetch": "1",
        "next-router-segment-prefetch": "/_tree",
      });
      expect(segment.prefetch).toBe(true);
      expect(segment.key).not.toBe(guess.key);
    });
  });
});

describe("the placeholder nonce", () => {
  it("is replaced everywhere it occurs, and only the placeholder itself asks for it", () => {
    const placeholder = placeholderNonce();
    expect(placeholder).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(withNonce(`<script nonce="${placeholder}"></script><link nonce="${placeholder}">`, "fresh")).toBe(
      '<script nonce="fresh"></script><link nonce="fresh">',
    );
    expect(isSharedRender(placeholder)).toBe(true);
    expect(isSharedRender("guess")).toBe(false);
    expect(isSharedRender(null)).toBe(false);
  });

  it("is as long as a nonce, so a router payload's stated lengths stay true once it is replaced", () => {
    expect(placeholderNonce().length).toBe(createNonce().length);
  });
});

describe("when a copy retires", () => {
  it("moves on the generation of the tags a save expired, and no other; unknown while Redis is away", async () => {
    const blog = [CACHE_TAGS.content];
    const catalogue = [CACHE_TAGS.vehicles, CACHE_TAGS.masterData];
    const [blogBefore, catalogueBefore] = [
      await currentPageGeneration(blog, false),
      await currentPageGeneration(catalogue, false),
    ];
    expireSharedPages([CACHE_TAGS.vehicles]);
    expect(await currentPageGeneration(blog, false)).toBe(blogBefore);
    expect(await currentPageGeneration(catalogue, false)).not.toBe(catalogueBefore);
    expect(await currentPageGeneration(catalogue, true)).toBeNull();
  });

  it.each([
    ["mid-morning: the longest any copy lives", "2026-12-07T10:00:00+09:00", "2026-12-07T10:05:00+09:00"],
    ["just before the phone closes", "2026-12-07T17:58:00+09:00", "2026-12-07T18:00:00+09:00"],
    ["just before the day changes", "2026-12-07T23:59:00+09:00", "2026-12-08T00:00:00+09:00"],
    ["just before opening", "2026-12-08T08:29:30+09:00", "2026-12-08T08:30:00+09:00"],
    ["at the very moment of closing", "2026-12-07T18:00:00+09:00", "2026-12-07T18:05:00+09:00"],
  ])("lives until what its page shows could change with the clock: %s", (_case, rendered, expires) => {
    expect(new Date(pageExpiresAt(Date.parse(rendered))).toISOString()).toBe(new Date(expires).toISOString());
  });
});

describe("SharedPageStore", () => {
  const page = (body: string, generation = "1", expiresAt = Infinity) => ({ headers: [], body, generation, expiresAt });

  it("serves a copy only in the generation it was rendered in, and only until it expires", () => {
    const store = new SharedPageStore();
    store.set("/jp", page("home", "1", 5_000));
    expect(store.get("/jp", "1", 2_000)?.body).toBe("home");
    expect(store.get("/jp", "2", 2_000)).toBeNull();
    // Gone for good once refused.
    expect(store.get("/jp", "1", 2_000)).toBeNull();
    store.set("/jp", page("home", "1", 5_000));
    expect(store.get("/jp", "1", 4_999)).not.toBeNull();
    expect(store.get("/jp", "1", 5_000)).toBeNull();
  });

  it("drops the least recently served copies past its memory budget", () => {
    const store = new SharedPageStore(3 * (2 * 100 + 1024));
    for (const key of ["a", "b", "c"]) store.set(key, page("x".repeat(100)));
    store.get("a", "1", 0);
    store.set("d", page("x".repeat(100)));
    expect(store.get("b", "1", 0)).toBeNull();
    for (const key of ["a", "c", "d"]) expect(store.get(key, "1", 0), key).not.toBeNull();
  });
});
