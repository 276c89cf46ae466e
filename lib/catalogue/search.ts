import "server-only";
import { cacheAcrossRequests } from "@/lib/cache/across-requests";
import { CACHE_SECONDS, CACHE_TAGS } from "@/lib/cache/tags";
import type { Locale } from "@/lib/i18n/locales";
import type { ListingKind } from "@/lib/generated/prisma/client";
import { japanDate } from "@/lib/business/calendar";
import { toVehicleCard, vehicleCardSelect, type VehicleCard } from "@/lib/vehicles/cards";
import { getCatalogueOptions, type CategoryOption } from "./options";
import { indexedCatalogueCount, indexedCatalogueFacets } from "./facet-index";
import type { CatalogueParams } from "./params";
import {
  catalogueModelYears,
  countCatalogue,
  countCatalogueFacets,
  catalogueFilterOf,
  findCataloguePage,
  type CatalogueFacets,
  type CatalogueFilter,
} from "./query";

// Visitors repeat the same few searches; a result stays until a vehicle or master data changes. A search's
// facets (with its count) are kept once for all its pages and sorts. (The two are read one after the other: a
// cached read inside another would never be kept, and lib/cache/across-requests.ts refuses it.)
const cached = { tags: [CACHE_TAGS.vehicles, CACHE_TAGS.masterData], revalidate: CACHE_SECONDS };
const readCatalogueFacets = cacheAcrossRequests(countCatalogueFacets, "catalogue-facets", cached);
const readCatalogueCount = cacheAcrossRequests(countCatalogue, "catalogue-count", cached);
const readCatalogueYears = cacheAcrossRequests(catalogueModelYears, "catalogue-years", cached);
const readCataloguePage = cacheAcrossRequests(
  async (filter: CatalogueFilter, sort: CatalogueParams["sort"], page: number, total: number) =>
    findCataloguePage(filter, { sort, page }, vehicleCardSelect(new Date()), { total }),
  "catalogue-page",
  cached,
);

type Options = Awaited<ReturnType<typeof getCatalogueOptions>>;

export interface CatalogueResult {
  category: CategoryOption | null;
  vehicles: VehicleCard[];
  total: number;
  page: number;
  pageCount: number;
  options: Omit<Options, "transmissionIds">;
  facets: CatalogueFacets;
  /** The model years of the kind's stock shown today (null for a truck of unknown year), for the year lists. */
  stockYears: (number | null)[];
}

/** The search a catalogue URL asks, with its slugs resolved against the master data, as of today in Japan. */
const catalogueFilter = (
  kind: ListingKind,
  category: CategoryOption | null,
  params: CatalogueParams,
  options: Options,
) => catalogueFilterOf(kind, category, params, options, japanDate(new Date()));

/** One catalogue page and its facet counts; null when the category is not a body type we list. */
export async function searchCatalogue(
  kind: ListingKind,
  categorySlug: string | undefined,
  params: CatalogueParams,
  locale: Locale,
): Promise<CatalogueResult | null> {
  const options = await getCatalogueOptions(locale);
  const category = categorySlug === undefined ? null : options.bodyTypes.find((b) => b.slug === categorySlug);
  if (category === undefined) return null;
  const filter = catalogueFilter(kind, category, params, options);
  // This instance's facet index counts in memory what the database would scan for; a search it cannot count
  // (free words), or while it is being read, is counted by the database and kept.
  const facets = (await indexedCatalogueFacets(filter)) ?? (await readCatalogueFacets(filter));
  const [result, stockYears] = await Promise.all([
    readCataloguePage(filter, params.sort, params.page, facets.total),
    readCatalogueYears(kind, filter.today ?? japanDate(new Date())),
  ]);
  const { transmissionIds: _ids, ...shown } = options;
  return {
    category,
    vehicles: result.rows.map((row) => toVehicleCard(row, locale)),
    total: result.total,
    page: result.page,
    pageCount: result.pageCount,
    options: shown,
    facets,
    stockYears,
  };
}

/** How many vehicles a catalogue search would give; null when the category is not a body type we list. */
export async function countCatalogueSearch(
  kind: ListingKind,
  categorySlug: string | undefined,
  params: CatalogueParams,
): Promise<number | null> {
  // The count is the same in every language; the options are only read for their ids.
  const options = await getCatalogueOptions("ja");
  const category = categorySlug === undefined ? null : options.bodyTypes.find((b) => b.slug === categorySlug);
  if (category === undefined) return null;
  // A plain count (a buyer changing options asks one per change), from this instance's facet index when it can.
  const filter = catalogueFilter(kind, category, params, options);
  return (await indexedCatalogueCount(filter)) ?? readCatalogueCount(filter);
}
