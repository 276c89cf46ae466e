// Campaigns run until the end of their last day in Japan time, and never after: the server leaves out
// an ended one, and the browser hides one that ends while a cached page is open.
import { addDays, japanDate, type IsoDate } from "@/lib/business/calendar";

/** The instant a campaign whose last day is `endsOn` stops: midnight at the start of the next day in Japan. */
export function promotionEndsAt(endsOn: IsoDate): number {
  return Date.parse(`${addDays(endsOn, 1)}T00:00:00+09:00`);
}

export function isPromotionRunning(endsOn: IsoDate, now: Date): boolean {
  return japanDate(now) <= endsOn;
}

/**
 * Where a campaign's banner leads: a page of this site, as an unprefixed path with an optional query (`/sale`,
 * `/sale/crane?maker=hino`), to which the banner adds the visitor's language. Anything else (another site, a
 * protocol-relative `//host`, a backslash browsers read as a slash) leaves the banner without a link.
 */
export function promotionHref(linkPath: string | null): string | null {
  if (!linkPath || linkPath.length > 300) return null;
  return /^\/(?![/\\])[^\s\\]*$/.test(linkPath) ? linkPath : null;
}
