import { describe, expect, it } from "vitest";
import { deserializeValue, entryLifetimeSeconds, entryTags, keyspace, serializeValue } from "./redis-cache-handler.mjs";

describe("what the Redis cache stores", () => {
  it("keeps a page's bytes and segment map through Redis's strings", () => {
    const value = {
      kind: "APP_PAGE",
      html: "<p>385万円</p>",
      rscData: Buffer.from([0, 1, 254, 255]),
      segmentData: new Map([["/_tree", Buffer.from("tree")]]),
      status: 200,
    };
    const back = deserializeValue(serializeValue(value));
    expect(back.html).toBe("<p>385万円</p>");
    expect(Buffer.compare(back.rscData, value.rscData)).toBe(0);
    expect(back.segmentData.get("/_tree").toString()).toBe("tree");
  });

  it("keeps an entry twice its revalidation time, a day at most, a minute at least", () => {
    expect(entryLifetimeSeconds({ revalidate: 300 })).toBe(600);
    expect(entryLifetimeSeconds({ cacheControl: { revalidate: 10 } })).toBe(60);
    expect(entryLifetimeSeconds({ revalidate: false })).toBe(86_400);
    expect(entryLifetimeSeconds({ revalidate: 10 ** 9 })).toBe(86_400);
  });

  it("knows an entry by the caller's tags and by a page's tag header", () => {
    expect(entryTags({ headers: { "x-next-cache-tags": "vehicles,_N_T_/jp/sale" } }, { tags: ["vehicles"] })).toEqual([
      "vehicles",
      "_N_T_/jp/sale",
    ]);
    expect(entryTags(null, {})).toEqual([]);
  });

  it("separates databases and builds, but shares tags across builds of one database", () => {
    const one = keyspace({ databaseUrl: "postgresql://db/one", buildId: "b1" });
    const next = keyspace({ databaseUrl: "postgresql://db/one", buildId: "b2" });
    const other = keyspace({ databaseUrl: "postgresql://db/two", buildId: "b1" });
    expect(one.entry("k")).not.toBe(next.entry("k"));
    expect(one.expiredTags).toBe(next.expiredTags);
    expect(one.expiredTags).not.toBe(other.expiredTags);
    expect(one.entry("k")).not.toContain("postgresql");
  });
});
