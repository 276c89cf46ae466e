// Catalogue queries: filters, free words, sort and paging turned into one Prisma query, run in the
// database with its indexes (never by loading every vehicle).
import type { ListingKind, Prisma } from "@/lib/generated/prisma/client";
// The alert job (lib/alerts/job.ts) runs this query from outside React's server layer too.
import { processDb as db } from "@/lib/db/process";
import { CATALOGUE_PAGE_SIZE, type CatalogueParams, type CatalogueSort } from "./params";
import { isRomajiWord, searchGrams, wordVariants } from "./normalize";
import { licenceLimit, type Licence } from "@/lib/vehicles/licence";
import { catalogueStatusWhere, soldShownSince } from "@/lib/vehicles/status";

export interface CatalogueFilter {
  kind: ListingKind;
  bodyTypeId?: number;
  makerId?: number;
  loadClassId?: number;
  licence?: Licence;
  words: string[];
  /**
   * The day (YYYY-MM-DD) from which sold vehicles still show, today's by default; the cached catalogue passes
   * it so that its results change with the day.
   */
  soldSince?: string;
}

/** Prisma passes `contains` to LIKE unescaped; a visitor's %, _ and \ must match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}

export function catalogueWhere(filter: CatalogueFilter): Prisma.VehicleWhereInput {
  return {
    kind: filter.kind,
    ...catalogueStatusWhere(filter.soldSince ? new Date(filter.soldSince) : soldShownSince(new Date())),
    ...(filter.bodyTypeId !== undefined && { bodyTypeId: filter.bodyTypeId }),
    ...(filter.makerId !== undefined && { makerId: filter.makerId }),
    ...(filter.loadClassId !== undefined && { loadClassId: filter.loadClassId }),
    AND: [...licenceWhere(filter.licence), ...filter.words.map(wordWhere)],
  };
}

/**
 * The trucks a licence may drive: under both its limits. A truck whose gross weight is not stated cannot be
 * placed, so only 大型 (which drives anything) shows it; an unstated load counts as none.
 */
function licenceWhere(licence: Licence | undefined): Prisma.VehicleWhereInput[] {
  const limit = licence && licenceLimit(licence);
  if (!limit) return [];
  return [{ grossWeightKg: { lt: limit.grossKg } }, { OR: [{ maxLoadKg: { lt: limit.loadKg } }, { maxLoadKg: null }] }];
}

// What may stand before a word in the search text: its start, a space, or the punctuation of names and
// model codes ("self-loader", "4wd/2wd", "(isuzu)").
const WORD_STARTS = [" ", "-", "/", "("];

/** One query word: any of its spellings (wordVariants), a romaji word only where a word starts. */
function wordWhere(word: string): Prisma.VehicleWhereInput {
  const matches = wordVariants(word).map((variant): Prisma.VehicleWhereInput => {
    const grams = searchGrams(variant);
    const text = escapeLike(variant);
    return {
      // The grams narrow the rows through the GIN index; the text check makes the match exact.
      ...(grams.length > 0 && { searchGrams: { hasEvery: grams } }),
      ...(isRomajiWord(variant)
        ? {
            OR: [
              { searchText: { startsWith: text } },
              ...WORD_STARTS.map((start) => ({ searchText: { contains: start + text } })),
            ],
          }
        : { searchText: { contains: text } }),
    };
  });
  return matches.length === 1 ? matches[0] : { OR: matches };
}

const nullsLast = (sort: "asc" | "desc") => ({ sort, nulls: "last" as const });

export function catalogueOrder(sort: CatalogueSort): Prisma.VehicleOrderByWithRelationInput[] {
  switch (sort) {
    case "price-asc":
      return [{ priceTotalYen: nullsLast("asc") }, { id: "desc" }];
    case "price-desc":
      return [{ priceTotalYen: nullsLast("desc") }, { id: "desc" }];
    case "year-desc":
      return [{ modelYear: nullsLast("desc") }, { id: "desc" }];
    case "mileage-asc":
      return [{ mileageKm: nullsLast("asc") }, { id: "desc" }];
    case "newest":
      return [{ publishedAt: nullsLast("desc") }, { id: "desc" }];
  }
}

export interface CataloguePage<T> {
  rows: T[];
  total: number;
  page: number;
  pageCount: number;
}

/** One page of results; a page past the end shows the last page instead. */
export async function findCataloguePage<S extends Prisma.VehicleSelect>(
  filter: CatalogueFilter,
  params: Pick<CatalogueParams, "sort" | "page">,
  select: S,
  pageSize = CATALOGUE_PAGE_SIZE,
): Promise<CataloguePage<Prisma.VehicleGetPayload<{ select: S }>>> {
  const where = catalogueWhere(filter);
  const orderBy = catalogueOrder(params.sort);
  // The page's ids first, then their rows: deep pages walk the sort index alone instead of reading every
  // skipped row from the table (a page 2,500 deep of 100,000 vehicles: about 10x faster).
  const pageOf = async (page: number) => {
    const ids = (
      await db().vehicle.findMany({ where, orderBy, skip: (page - 1) * pageSize, take: pageSize, select: { id: true } })
    ).map((r) => r.id);
    if (ids.length === 0) return [];
    const rows = (await db().vehicle.findMany({
      where: { id: { in: ids } },
      select: { ...select, id: true } as Prisma.VehicleSelect,
    })) as { id: number }[];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  };
  // The count and the requested page run together; only a page past the end needs a second read.
  const [total, requested] = await Promise.all([db().vehicle.count({ where }), pageOf(params.page)]);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(params.page, pageCount);
  const rows = page === params.page ? requested : total === 0 ? [] : await pageOf(page);
  return { rows: rows as unknown as Prisma.VehicleGetPayload<{ select: S }>[], total, page, pageCount };
}
