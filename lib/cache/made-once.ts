import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { unstable_cache } from "next/cache";

// Costly answers anyone may ask for (share cards, the sitemap) are made once per content and then served from
// the cache, in memory or the instances' shared Redis. Whether this request made its answer or found it made
// is told in Server-Timing, where a developer (and the tests) can see it.

const making = new AsyncLocalStorage<{ made: boolean }>();

/**
 * `make`, cached under `key` and its arguments, which are the cache key: a share card's are its content (name,
 * price, photo), so new content is made anew and old stays valid. An entry must stay under 2 MB, the most
 * Next's in-memory cache keeps.
 */
export function madeOnce<Args extends unknown[], T>(
  make: (...args: Args) => Promise<T>,
  key: string,
  options: { tags?: string[]; revalidate: number },
) {
  const cached = unstable_cache(
    async (...args: Args) => {
      const state = making.getStore();
      if (state) state.made = true;
      return make(...args);
    },
    [key],
    options,
  );
  return async (...args: Args): Promise<{ value: T; serverTiming: string }> => {
    const state = { made: false };
    const value = await making.run(state, () => cached(...args));
    return { value, serverTiming: `${key};desc="${state.made ? "made" : "cached"}"` };
  };
}
