import { describe, expect, it } from "vitest";
import {
  currentPageGeneration,
  expireSharedPages,
  isSharedRender,
  PAGE_CACHE_SECONDS,
  placeholderNonce,
  sharedPageRequest,
  SharedPageStore,
  withNonce,
} from "./page-cache";

const get = (url: string, headers: Record<string, string> = {}) => ({ method: "GET", url, headers });

describe("sharedPageRequest", () => {
  it("keeps the pages every visitor sees alike, by their path and query", () => {
    for (const url of [
      "/jp",
      "/en",
      "/jp/sale",
      "/jp/sale/wing",
      "/en/purchase",
      "/jp/sale?maker=hino&page=2",
      "/jp/sale/item/isuzu-elf-2017-10001",
      "/jp/blog",
      "/en/blog/12",
      "/jp/reviews",
      "/jp/company",
      "/jp/kaitori",
    ])
      expect(sharedPageRequest(get(url))?.key, url).toBe(url);
    expect(sharedPageRequest({ method: "HEAD", url: "/jp/sale", headers: {} })?.key).toBe("/jp/sale");
  });

  it("renders for the request whatever carries a visitor's own data, a one-time key or a router's question", () => {
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
      "/jp/sale?_rsc=1a2b",
      "/jp/privacy",
    ])
      expect(sharedPageRequest(get(url)), url).toBeNull();
    expect(sharedPageRequest({ method: "POST", url: "/jp/sale", headers: {} })).toBeNull();
    expect(sharedPageRequest(get("/jp/sale", { rsc: "1" }))).toBeNull();
    expect(sharedPageRequest(get("/jp/sale", { "next-router-prefetch": "1" }))).toBeNull();
    // A signed-in staff member sees more on some pages (the blog's drafts): never a shared copy.
    expect(sharedPageRequest(get("/jp/blog", { cookie: "lang=ja; token=abc" }))).toBeNull();
    expect(sharedPageRequest(get("/jp/blog", { cookie: "lang=ja; mytoken=abc" }))?.key).toBe("/jp/blog");
  });

  it("keeps the catalogue once per layout the visitor chose, and renders it with that cookie alone", () => {
    expect(sharedPageRequest(get("/jp/sale", { cookie: "lang=ja; catalogue-view=list; _ga=x" }))).toEqual({
      key: "/jp/sale catalogue-view=list",
      url: "/jp/sale",
      cookie: "catalogue-view=list",
    });
    expect(sharedPageRequest(get("/jp/sale", { cookie: "lang=ja" }))).toEqual({
      key: "/jp/sale",
      url: "/jp/sale",
      cookie: "",
    });
    // A value no layout has is not a key of its own.
    expect(sharedPageRequest(get("/jp/sale", { cookie: "catalogue-view=<x>" }))?.key).toBe("/jp/sale");
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

  it("moves the generation on when cache tags expire; with Redis not connected it is unknown", async () => {
    const before = await currentPageGeneration(false);
    expireSharedPages();
    expect(await currentPageGeneration(false)).toBe(String(Number(before) + 1));
    expect(await currentPageGeneration(true)).toBeNull();
  });
});

describe("SharedPageStore", () => {
  const page = (body: string, generation = "1", storedAt = 0) => ({ headers: [], body, generation, storedAt });

  it("serves a copy only in the generation it was rendered in, and only while it is young", () => {
    const store = new SharedPageStore();
    store.set("/jp", page("home", "1", 1_000));
    expect(store.get("/jp", "1", 2_000)?.body).toBe("home");
    expect(store.get("/jp", "2", 2_000)).toBeNull();
    // Gone for good once refused.
    expect(store.get("/jp", "1", 2_000)).toBeNull();
    store.set("/jp", page("home", "1", 1_000));
    expect(store.get("/jp", "1", 1_000 + PAGE_CACHE_SECONDS * 1000 + 1)).toBeNull();
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
