// Catalogue queries: filters, free words, sort and paging turned into one Prisma query, run in the
// database with its indexes (never by loading every vehicle).
import type { ListingKind, Prisma, Vehicle } from "@/lib/generated/prisma/client";
// The alert job (lib/alerts/job.ts) runs this query from outside React's server layer too.
import { processDb as db } from "@/lib/db/process";
import {
  CATALOGUE_PAGE_SIZE,
  EQUIPMENT_FILTERS,
  POWER_GATE_FILTERS,
  TRANSMISSION_SLUGS,
  type CatalogueParams,
  type CatalogueSort,
  type EquipmentFilter,
  type PowerGateFilter,
} from "./params";
import { CRANE_CAPACITY_STEPS_KG, CRANE_STAGE_STEPS, REEFER_TEMP_STEPS } from "./filter-steps";
import { isRomajiWord, searchGrams, wordVariants } from "./normalize";
import { LICENCES, licenceLimit, mayDrive, type Licence } from "@/lib/vehicles/licence";
import { catalogueStatusWhere, soldShownSince } from "@/lib/vehicles/status";
import { japanDate } from "@/lib/business/calendar";

/** A catalogue search with its master-data slugs resolved to ids: what the database is asked. */
export interface CatalogueFilter extends Partial<
  Pick<
    CatalogueParams,
    | "licence"
    | "towing"
    | "priceMin"
    | "priceMax"
    | "yearMin"
    | "yearMax"
    | "mileageMax"
    | "loadMin"
    | "loadMax"
    | "inspection"
    | "noRepair"
    | "lease"
    | "yard"
    | EquipmentFilter
  >
> {
  kind: ListingKind;
  bodyTypeId?: number;
  makerId?: number;
  loadClassId?: number;
  /** The gearboxes the transmission filter stands for. */
  transmissionIds?: number[];
  /** The body types that pull a semi-trailer (牽引免許), which the licence filter keeps only with `towing`. */
  towingBodyTypeIds?: number[];
  words: string[];
  /**
   * Today in Japan (YYYY-MM-DD), which decides the sold vehicles still shown and the inspections still valid;
   * the real today by default. The cached catalogue passes it, so its results change with the day.
   */
  today?: string;
}

/**
 * The master data a search's slugs are resolved against: the ids of each maker, class and gearbox by slug, and
 * which body types pull a trailer.
 */
export interface CatalogueMasterIds {
  makers: { id: number; slug: string }[];
  loadClasses: { id: number; slug: string }[];
  bodyTypes: { id: number; towsTrailer: boolean }[];
  transmissionIds: Map<string, number>;
}

/**
 * The filter a catalogue search asks, with its slugs resolved: the one mapping the catalogue page, its count
 * and the saved-search alerts share, so an alert finds exactly what the page shows. An unknown maker or class
 * filters nothing, as the page reads it.
 */
export function catalogueFilterOf(
  kind: ListingKind,
  category: { id: number } | null,
  params: CatalogueParams,
  master: CatalogueMasterIds,
  today: string,
): CatalogueFilter {
  const {
    maker,
    loadClass,
    transmission,
    q: _q,
    words,
    sort: _sort,
    page: _page,
    unreadPrices: _unread,
    ...ranges
  } = params;
  return {
    ...ranges,
    kind,
    bodyTypeId: category?.id,
    makerId: master.makers.find((m) => m.slug === maker)?.id,
    loadClassId: master.loadClasses.find((c) => c.slug === loadClass)?.id,
    transmissionIds:
      transmission && TRANSMISSION_SLUGS[transmission].flatMap((slug) => master.transmissionIds.get(slug) ?? []),
    towingBodyTypeIds: master.bodyTypes.filter((b) => b.towsTrailer).map((b) => b.id),
    words,
    today,
  };
}

