import "server-only";
import { unstable_cache } from "next/cache";
import { CACHE_SECONDS, CACHE_TAGS } from "@/lib/cache-tags";
import type { Locale } from "@/lib/i18n/locales";
import type { ListingKind } from "@/lib/generated/prisma/client";
import { toVehicleCard, vehicleCardSelect, type VehicleCard } from "@/lib/vehicles/cards";
import { getCatalogueOptions, type CategoryOption } from "./options";
import type { CatalogueParams } from "./params";
import { soldShownSince } from "@/lib/vehicles/status";
import { findCataloguePage, type CatalogueFilter } from "./query";

// Visitors repeat the same few searches; a result stays until a vehicle or master data changes.
const readCataloguePage = unstable_cache(
  async (filter: CatalogueFilter, sort: CatalogueParams["sort"], page: number) =>
    findCataloguePage(filter, { sort, page }, vehicleCardSelect(new Date())),
  ["catalogue-page"],
  { tags: [CACHE_TAGS.vehicles, CACHE_TAGS.masterData], revalidate: CACHE_SECONDS },
);

export interface CatalogueResult {
  category: CategoryOption | null;
  vehicles: VehicleCard[];
  total: number;
  page: number;
  pageCount: number;
  options: Awaited<ReturnType<typeof getCatalogueOptions>>;
}

/** One catalogue page; null when the category is not a body type we list. */
export async function searchCatalogue(
  kind: ListingKind,
  categorySlug: string | undefined,
  params: CatalogueParams,
  locale: Locale,
): Promise<CatalogueResult | null> {
  const options = await getCatalogueOptions(locale);
  const category = categorySlug === undefined ? null : options.bodyTypes.find((b) => b.slug === categorySlug);
  if (category === undefined) return null;
  const result = await readCataloguePage(
    {
      kind,
      bodyTypeId: category?.id,
      makerId: options.makers.find((m) => m.slug === params.maker)?.id,
      loadClassId: options.loadClasses.find((c) => c.slug === params.loadClass)?.id,
      licence: params.licence,
      words: params.words,
      soldSince: soldShownSince(new Date()).toISOString().slice(0, 10),
    },
    params.sort,
    params.page,
  );
  return {
    category,
    vehicles: result.rows.map((row) => toVehicleCard(row, locale)),
    total: result.total,
    page: result.page,
    pageCount: result.pageCount,
    options,
  };
}
