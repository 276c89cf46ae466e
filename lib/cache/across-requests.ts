import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { unstable_cache } from "next/cache";
import type { CacheTag } from "@/lib/cache/tags";
import { log } from "@/lib/logging";

// The one way an answer is kept from one request to the next (React's cache() keeps one within a request):
// Next's data cache, in each instance's memory or in the instances' shared Redis (redis-cache-handler.mjs).
// Every cached read of the site is made here, so each one is expired the same way, by the tags of
// lib/cache-tags.ts, and none can be nested. Why not Next's 'use cache': docs/architecture.md, Caching.
//
// A cached read called from inside another's is never kept on its own: Next passes it through uncached without
// a word (it bit once, the catalogue's facets). Such a call throws in development and tests, where it is found
// on the first miss, and is logged in production, where the page still shows, only slower.

type Reading = { key: string; made: boolean };
const reading = new AsyncLocalStorage<Reading>();

export type CachedRead<Args extends unknown[], T> = ((...args: Args) => Promise<T>) & {
  /** The answer, with the Server-Timing entry that says whether this request made it or found it made. */
  timed(...args: Args): Promise<{ value: T; serverTiming: string }>;
};

function refuseNesting(inner: string, outer: string): void {
  if (process.env.NODE_ENV === "production") {
    log.error("cache.nested", { inner, outer });
    return;
  }
  throw new Error(
    `The cached read "${inner}" was called inside the cached read "${outer}", where Next never keeps it: ` +
      `call the two one after the other.`,
  );
}

/**
 * `read`, kept under `key` and its arguments (which must be plain data) for `revalidate` seconds at most, and
 * expired at once when a staff save expires one of its `tags`. `key` names the entry: each read has its own.
 * An entry must stay under 2 MB, the most Next's in-memory cache keeps.
 */
export function cacheAcrossRequests<Args extends unknown[], T>(
  read: (...args: Args) => Promise<T>,
  key: string,
  options: { tags?: readonly CacheTag[]; revalidate: number },
): CachedRead<Args, T> {
  const cached = unstable_cache(
    async (...args: Args) => {
      const state = reading.getStore();
      if (state) state.made = true;
      return read(...args);
    },
    [key],
    { revalidate: options.revalidate, ...(options.tags && { tags: [...options.tags] }) },
  );
  const call = async (...args: Args) => {
    const outer = reading.getStore();
    if (outer) refuseNesting(key, outer.key);
    const state: Reading = { key, made: false };
    const value = await reading.run(state, () => cached(...args));
    return { value, made: state.made };
  };
  return Object.assign(async (...args: Args) => (await call(...args)).value, {
    timed: async (...args: Args) => {
      const { value, made } = await call(...args);
      return { value, serverTiming: `${key};desc="${made ? "made" : "cached"}"` };
    },
  });
}
