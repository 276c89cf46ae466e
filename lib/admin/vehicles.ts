// The inventory's rules as staff screens (and the vehicle form in the browser) use them: the statuses, the
// list's filter and sorts, and the one-click moves each status offers. This module reads no database: the
// inventory's reads and changes are in ./inventory.
import type { VehicleStatus } from "@/lib/generated/prisma/client";
import { firstValue, pageFromQuery, parseId, searchFromQuery } from "@/lib/http/url-values";
import { OFFICE_IDS, type OfficeId } from "@/lib/company";
import { readPriceFilter } from "@/lib/catalogue/price-filter";
import { STAFF_TEXT_LIMITS } from "./fields";

export const VEHICLE_STATUSES = [
  "draft",
  "published",
  "reserved",
  "sold",
  "archived",
] as const satisfies readonly VehicleStatus[];
export const ADMIN_VEHICLE_SORTS = ["updated", "inquiry", "price-desc", "year-desc", "days-desc"] as const;
export const ADMIN_VEHICLES_PAGE_SIZE = 30;

export interface AdminVehicleFilter {
  q: string;
  status?: VehicleStatus;
  /** Master-data ids of the maker and the body type. */
  maker?: number;
  bodyType?: number;
  yard?: OfficeId;
  /** 支払総額 in 万円, read as the public catalogue reads a typed price (300, 300万, 3,000,000円). */
  priceMin?: number;
  priceMax?: number;
  sort: (typeof ADMIN_VEHICLE_SORTS)[number];
  page: number;
}

/** The list's filters as the URL carries them, for its links, pages and export; unset ones are left out. */
export function adminVehicleFilterQuery(filter: AdminVehicleFilter): Record<string, string> {
  const set = {
    q: filter.q,
    status: filter.status,
    maker: filter.maker,
    bodyType: filter.bodyType,
    yard: filter.yard,
    priceMin: filter.priceMin,
    priceMax: filter.priceMax,
    sort: filter.sort === "updated" ? undefined : filter.sort,
  };
  return Object.fromEntries(
    Object.entries(set).flatMap(([name, value]) =>
      value === undefined || value === "" ? [] : [[name, String(value)]],
    ),
  );
}

const idOf = (value: string | string[] | undefined) => parseId(firstValue(value)) ?? undefined;

/** A price bound in 万円, or none for what is blank or no price. */
function manOf(value: string | string[] | undefined, end: "min" | "max") {
  const man = readPriceFilter(firstValue(value).slice(0, STAFF_TEXT_LIMITS.listQuery), end);
  return typeof man === "number" ? man : undefined;
}

export function parseAdminVehicleFilter(query: Record<string, string | string[] | undefined>): AdminVehicleFilter {
  const [priceMin, priceMax] = [manOf(query.priceMin, "min"), manOf(query.priceMax, "max")];
  // A range typed the wrong way round (500 to 300) means the same range, as in the public catalogue.
  const swapped = priceMin !== undefined && priceMax !== undefined && priceMin > priceMax;
  return {
    q: searchFromQuery(query.q, STAFF_TEXT_LIMITS.listQuery),
    status: VEHICLE_STATUSES.find((s) => s === firstValue(query.status)),
    maker: idOf(query.maker),
    bodyType: idOf(query.bodyType),
    yard: OFFICE_IDS.find((id) => id === firstValue(query.yard)),
    priceMin: swapped ? priceMax : priceMin,
    priceMax: swapped ? priceMin : priceMax,
    sort: ADMIN_VEHICLE_SORTS.find((s) => s === firstValue(query.sort)) ?? "updated",
    page: pageFromQuery(query.page),
  };
}

// 商談中 and 売約済 trucks are on the site already: they go back to 掲載中 by ending the offer or taking back the
// sale, never by a 「掲載する」 that reads as if they were not listed.
export const VEHICLE_MOVES = ["publish", "reserve", "endOffer", "unsell", "unpublish", "sold", "restore"] as const;
export type VehicleMove = (typeof VEHICLE_MOVES)[number];

/** The one-click moves each status offers; an archived vehicle comes back as it was (lib/admin/inventory). */
export const MOVES_FROM: Record<VehicleStatus, readonly VehicleMove[]> = {
  draft: ["publish"],
  published: ["reserve", "sold", "unpublish"],
  // 商談中 ends either way: the deal falls through (on sale again) or the truck is sold.
  reserved: ["endOffer", "sold", "unpublish"],
  sold: ["unsell", "unpublish"],
  archived: ["restore"],
};

/** What staff can do at once to the vehicles they tick in the inventory list. */
export const BULK_VEHICLE_ACTIONS = ["publish", "unpublish", "reserve", "sold", "archive"] as const;
export type BulkVehicleAction = (typeof BULK_VEHICLE_ACTIONS)[number];
export const BULK_TARGET: Record<BulkVehicleAction, VehicleStatus> = {
  publish: "published",
  unpublish: "draft",
  reserve: "reserved",
  sold: "sold",
  archive: "archived",
};
/** A page of the list at most, so one action stays one short transaction. */
export const BULK_VEHICLES_MAX = ADMIN_VEHICLES_PAGE_SIZE;

/** Why a vehicle refuses a bulk action (the status it is in), or null when it takes it. */
export type BulkRefusal = "already" | "draft" | "reserved" | "sold" | "archived" | "notFound" | "conflict";

/**
 * The same rule as the one-click moves (MOVES_FROM): a draft is published before it is reserved or sold, an
 * archived vehicle is restored first, and 「掲載する」 never takes a truck off 商談中 or 売約済 (its row ends the
 * offer or takes back the sale). Archiving takes any vehicle not yet archived.
 */
export function bulkRefusal(status: VehicleStatus, action: BulkVehicleAction): BulkRefusal | null {
  if (BULK_TARGET[action] === status) return "already";
  if (action === "archive") return null;
  const moves: readonly string[] = MOVES_FROM[status];
  if (moves.includes(action)) return null;
  return status === "published" ? "conflict" : status;
}

// Each row's checkbox has a name of its own (a form's repeated names would collapse into one value).
const PICK_PREFIX = "pick-";
export const pickFieldName = (id: number) => `${PICK_PREFIX}${id}`;

/** The ids of the rows ticked in a posted form. */
export function pickedIds(input: Record<string, unknown>): number[] {
  return Object.entries(input)
    .filter(([name, value]) => name.startsWith(PICK_PREFIX) && value !== "" && value !== undefined)
    .flatMap(([name]) => parseId(name.slice(PICK_PREFIX.length)) ?? []);
}
