import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// Next's data cache stood in for by a map that keeps what it is given as Next's does: under the key parts and
// the arguments, the callback run in its caller's async context on a miss. What is proven is the wrapper's own
// part; that Next keeps and expires entries so is proven by the e2e journeys (docs/architecture.md, Caching).
const kept = vi.hoisted(() => new Map<string, unknown>());
const given = vi.hoisted(() => [] as { keyParts: string[]; options: unknown }[]);
vi.mock("next/cache", () => ({
  unstable_cache:
    (cb: (...args: unknown[]) => Promise<unknown>, keyParts: string[], options: unknown) =>
    async (...args: unknown[]) => {
      given.push({ keyParts, options });
      const key = JSON.stringify([keyParts, args]);
      if (!kept.has(key)) kept.set(key, await cb(...args));
      return kept.get(key);
    },
}));

const { cacheAcrossRequests } = await import("./across-requests");

beforeEach(() => {
  kept.clear();
  given.length = 0;
});
afterEach(() => vi.unstubAllEnvs());

describe("cacheAcrossRequests", () => {
  it("reads once per arguments, and says in Server-Timing whether this request made the answer", async () => {
    const read = vi.fn(async (origin: string) => `pages of ${origin}`);
    const pages = cacheAcrossRequests(read, "sitemap-pages", { tags: ["vehicles", "content"], revalidate: 300 });
    expect(await pages.timed("https://a.example")).toEqual({
      value: "pages of https://a.example",
      serverTiming: 'sitemap-pages;desc="made"',
    });
    expect(await pages.timed("https://a.example")).toEqual({
      value: "pages of https://a.example",
      serverTiming: 'sitemap-pages;desc="cached"',
    });
    expect(await pages("https://b.example")).toBe("pages of https://b.example");
    expect(read).toHaveBeenCalledTimes(2);
    expect(given[0]).toEqual({
      keyParts: ["sitemap-pages"],
      options: { revalidate: 300, tags: ["vehicles", "content"] },
    });
  });

  it("keeps an untagged read (a share card, keyed by its content) for its lifetime alone", async () => {
    const card = cacheAcrossRequests(async (name: string) => name.length, "share-card", { revalidate: 86_400 });
    expect(await card("いすゞ エルフ")).toBe(7);
    expect(given[0].options).toEqual({ revalidate: 86_400 });
  });

  it("lets cached reads run side by side and one after the other", async () => {
    const count = cacheAcrossRequests(async () => 3, "catalogue-count", { tags: ["vehicles"], revalidate: 300 });
    const page = cacheAcrossRequests(async (n: number) => [n], "catalogue-page", {
      tags: ["vehicles"],
      revalidate: 300,
    });
    expect(await Promise.all([count(), page(1), count()])).toEqual([3, [1], 3]);
    expect(await page(await count())).toEqual([3]);
  });

  it("refuses a cached read inside another in development and tests, which Next would never keep", async () => {
    const facets = cacheAcrossRequests(async () => ({ total: 2 }), "catalogue-facets", { revalidate: 300 });
    const page = cacheAcrossRequests(async () => (await facets()).total, "catalogue-page", { revalidate: 300 });
    await expect(page()).rejects.toThrow(
      'The cached read "catalogue-facets" was called inside the cached read "catalogue-page"',
    );
    // Read one after the other, both are kept.
    expect(await facets()).toEqual({ total: 2 });
  });

  it("logs a nested read in production and still answers, uncached as Next leaves it", async () => {
    vi.stubEnv("NODE_ENV", "production");
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const options = { tags: ["master-data"] as const, revalidate: 300 };
    const makers = cacheAcrossRequests(async () => ["isuzu"], "catalogue-master-data", options);
    const search = cacheAcrossRequests(async () => (await makers()).length, "catalogue-page", options);
    expect(await search()).toBe(1);
    expect(errors).toHaveBeenCalledOnce();
    expect(JSON.parse(errors.mock.calls[0][0] as string)).toMatchObject({
      level: "error",
      event: "cache.nested",
      inner: "catalogue-master-data",
      outer: "catalogue-page",
    });
    errors.mockRestore();
  });
});
