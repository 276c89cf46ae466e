// The catalogue's state lives in the URL (words, maker, class, licence, ranges, sort, page) so a search can be
// bookmarked, shared and opened in the other language. Anything malformed falls back to the default (no filter),
// never an error: a buyer who types ５００ or 1,000 into a range box gets what they meant.
import { z } from "@/lib/zod";
import { parseId, searchFromQuery } from "@/lib/http/url-values";
import { searchWords } from "./normalize";
import { isSlug } from "@/lib/slug";
import { routes } from "@/lib/routes";
import type { ListingKind } from "@/lib/vehicles/listing-kind";
import { LICENCES, type Licence } from "@/lib/vehicles/licence";
import { OFFICE_IDS, type OfficeId } from "@/lib/company";
import { readPriceFilter } from "./price-filter";
import { CHOICE_LISTS } from "@/lib/vehicles/fields";

export const CATALOGUE_PAGE_SIZE = 20;

/** Which vehicles of the whole list a page shows, counted from 1: page 2 of 20 a page shows 21〜40. */
export function shownRange(page: number, shown: number, pageSize = CATALOGUE_PAGE_SIZE): { from: number; to: number } {
  const from = shown === 0 ? 0 : (page - 1) * pageSize + 1;
  return { from, to: shown === 0 ? 0 : from + shown - 1 };
}
export const MAX_QUERY_LENGTH = 100;
export const SORTS = ["newest", "price-asc", "price-desc", "year-desc", "mileage-asc"] as const;
export type CatalogueSort = (typeof SORTS)[number];

/** How a buyer asks for the gearbox: AT means any the AT-only licence may drive (AT and セミAT), MT a manual. */
export const TRANSMISSION_FILTERS = ["at", "mt"] as const;
export type TransmissionFilter = (typeof TRANSMISSION_FILTERS)[number];
/** The transmission master-data slugs each choice stands for. */
export const TRANSMISSION_SLUGS: Record<TransmissionFilter, readonly string[]> = { at: ["at", "amt"], mt: ["mt"] };

/** A tail lift of any kind, or of one kind (lib/vehicles/fields: powerGateTypes). */
export const POWER_GATE_FILTERS = ["any", ...CHOICE_LISTS.powerGateTypes.options] as const;
export type PowerGateFilter = (typeof POWER_GATE_FILTERS)[number];

const slug = z.string().refine((value) => isSlug(value));
const single = (value: unknown) => (Array.isArray(value) ? value[0] : value);

/** A whole number typed as a buyer types it (full-width digits, thousands commas); anything else is no filter. */
const wholeNumber = (max: number) =>
  z
    .preprocess((value) => {
      const text = single(value);
      if (typeof text !== "string") return undefined;
      const digits = text.normalize("NFKC").replace(/[,\s]/g, "");
      return /^\d{1,9}$/.test(digits) ? Number(digits) : undefined;
    }, z.number().int().min(0).max(max).optional())
    .catch(undefined);
/** A temperature in ℃, below zero as a reefer's is (−30, or −３０ typed full-width). */
const celsius = z
  .preprocess((value) => {
    const text = single(value);
    if (typeof text !== "string") return undefined;
    const typed = text
      .normalize("NFKC")
      .replace(/[\s℃°C]/g, "")
      .replace(/^[−ー]/, "-");
    return /^-?\d{1,2}$/.test(typed) ? Number(typed) : undefined;
  }, z.number().int().min(-60).max(30).optional())
  .catch(undefined);
const flag = z.preprocess((value) => single(value) === "1", z.boolean()).catch(false);

export const PRICE_FIELDS = ["priceMin", "priceMax"] as const;
export type PriceField = (typeof PRICE_FIELDS)[number];

/** The range filters and their largest accepted values: year, mileage in km, load in kg. */
const RANGE_LIMITS = {
  yearMin: 2100,
  yearMax: 2100,
  mileageMax: 10_000_000,
  loadMin: 100_000,
  loadMax: 100_000,
} as const;
type RangeKey = keyof typeof RANGE_LIMITS;

