// Cache tags, one per kind of data: every staff write expires the tag of what it changed (expireCacheTags), so
// public pages show it at once. The short lifetime is only a safety net for writes made outside the app.
import { revalidateTag, updateTag } from "next/cache";
import { expireSharedPages } from "@/lib/http/page-cache";

export const CACHE_TAGS = { vehicles: "vehicles", masterData: "master-data", content: "content" } as const;
export const CACHE_SECONDS = 300;
export type CacheTag = (typeof CACHE_TAGS)[keyof typeof CACHE_TAGS];

/**
 * Expires what a change touched, at once: the cached data under these tags, and every rendered page (they are
 * rendered again on their next request). From a server action the action's own answer already reads the new
 * data (updateTag); a route handler cannot use that, and expires the tags for the next request instead.
 */
export function expireCacheTags(tags: readonly CacheTag[], from: "action" | "route"): void {
  for (const tag of tags) {
    if (from === "action") updateTag(tag);
    else revalidateTag(tag, { expire: 0 });
  }
  if (tags.length > 0) expireSharedPages();
}
