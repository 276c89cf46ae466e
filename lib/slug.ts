// The one shape of every word the site puts in a URL (body types, staff pages, bodies, vehicles' public ids):
// lower-case letters and digits in hyphen-separated words.
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 64;

export function isSlug(value: string, maxLength = SLUG_MAX_LENGTH): boolean {
  return value.length <= maxLength && SLUG_PATTERN.test(value);
}