/** Prisma passes `contains` to LIKE unescaped; a visitor's %, _ and \ must match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}

export function catalogueWhere(filter: CatalogueFilter): Prisma.VehicleWhereInput {
  const today = filter.today ?? japanDate(new Date());
  const yen = (man: number | undefined) => (man === undefined ? undefined : man * 10_000);
  return {
    kind: filter.kind,
    ...catalogueStatusWhere(soldShownSince(today)),
    ...(filter.bodyTypeId !== undefined && { bodyTypeId: filter.bodyTypeId }),
    ...(filter.makerId !== undefined && { makerId: filter.makerId }),
    ...(filter.loadClassId !== undefined && { loadClassId: filter.loadClassId }),
    ...(filter.transmissionIds && { transmissionId: { in: filter.transmissionIds } }),
    ...(filter.noRepair && { repairHistory: false }),
    ...(filter.lease && { leasePurchase: true }),
    ...(filter.yard && { yard: filter.yard }),
    AND: [
      ...rangeWhere("priceTotalYen", yen(filter.priceMin), yen(filter.priceMax)),
      ...rangeWhere("modelYear", filter.yearMin, filter.yearMax),
      ...rangeWhere("mileageKm", undefined, filter.mileageMax),
      ...rangeWhere("maxLoadKg", filter.loadMin, filter.loadMax),
      ...(filter.inspection === "valid" ? [inspectionValidWhere(today)] : []),
      ...licenceWhere(filter),
      ...equipmentWhere(filter),
      ...filter.words.map(wordWhere),
    ],
  };
}

/** Both ends included; a vehicle that does not state the value is outside any range. */
function rangeWhere(
  field: "priceTotalYen" | "modelYear" | "mileageKm" | "maxLoadKg",
  min: number | undefined,
  max: number | undefined,
): Prisma.VehicleWhereInput[] {
  if (min === undefined && max === undefined) return [];
  return [{ [field]: { ...(min !== undefined && { gte: min }), ...(max !== undefined && { lte: max }) } }];
}

/** The body's equipment asked for; a truck that does not state it is outside. */
function equipmentWhere(filter: Pick<CatalogueFilter, EquipmentFilter>): Prisma.VehicleWhereInput[] {
  const { craneStagesMin, craneCapacityMin, reeferTempMax, powerGate } = filter;
  return [
    ...(craneStagesMin !== undefined ? [{ craneStages: { gte: craneStagesMin } }] : []),
    ...(craneCapacityMin !== undefined ? [{ craneCapacityKg: { gte: craneCapacityMin } }] : []),
    ...(reeferTempMax !== undefined ? [{ reeferTempC: { lte: reeferTempMax } }] : []),
    ...(powerGate ? [{ powerGateType: powerGate === "any" ? { not: null } : powerGate }] : []),
  ];
}

/** Whether a truck's equipment meets one equipment filter (as equipmentWhere asks it of the database). */
function meets(
  equipment: {
    craneStages: number | null;
    craneCapacityKg: number | null;
    reeferTempC: number | null;
    powerGateType: string | null;
  },
  filter: EquipmentFilter,
  value: number | PowerGateFilter,
): boolean {
  switch (filter) {
    case "craneStagesMin":
      return equipment.craneStages !== null && equipment.craneStages >= (value as number);
    case "craneCapacityMin":
      return equipment.craneCapacityKg !== null && equipment.craneCapacityKg >= (value as number);
    case "reeferTempMax":
      return equipment.reeferTempC !== null && equipment.reeferTempC <= (value as number);
    case "powerGate":
      return equipment.powerGateType !== null && (value === "any" || equipment.powerGateType === value);
  }
}

/** The options each equipment filter offers. */
const EQUIPMENT_OPTIONS = {
  craneStagesMin: CRANE_STAGE_STEPS,
  craneCapacityMin: CRANE_CAPACITY_STEPS_KG,
  reeferTempMax: REEFER_TEMP_STEPS,
  powerGate: POWER_GATE_FILTERS,
} as const satisfies Record<EquipmentFilter, readonly (number | PowerGateFilter)[]>;

/** 車検 valid through this month or later (lib/vehicles/inspection: the month named is still valid). */
function inspectionValidWhere(today: string): Prisma.VehicleWhereInput {
  const [year, month] = today.split("-").map(Number);
  return {
    OR: [{ inspectionYear: { gt: year } }, { inspectionYear: year, inspectionMonth: { gte: month } }],
  };
}

/**
 * The trucks a licence may drive (lib/vehicles/licence mayDrive): under both its limits, and no tractor unless
 * the buyer holds 牽引免許 too. A truck whose gross weight is not stated cannot be placed, so only 大型 (which
 * drives anything) shows it; an unstated load counts as none.
 */
