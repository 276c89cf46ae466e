// Cache tags, one per kind of data the public pages show: every staff write expires the tag of what it changed
// (expireCacheTags in lib/cache-tags.ts), and the cached reads and the rendered pages that show it go. The short
// lifetime is only a safety net for writes made outside the app. Kept apart from expireCacheTags, which needs
// Next's cache: the server's front door reads these too, outside Next's bundles.
export const CACHE_TAGS = { vehicles: "vehicles", masterData: "master-data", content: "content" } as const;
export const CACHE_SECONDS = 300;
export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];
/** Every tag: what a page shows when nothing narrower is known of it. */
export const ALL_CACHE_TAGS: readonly CacheTag[] = Object.values(CACHE_TAGS);
