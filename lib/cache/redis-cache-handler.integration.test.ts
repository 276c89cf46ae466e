import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { forgetRedisKeys } from "@/test/redis";

// Against the Redis these machines run (REDIS_URL, or 127.0.0.1:6379). Two module instances of the handler
// stand for two server processes: each has its own connection, as instance A and B would.
const redisUrl = process.env.REDIS_URL || "redis://127.0.0.1:6379";
type Handler = {
  get(key: string, ctx: object): Promise<{ value: unknown; lastModified: number } | null>;
  set(key: string, data: unknown, ctx: object): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
};

const fetchEntry = (data: string) => ({
  kind: "FETCH",
  data: { headers: {}, body: data, status: 200, url: "" },
  revalidate: 300,
});
const ctx = (tags: string[], softTags: string[] = []) => ({ kind: "FETCH", tags, softTags, revalidate: 300 });

/** A handler answers misses until its connection is up, as a server does in its first moments. */
async function connected(handler: Handler) {
  const probe = `probe-${randomBytes(6).toString("hex")}`;
  await vi.waitFor(async () => {
    await handler.set(probe, fetchEntry("probe"), ctx([]));
    expect(await handler.get(probe, ctx([]))).not.toBeNull();
  });
  return handler;
}

async function instance(url = redisUrl): Promise<Handler> {
  vi.resetModules();
  const saved = process.env.REDIS_URL;
  process.env.REDIS_URL = url;
  const { default: RedisCacheHandler } = await import("./redis-cache-handler.mjs");
  const handler = new RedisCacheHandler({ revalidatedTags: [], _requestHeaders: {} });
  process.env.REDIS_URL = saved;
  return handler as Handler;
}

describe("the Redis cache handler shared by instances", () => {
  let a: Handler;
  let b: Handler;
  const key = () => `test-${randomBytes(6).toString("hex")}`;

  beforeAll(async () => {
    process.env.REDIS_KEY_PREFIX = `vitest-${randomBytes(4).toString("hex")}`;
    a = await connected(await instance());
    b = await connected(await instance());
  });
  afterAll(async () => {
    await forgetRedisKeys(redisUrl, process.env.REDIS_KEY_PREFIX!);
    delete process.env.REDIS_KEY_PREFIX;
  });

  it("serves on B what A stored, until A expires its tag", async () => {
    const k = key();
    expect(await b.get(k, ctx(["vehicles"]))).toBeNull();
    await b.set(k, fetchEntry("385万円"), ctx(["vehicles"]));
    expect((await a.get(k, ctx(["vehicles"])))?.value).toEqual(fetchEntry("385万円"));

    await a.revalidateTag("vehicles");
    expect(await b.get(k, ctx(["vehicles"]))).toBeNull();
    await b.set(k, fetchEntry("350万円"), ctx(["vehicles"]));
    expect((await b.get(k, ctx(["vehicles"])))?.value).toEqual(fetchEntry("350万円"));
  });

  it("forgets an answer read before a save that landed while it was being read", async () => {
    const k = key();
    expect(await b.get(k, ctx(["master-data"]))).toBeNull();
    await a.revalidateTag("master-data", { expire: 0 });
    await b.set(k, fetchEntry("old"), ctx(["master-data"]));
    expect(await b.get(k, ctx(["master-data"]))).toBeNull();
  });

  it("expires by path tags too, and leaves other tags' entries alone", async () => {
    const path = `_N_T_/jp/sale-${randomBytes(3).toString("hex")}`;
    const [k1, k2] = [key(), key()];
    await a.set(k1, fetchEntry("one"), ctx(["content"]));
    await a.set(k2, fetchEntry("two"), ctx(["content"]));
    await b.revalidateTag(path);
    expect(await a.get(k1, ctx(["content"], [path]))).toBeNull();
    expect((await a.get(k2, ctx(["content"])))?.value).toEqual(fetchEntry("two"));
  });

  it("serves a stale entry while it renews when a tag is only marked stale", async () => {
    const tag = `stale-${randomBytes(3).toString("hex")}`;
    const k = key();
    await a.set(k, fetchEntry("stale"), ctx([tag]));
    await b.revalidateTag(tag, {});
    const entry = await a.get(k, ctx([tag]));
    expect(entry?.value).toEqual(fetchEntry("stale"));
    expect(entry?.lastModified).toBe(-1);
  });

  it("moves on, for every instance, the page generation of each tag expired and of no other", async () => {
    const { currentPageGeneration } = await import("@/lib/http/page-cache");
    const generations = () =>
      Promise.all([currentPageGeneration(["vehicles"], true), currentPageGeneration(["content"], true)]);
    await vi.waitFor(async () => expect((await generations()).every((value) => value !== null)).toBe(true));
    const [vehicles, content] = await generations();
    await a.revalidateTag(["vehicles"]);
    const [vehiclesAfter, contentAfter] = await generations();
    expect(vehiclesAfter).not.toBe(vehicles);
    expect(contentAfter).toBe(content);
  });

  it("answers a miss at once when Redis cannot be reached, so pages read the database", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const away = await instance("redis://127.0.0.1:1");
    const started = Date.now();
    expect(await away.get(key(), ctx(["vehicles"]))).toBeNull();
    await away.set(key(), fetchEntry("x"), ctx(["vehicles"]));
    await away.revalidateTag("vehicles");
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
