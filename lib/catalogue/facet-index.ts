// The catalogue's facets counted in memory, as a search engine counts them: each instance keeps the columns the
// catalogue filters and groups on (lib/catalogue/column-index.ts), for every vehicle the catalogue may show, and
// evaluates the facets' two grouped reads (facetGroupReads, the very wheres the database is sent) against them.
// At 100,000 vehicles that is a few milliseconds of one core where the database scans for 35–90 ms.
//
// Fresh as the rendered pages are: every staff save expires cache tags, and each expiry moves that tag's page
// generation on, in this process and, with several instances, in Redis (lib/http/page-cache.ts). The index answers
// only in the generation of the vehicles and master data it was read in (a blog post's save leaves it be); in any
// other it is read again whole, and until that read is done, or while Redis cannot say the generation, or for a
// search it cannot evaluate (free words), the database answers. A write made outside the app is seen within
// CACHE_SECONDS, as by every cached read.
import "server-only";
import type { Vehicle } from "@/lib/generated/prisma/client";
import { processDb as db } from "@/lib/db/process";
import { CACHE_SECONDS, CACHE_TAGS } from "@/lib/cache/tags";
import { serverEnv } from "@/lib/env";
import { currentPageGeneration } from "@/lib/http/page-cache";
import { log, logError } from "@/lib/logging";
import { catalogueStatusWhere } from "@/lib/vehicles/status";
import { ColumnIndex, UnsupportedWhere } from "./column-index";
import {
  catalogueWhere,
  EQUIPMENT_GROUP_BY,
  FACET_GROUP_BY,
  facetGroupReads,
  tallyCatalogueFacets,
  type CatalogueFacets,
  type CatalogueFilter,
} from "./query";

/** Every column catalogueWhere compares without free words, and the columns the facets are grouped by. */
const FIELDS = [
  "kind",
  "status",
  "soldAt",
  "makerId",
  "loadClassId",
  "bodyTypeId",
  "transmissionId",
  "repairHistory",
  "leasePurchase",
  "yard",
  "priceTotalYen",
  "modelYear",
  "mileageKm",
  "maxLoadKg",
  "grossWeightKg",
  "inspectionYear",
  "inspectionMonth",
  "craneStages",
  "craneCapacityKg",
  "reeferTempC",
  "powerGateType",
] as const;

type Field = (typeof FIELDS)[number];
type Row = Pick<Vehicle, Field>;
export type FacetIndex = ColumnIndex<Row, Field>;
type Loaded = { index: FacetIndex; generation: string; readAt: number };
const RETRY_SECONDS = 60;
/** What the index holds: vehicles, and the master data their filters name. */
const INDEXED_TAGS = [CACHE_TAGS.vehicles, CACHE_TAGS.masterData];
type State = { loaded?: Loaded; loading?: Promise<void>; failedAt?: number };

// On globalThis: the catalogue page and the count API are bundled apart but must share one index.
const STATE = Symbol.for("truck-site.facet-index");
function state(): State {
  const holder = globalThis as unknown as Record<symbol, State | undefined>;
  return (holder[STATE] ??= {});
}

/** Reads every vehicle the catalogue may show on any day (a sale is shown for days: all sold ones are kept). */
export async function readFacetIndex(): Promise<FacetIndex> {
  const select = Object.fromEntries(FIELDS.map((field) => [field, true])) as Record<Field, true>;
  const rows = await db().vehicle.findMany({ where: catalogueStatusWhere(new Date(0)), select });
  return new ColumnIndex<Row, Field>(rows, FIELDS, [FACET_GROUP_BY, EQUIPMENT_GROUP_BY]);
}

/** The index of the current generation, or null (then a read of it is started, and the database answers). */
async function currentIndex(): Promise<FacetIndex | null> {
  const generation = await currentPageGeneration(INDEXED_TAGS, Boolean(serverEnv().REDIS_URL));
  if (generation === null) return null;
  const current = state();
  const { loaded } = current;
  if (loaded && loaded.generation === generation && Date.now() - loaded.readAt < CACHE_SECONDS * 1000)
    return loaded.index;
  // A read that failed is not tried on every request: the database answers for a while, as it did before.
  if (current.failedAt !== undefined && Date.now() - current.failedAt < RETRY_SECONDS * 1000) return null;
  current.loading ??= load(current, generation).finally(() => (current.loading = undefined));
  return null;
}

async function load(current: State, generation: string): Promise<void> {
  // Dated before the read: a save during it leaves this copy a generation behind, and it is read again.
  const readAt = Date.now();
  try {
    const index = await readFacetIndex();
    current.loaded = { index, generation, readAt };
    current.failedAt = undefined;
    log.info("catalogue.facet-index", { vehicles: index.size, bytes: index.bytes, ms: Date.now() - readAt });
  } catch (error) {
    current.failedAt = Date.now();
    logError("catalogue.facet-index", error);
  }
}

/** A search's facets from an index, or null when the index cannot evaluate its filter (free words). */
export function facetsFromIndex(index: FacetIndex, filter: CatalogueFilter): CatalogueFacets | null {
  if (filter.words.length > 0) return null;
  try {
    const where = facetGroupReads(filter);
    const groups = index.groupBy(FACET_GROUP_BY, where.facets);
    const equipment = index.groupBy(EQUIPMENT_GROUP_BY, where.equipment);
    return tallyCatalogueFacets(filter, groups, equipment);
  } catch (error) {
    if (error instanceof UnsupportedWhere) return null;
    throw error;
  }
}

/** A search's facets from this instance's index when it is current, else null: ask the database. */
export async function indexedCatalogueFacets(filter: CatalogueFilter): Promise<CatalogueFacets | null> {
  if (filter.words.length > 0) return null;
  const index = await currentIndex();
  return index && facetsFromIndex(index, filter);
}

/** How many vehicles a search gives, from this instance's index when it is current, else null. */
export async function indexedCatalogueCount(filter: CatalogueFilter): Promise<number | null> {
  if (filter.words.length > 0) return null;
  const index = await currentIndex();
  if (!index) return null;
  try {
    return index.count(catalogueWhere(filter));
  } catch (error) {
    if (error instanceof UnsupportedWhere) return null;
    throw error;
  }
}
