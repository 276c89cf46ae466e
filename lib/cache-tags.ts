// How a staff write makes the public pages show it at once: it expires the tags (lib/cache/tags.ts) of what it
// changed.
import { revalidateTag, updateTag } from "next/cache";
import type { CacheTag } from "@/lib/cache/tags";
import { expireSharedPages } from "@/lib/http/page-cache";

/**
 * Expires what a change touched, at once: the cached data under these tags, and every rendered page that shows
 * them (they are rendered again on their next request). From a server action the action's own answer already
 * reads the new data (updateTag); a route handler cannot use that, and expires the tags for the next request
 * instead.
 */
export function expireCacheTags(tags: readonly CacheTag[], from: "action" | "route"): void {
  for (const tag of tags) {
    if (from === "action") updateTag(tag);
    else revalidateTag(tag, { expire: 0 });
  }
  if (tags.length > 0) expireSharedPages(tags);
}