const schema = z.object({
  q: z
    .preprocess(single, z.string().max(MAX_QUERY_LENGTH * 4))
    .catch("")
    .default(""),
  maker: z.preprocess(single, slug.optional()).catch(undefined),
  loadClass: z.preprocess(single, slug.optional()).catch(undefined),
  licence: z.preprocess(single, z.enum(LICENCES).optional()).catch(undefined),
  towing: flag,
  ...(Object.fromEntries(Object.entries(RANGE_LIMITS).map(([key, max]) => [key, wholeNumber(max)])) as Record<
    RangeKey,
    ReturnType<typeof wholeNumber>
  >),
  transmission: z.preprocess(single, z.enum(TRANSMISSION_FILTERS).optional()).catch(undefined),
  inspection: z.preprocess(single, z.enum(["valid"]).optional()).catch(undefined),
  noRepair: flag,
  lease: flag,
  yard: z.preprocess(single, z.enum(OFFICE_IDS).optional()).catch(undefined),
  craneStagesMin: wholeNumber(20),
  craneCapacityMin: wholeNumber(100_000),
  reeferTempMax: celsius,
  powerGate: z.preprocess(single, z.enum(POWER_GATE_FILTERS).optional()).catch(undefined),
  sort: z.preprocess(single, z.enum(SORTS)).catch("newest").default("newest"),
  page: z
    .preprocess((value) => parseId(single(value)), z.number().max(100_000))
    .catch(1)
    .default(1),
});

/**
 * Every query-string key the catalogue reads: a search's address means nothing more than these (the server's
 * store of rendered pages keys on them alone, lib/http/page-cache.ts). Each is read by its first value; an empty
 * value reads as no value.
 */
export const CATALOGUE_QUERY_KEYS: readonly string[] = [...Object.keys(schema.shape), ...PRICE_FIELDS];

export interface CatalogueParams {
  q: string;
  words: string[];
  maker?: string;
  loadClass?: string;
  /** Only trucks this licence may drive. */
  licence?: Licence;
  /** The buyer holds 牽引免許 too: the licence filter keeps the tractors its class may drive. */
  towing: boolean;
  /** 支払総額 in 万円, both ends included. */
  priceMin?: number;
  priceMax?: number;
  /** A price end typed that could not be read as one, as typed: said on the page, kept in its field, no filter. */
  unreadPrices?: Partial<Record<PriceField, string>>;
  yearMin?: number;
  yearMax?: number;
  mileageMax?: number;
  /** 最大積載量 in kg. */
  loadMin?: number;
  loadMax?: number;
  transmission?: TransmissionFilter;
  /** Only vehicles whose 車検 is still valid. */
  inspection?: "valid";
  noRepair: boolean;
  lease: boolean;
  /** The yard the vehicle stands at (an office of lib/company). */
  yard?: OfficeId;
  /** A crane of at least this many boom stages. */
  craneStagesMin?: number;
  /** A crane of at least this rated capacity, in kg. */
  craneCapacityMin?: number;
  /** A reefer that goes at least this cold, in ℃. */
  reeferTempMax?: number;
  /** A tail lift, of any kind or of this one. */
  powerGate?: PowerGateFilter;
  sort: CatalogueSort;
  page: number;
}

