// The catalogue's state lives in the URL (q, maker, loadClass, sort, page) so a search can be bookmarked,
// shared and opened in the other language. Anything malformed falls back to the default, never an error.
import { z } from "@/lib/zod";
import { withoutControlCharacters } from "@/lib/text";
import { searchWords } from "./normalize";
import { isSlug } from "@/lib/slug";
import { routes } from "@/lib/routes";
import type { ListingKind } from "@/lib/vehicles/listing-kind";
import { LICENCES, type Licence } from "@/lib/vehicles/licence";

export const CATALOGUE_PAGE_SIZE = 20;

/** Which vehicles of the whole list a page shows, counted from 1: page 2 of 20 a page shows 21〜40. */
export function shownRange(page: number, shown: number, pageSize = CATALOGUE_PAGE_SIZE): { from: number; to: number } {
  const from = shown === 0 ? 0 : (page - 1) * pageSize + 1;
  return { from, to: shown === 0 ? 0 : from + shown - 1 };
}
export const MAX_QUERY_LENGTH = 100;
export const SORTS = ["newest", "price-asc", "price-desc", "year-desc", "mileage-asc"] as const;
export type CatalogueSort = (typeof SORTS)[number];

const slug = z.string().refine((value) => isSlug(value));
const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);

const schema = z.object({
  q: z
    .preprocess(single, z.string().max(MAX_QUERY_LENGTH * 4))
    .catch("")
    .default(""),
  maker: z.preprocess(single, slug.optional()).catch(undefined),
  loadClass: z.preprocess(single, slug.optional()).catch(undefined),
  licence: z.preprocess(single, z.enum(LICENCES).optional()).catch(undefined),
  sort: z.preprocess(single, z.enum(SORTS)).catch("newest").default("newest"),
  page: z.preprocess(single, z.coerce.number().int().min(1).max(100_000)).catch(1).default(1),
});

export interface CatalogueParams {
  q: string;
  words: string[];
  maker?: string;
  loadClass?: string;
  /** Only trucks this licence may drive. */
  licence?: Licence;
  sort: CatalogueSort;
  page: number;
}

export function parseCatalogueParams(searchParams: Record<string, string | string[] | undefined>): CatalogueParams {
  const parsed = schema.parse(searchParams);
  const q = withoutControlCharacters(parsed.q).slice(0, MAX_QUERY_LENGTH).trim();
  return {
    q,
    words: searchWords(q),
    maker: parsed.maker,
    loadClass: parsed.loadClass,
    licence: parsed.licence,
    sort: parsed.sort,
    page: parsed.page,
  };
}

/** The query string for these params, leaving out defaults so URLs stay short. */
export function catalogueQuery(params: Partial<CatalogueParams>): Record<string, string> {
  const query: Record<string, string> = {};
  if (params.q) query.q = params.q;
  if (params.maker) query.maker = params.maker;
  if (params.loadClass) query.loadClass = params.loadClass;
  if (params.licence) query.licence = params.licence;
  if (params.sort && params.sort !== "newest") query.sort = params.sort;
  if (params.page && params.page > 1) query.page = String(params.page);
  return query;
}

/**
 * A catalogue address with more than one category segment (/sale/wing/extra) has a canonical one: the first
 * segment, with the search it carried. Null when the address is already of that form.
 */
export function canonicalCatalogueHref(
  kind: ListingKind,
  category: string[] | undefined,
  params: CatalogueParams,
): string | null {
  if (!category || category.length <= 1) return null;
  const query = new URLSearchParams(catalogueQuery(params)).toString();
  return `${routes[kind](category[0])}${query ? `?${query}` : ""}`;
}

/** Page numbers to offer: the first, the last and a window around the current one (null marks a gap). */
export function pageWindow(current: number, pageCount: number, radius = 2): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= pageCount; page++) {
    if (page === 1 || page === pageCount || Math.abs(page - current) <= radius) pages.push(page);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}
