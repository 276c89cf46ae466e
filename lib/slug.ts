// The one shape of every word the site puts in a URL (body types, staff pages, bodies, vehicles' public ids):
// lower-case letters and digits in hyphen-separated words.
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 64;

export function isSlug(value: string, maxLength = SLUG_MAX_LENGTH): boolean {
  return value.length <= maxLength && SLUG_PATTERN.test(value);
}

/**
 * Text in that shape, up to `maxLength`: its Latin letters and digits (full-width ones too), each run of anything
 * else one hyphen. Empty when the text has none (a name in Japanese only).
 */
export function slugOf(text: string, maxLength = SLUG_MAX_LENGTH): string {
  const words = text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  // Cut at the limit, never leaving a hyphen at the end.
  return words.slice(0, maxLength).replace(/-+$/, "");
}
