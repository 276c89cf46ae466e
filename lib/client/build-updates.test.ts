import { describe, expect, it, vi } from "vitest";
import { fetchLatestBuild, isChunkLoadError, mayReloadAgain, reloadOnce, RELOAD_GUARD_MS } from "./build-updates";

describe("isChunkLoadError", () => {
  it("recognises a chunk that failed to load, as each engine words it", () => {
    const chunk = new Error("Loading chunk 123 failed.");
    chunk.name = "ChunkLoadError";
    for (const error of [
      chunk,
      new Error("Failed to load chunk /_next/static/chunks/0abc.js"),
      new TypeError("Failed to fetch dynamically imported module: https://x/_next/a.js"),
      new TypeError("Importing a module script failed."),
    ]) {
      expect(isChunkLoadError(error), error.message).toBe(true);
    }
  });

  it("leaves every other error to the error page", () => {
    for (const error of [new Error("Cannot read properties of undefined"), null, undefined, 42, "boom"])
      expect(isChunkLoadError(error)).toBe(false);
  });
});

describe("reloadOnce", () => {
  const storage = () => {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
  };

  it("reloads, then refuses a second reload within the guard time, then allows one after it", () => {
    const store = storage();
    const reload = vi.fn();
    expect(reloadOnce(store, 1_000_000, reload)).toBe(true);
    expect(reloadOnce(store, 1_000_000 + RELOAD_GUARD_MS - 1, reload)).toBe(false);
    expect(reloadOnce(store, 1_000_000 + RELOAD_GUARD_MS, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("does not trust a guard time from the future (a changed clock)", () => {
    expect(mayReloadAgain(2_000_000, 1_000_000)).toBe(true);
  });
});

describe("fetchLatestBuild", () => {
  it("reads the running build", async () => {
    const fetcher = vi
      .fn<typeof fetch>()
      .mockResolvedValue(Response.json({ id: "b2", builtAt: "2026-11-23T00:00:00.000Z" }));
    expect(await fetchLatestBuild(fetcher)).toEqual({ id: "b2", builtAt: "2026-11-23T00:00:00.000Z" });
    expect(fetcher.mock.calls[0][1]).toEqual({ cache: "no-store" });
  });

  it("only logs when the server cannot say", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(
      await fetchLatestBuild(vi.fn<typeof fetch>().mockResolvedValue(new Response("", { status: 503 }))),
    ).toBeNull();
    expect(await fetchLatestBuild(vi.fn<typeof fetch>().mockRejectedValue(new TypeError("offline")))).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
