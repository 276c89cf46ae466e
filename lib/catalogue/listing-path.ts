// Catalogue pages are cached whole, like static pages (ISR), because the same few searches are asked over
// and over. A page that reads its query string cannot be cached, so proxy.ts turns the public URL
// (/jp/sale/wing?maker=hino) into an internal path that carries the search as one segment
// (/ja/catalogue-view/sale/maker%3Dhino/wing). The segment is the canonical form of the query: URLs that
// ask the same search (other parameter order, tracking parameters, a malformed page) share one page.
import { catalogueQuery, parseCatalogueParams, type CatalogueParams } from "./params";

export const LISTING_KINDS = ["sale", "purchase"] as const;
export type ListingKindSlug = (typeof LISTING_KINDS)[number];

/** The internal route's first segment; visitors never see it and cannot open it directly. */
export const LISTING_VIEW_SEGMENT = "catalogue-view";
const NO_QUERY = "all";

export type CatalogueRequest = { redirect: string } | { rewrite: string };

/**
 * What the proxy does with a path inside a locale ("/sale/wing"): null when it is not a catalogue page
 * (the vehicle pages live under /sale/item/{str_id}), a redirect when the category has more than one
 * segment (to the first one, keeping the search), otherwise the internal path to render.
 */
export function routeCatalogueRequest(rest: string, searchParams: URLSearchParams): CatalogueRequest | null {
  const match = /^\/(sale|purchase)(?:\/(.*))?$/.exec(rest);
  if (!match) return null;
  const kind = match[1] as ListingKindSlug;
  const segments = (match[2] ?? "").split("/").filter(Boolean);
  if (segments[0] === "item" && segments.length > 1) return null;

  const query = new URLSearchParams(catalogueQuery(parseCatalogueParams(Object.fromEntries(searchParams)))).toString();
  if (segments.length > 1) return { redirect: `/${kind}/${segments[0]}${query ? `?${query}` : ""}` };
  const category = segments[0] ? `/${segments[0]}` : "";
  return { rewrite: `/${LISTING_VIEW_SEGMENT}/${kind}/${encodeURIComponent(query || NO_QUERY)}${category}` };
}

export function isListingViewPath(rest: string): boolean {
  return rest === `/${LISTING_VIEW_SEGMENT}` || rest.startsWith(`/${LISTING_VIEW_SEGMENT}/`);
}

/** The search carried by the internal route's segment, whether the router hands it over encoded or not. */
export function paramsFromQuerySegment(segment: string): CatalogueParams {
  // Every non-empty query holds "=", which the encoded segment never does.
  const query = segment.includes("=") || segment === NO_QUERY ? segment : safeDecode(segment);
  return parseCatalogueParams(query === NO_QUERY ? {} : Object.fromEntries(new URLSearchParams(query)));
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return NO_QUERY;
  }
}

export function isListingKind(value: string): value is ListingKindSlug {
  return (LISTING_KINDS as readonly string[]).includes(value);
}
