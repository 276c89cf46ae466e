import { isContactType, type ContactType } from "./types";

/**
 * The contact route's type: null on /contact (the visitor chooses), the type on /contact/{type}, and
 * undefined (answer 404) for an unknown type or extra segments.
 */
export function contactTypeFromRoute(segments: string[] | undefined): ContactType | null | undefined {
  if (!segments || segments.length === 0) return null;
  if (segments.length === 1 && isContactType(segments[0])) return segments[0];
  return undefined;
}