export function parseCatalogueParams(searchParams: Record<string, string | string[] | undefined>): CatalogueParams {
  const parsed = schema.parse(searchParams);
  const q = searchFromQuery(parsed.q, MAX_QUERY_LENGTH);
  const prices: Partial<Record<PriceField, number>> = {};
  const unreadPrices: Partial<Record<PriceField, string>> = {};
  for (const field of PRICE_FIELDS) {
    const typed = single(searchParams[field]);
    if (typeof typed !== "string") continue;
    const man = readPriceFilter(typed, field === "priceMin" ? "min" : "max");
    if (man === "unreadable") unreadPrices[field] = typed.slice(0, MAX_QUERY_LENGTH);
    else if (man !== null) prices[field] = man;
  }
  // A range typed the wrong way round (500 to 300) means the same range as the right way round.
  const [priceMin, priceMax] = ordered(prices.priceMin, prices.priceMax);
  const [yearMin, yearMax] = ordered(parsed.yearMin, parsed.yearMax);
  const [loadMin, loadMax] = ordered(parsed.loadMin, parsed.loadMax);
  return {
    q,
    words: searchWords(q),
    maker: parsed.maker,
    loadClass: parsed.loadClass,
    licence: parsed.licence,
    towing: parsed.towing,
    priceMin,
    priceMax,
    ...(Object.keys(unreadPrices).length > 0 && { unreadPrices }),
    yearMin,
    yearMax,
    mileageMax: parsed.mileageMax,
    loadMin,
    loadMax,
    transmission: parsed.transmission,
    inspection: parsed.inspection,
    noRepair: parsed.noRepair,
    lease: parsed.lease,
    yard: parsed.yard,
    craneStagesMin: parsed.craneStagesMin,
    craneCapacityMin: parsed.craneCapacityMin,
    reeferTempMax: parsed.reeferTempMax,
    powerGate: parsed.powerGate,
    sort: parsed.sort,
    page: parsed.page,
  };
}

/**
 * The load class (master-data slug) a tonnage names as the trade speaks: 2t・3t車 are 小型, 4t車 and the 増トン
 * up to 8t 中型, 10t車 and up 大型.
 */
export function loadClassOfTonnage(tons: number): string {
  return tons <= 3 ? "small" : tons <= 8 ? "medium" : "large";
}

/**
 * The search for the class a load names, when a buyer may have meant one: 「4t車」 is a class of truck (中型) that
 * may carry 2〜3.5t, so a range that names one whole tonnage (4t and up, up to 4t, or 4t alone) may be asking for
 * it. The class's tonnage and the same search filtered by that class instead of the load range; null when the
 * range names none.
 */
export function tonnageClassSearch(params: CatalogueParams): { tons: number; search: CatalogueParams } | null {
  const { loadMin, loadMax } = params;
  const kg =
    loadMin === undefined || loadMax === undefined ? (loadMin ?? loadMax) : loadMin === loadMax ? loadMin : undefined;
  if (kg === undefined || kg === 0 || kg % 1000 !== 0) return null;
  const tons = kg / 1000;
  const loadClass = loadClassOfTonnage(tons);
  return { tons, search: { ...params, loadClass, loadMin: undefined, loadMax: undefined, page: 1 } };
}

function ordered(min: number | undefined, max: number | undefined): [number | undefined, number | undefined] {
  return min !== undefined && max !== undefined && min > max ? [max, min] : [min, max];
}

/** The filters on the body's equipment. */
export const EQUIPMENT_FILTERS = ["craneStagesMin", "craneCapacityMin", "reeferTempMax", "powerGate"] as const;
export type EquipmentFilter = (typeof EQUIPMENT_FILTERS)[number];

/** The query-string keys of the filters, in the order URLs write them. */
const FILTER_KEYS = [
  "q",
  "maker",
  "loadClass",
  "licence",
  ...PRICE_FIELDS,
  ...(Object.keys(RANGE_LIMITS) as RangeKey[]),
  "transmission",
  "inspection",
  "yard",
  ...EQUIPMENT_FILTERS,
] as const;

/** How many filters a search sets beyond its words: what the phone's filter button counts. */
export function activeFilterCount(params: CatalogueParams): number {
  return (
    FILTER_KEYS.filter((key) => key !== "q" && params[key] !== undefined).length +
    // 牽引免許 only widens what a chosen licence allows: alone it filters nothing.
    Number(params.towing && params.licence !== undefined) +
    Number(params.noRepair) +
    Number(params.lease)
  );
}

/** The query string for these params, leaving out defaults so URLs stay short. */
export function catalogueQuery(params: Partial<CatalogueParams>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = params[key];
    if (value !== undefined && value !== "") query[key] = String(value);
  }
  if (params.towing) query.towing = "1";
  if (params.noRepair) query.noRepair = "1";
  if (params.lease) query.lease = "1";
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