function licenceWhere(filter: CatalogueFilter): Prisma.VehicleWhereInput[] {
  if (!filter.licence) return [];
  const towing: Prisma.VehicleWhereInput[] =
    !filter.towing && filter.towingBodyTypeIds?.length ? [{ bodyTypeId: { notIn: filter.towingBodyTypeIds } }] : [];
  const limit = licenceLimit(filter.licence);
  if (!limit) return towing;
  return [
    ...towing,
    { grossWeightKg: { lt: limit.grossKg } },
    { OR: [{ maxLoadKg: { lt: limit.loadKg } }, { maxLoadKg: null }] },
  ];
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

/**
 * One page of results; a page past the end shows the last page instead. The number of results comes from the
 * search's facet counts, unless the caller has already read them (the catalogue keeps them for all its pages).
 */
export async function findCataloguePage<S extends Prisma.VehicleSelect>(
  filter: CatalogueFilter,
  params: Pick<CatalogueParams, "sort" | "page">,
  select: S,
  { pageSize = CATALOGUE_PAGE_SIZE, total: known }: { pageSize?: number; total?: number } = {},
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
  const [total, requested] = await Promise.all([
    known ?? countCatalogueFacets(filter).then((facets) => facets.total),
    pageOf(params.page),
  ]);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(params.page, pageCount);
  const rows = page === params.page ? requested : total === 0 ? [] : await pageOf(page);
  return { rows: rows as unknown as Prisma.VehicleGetPayload<{ select: S }>[], total, page, pageCount };
}

/**
 * Vehicles per option (id, or licence) for the current search; an option missing from a map has none. With
 * the number of vehicles the search itself gives, counted from the same read.
 */
export interface CatalogueFacets {
  total: number;
  makers: Record<number, number>;
  loadClasses: Record<number, number>;
  bodyTypes: Record<number, number>;
  licences: Record<Licence, number>;
  /** Vehicles per option of each equipment filter (the option's value as the URL writes it). */
  equipment: Record<EquipmentFilter, Record<string, number>>;
}

/** The columns the facets are counted by: the options, and the two weights the licence depends on. */
export const FACET_GROUP_BY = ["makerId", "loadClassId", "bodyTypeId", "grossWeightKg", "maxLoadKg"] as const;
/** The columns the equipment facets are counted by. */
export const EQUIPMENT_GROUP_BY = ["craneStages", "craneCapacityKg", "reeferTempC", "powerGateType"] as const;

type FacetGroup = Pick<Vehicle, (typeof FACET_GROUP_BY)[number]> & { _count: { _all: number } };
type EquipmentGroup = Pick<Vehicle, (typeof EQUIPMENT_GROUP_BY)[number]> & { _count: { _all: number } };

/**
 * The two grouped reads the facets are tallied from: the vehicles the search's other filters keep (without
 * maker, class, body type and licence), and the trucks that state any equipment, kept by every filter but the
 * equipment ones. What the database is asked, and what lib/catalogue/facet-index.ts evaluates in memory.
 */
export function facetGroupReads(filter: CatalogueFilter) {
  const {
    makerId: _maker,
    loadClassId: _class,
    bodyTypeId: _body,
    licence: _licence,
    towing: _towing,
    ...others
  } = filter;
  const unfiltered = Object.fromEntries(EQUIPMENT_FILTERS.map((name) => [name, undefined]));
  const equipment = catalogueWhere({ ...filter, ...unfiltered });
  return {
    facets: catalogueWhere(others),
    equipment: {
      ...equipment,
      AND: [
        ...(equipment.AND as Prisma.VehicleWhereInput[]),
        {
          OR: [
            { craneStages: { not: null } },
            { craneCapacityKg: { not: null } },
            { reeferTempC: { not: null } },
            { powerGateType: { not: null } },
          ],
        },
      ],
    } satisfies Prisma.VehicleWhereInput,
  };
}

/**
 * How many vehicles each maker, class, body type and licence would give: every facet is counted with the
 * search's other filters and without its own, so a buyer can switch an option and never picks an empty one.
 * One grouped read of the vehicles the search's other filters keep (by maker, class, body type and the two
 * weights the licence depends on), tallied here: a handful of groups, where one query per facet would scan
 * the catalogue seven times. Its read is an index-only scan (vehicles_facets_cover_idx); the search's own count is
 * the groups every filter keeps, so a search costs no count of its own. The equipment facets likewise, from a
 * grouped read of the trucks that state any equipment.
 */
export async function countCatalogueFacets(filter: CatalogueFilter): Promise<CatalogueFacets> {
  const where = facetGroupReads(filter);
  const [groups, equipment] = await Promise.all([
    db().vehicle.groupBy({ by: [...FACET_GROUP_BY], where: where.facets, _count: { _all: true } }),
    db().vehicle.groupBy({ by: [...EQUIPMENT_GROUP_BY], where: where.equipment, _count: { _all: true } }),
  ]);
  return tallyCatalogueFacets(filter, groups, equipment);
}

/** The facets from the two grouped reads of facetGroupReads, wherever they were counted. */
export function tallyCatalogueFacets(
  filter: CatalogueFilter,
  groups: readonly FacetGroup[],
  equipmentGroups: readonly EquipmentGroup[],
): CatalogueFacets {
  const { makerId, loadClassId, bodyTypeId, licence, towing } = filter;
  const towingBodyTypes = new Set(filter.towingBodyTypeIds);
  const facets: CatalogueFacets = {
    total: 0,
    makers: {},
    loadClasses: {},
    bodyTypes: {},
    licences: Object.fromEntries(LICENCES.map((l) => [l, 0])) as Record<Licence, number>,
    equipment: tallyEquipment(filter, equipmentGroups),
  };
  const add = (counts: Record<number, number>, id: number, n: number) => (counts[id] = (counts[id] ?? 0) + n);
  for (const group of groups) {
    const n = group._count._all;
    const maker = makerId === undefined || group.makerId === makerId;
    const loadClass = loadClassId === undefined || group.loadClassId === loadClassId;
    const bodyType = bodyTypeId === undefined || group.bodyTypeId === bodyTypeId;
    const vehicle = { ...group, towsTrailer: towingBodyTypes.has(group.bodyTypeId) };
    const drivable = licence === undefined || mayDrive(licence, vehicle, towing);
    if (loadClass && bodyType && drivable) add(facets.makers, group.makerId, n);
    if (maker && bodyType && drivable) add(facets.loadClasses, group.loadClassId, n);
    if (maker && loadClass && drivable) add(facets.bodyTypes, group.bodyTypeId, n);
    if (maker && loadClass && bodyType) {
      for (const option of LICENCES) if (mayDrive(option, vehicle, towing)) facets.licences[option] += n;
      if (drivable) facets.total += n;
    }
  }
  return facets;
}

/**
 * How many vehicles each equipment option would give, counted like the other facets: with the search's other
 * filters and without its own.
 */
function tallyEquipment(filter: CatalogueFilter, groups: readonly EquipmentGroup[]): CatalogueFacets["equipment"] {
  const counts = Object.fromEntries(EQUIPMENT_FILTERS.map((name) => [name, {}])) as CatalogueFacets["equipment"];
  for (const group of groups) {
    const others = (own: EquipmentFilter) =>
      EQUIPMENT_FILTERS.every((name) => name === own || filter[name] === undefined || meets(group, name, filter[name]));
    for (const name of EQUIPMENT_FILTERS) {
      if (!others(name)) continue;
      for (const option of EQUIPMENT_OPTIONS[name])
        if (meets(group, name, option)) counts[name][option] = (counts[name][option] ?? 0) + group._count._all;
    }
  }
  return counts;
}

/**
 * The model years of a catalogue's stock: every year of the kind's vehicles shown today, in any category, unknown
 * ones as null (lib/catalogue/filter-steps.ts yearOptions makes the year lists of them).
 */
export async function catalogueModelYears(kind: ListingKind, today: string): Promise<(number | null)[]> {
  const groups = await db().vehicle.groupBy({ by: ["modelYear"], where: catalogueWhere({ kind, words: [], today }) });
  return groups.map((group) => group.modelYear);
}

/** How many vehicles a search gives, without its facets: what the filter sheet's button shows as options change. */
export async function countCatalogue(filter: CatalogueFilter): Promise<number> {
  return db().vehicle.count({ where: catalogueWhere(filter) });
}
