// The inventory's rules as staff screens (and the vehicle form in the browser) use them: the statuses, the
// list's filter and sorts, and the one-click moves each status offers. This module reads no database: the
// inventory's reads and changes are in ./inventory.
import type { VehicleStatus } from "@/lib/generated/prisma/client";
import { firstValue, pageFromQuery } from "@/lib/http/url-values";
import { STAFF_TEXT_LIMITS } from "./fields";

export const VEHICLE_STATUSES = [
  "draft",
  "published",
  "reserved",
  "sold",
  "archived",
] as const satisfies readonly VehicleStatus[];
export const ADMIN_VEHICLE_SORTS = ["updated", "inquiry", "price-desc", "year-desc"] as const;
export const ADMIN_VEHICLES_PAGE_SIZE = 30;

export interface AdminVehicleFilter {
  q: string;
  status?: VehicleStatus;
  sort: (typeof ADMIN_VEHICLE_SORTS)[number];
  page: number;
}

export function parseAdminVehicleFilter(query: Record<string, string | string[] | undefined>): AdminVehicleFilter {
  return {
    q: firstValue(query.q).slice(0, STAFF_TEXT_LIMITS.listQuery).trim(),
    status: VEHICLE_STATUSES.find((s) => s === firstValue(query.status)),
    sort: ADMIN_VEHICLE_SORTS.find((s) => s === firstValue(query.sort)) ?? "updated",
    page: pageFromQuery(query.page),
  };
}

export const VEHICLE_MOVES = ["publish", "reserve", "unpublish", "sold", "restore"] as const;
export type VehicleMove = (typeof VEHICLE_MOVES)[number];

/** The one-click moves each status offers; an archived vehicle comes back as a draft to check first. */
export const MOVES_FROM: Record<VehicleStatus, readonly VehicleMove[]> = {
  draft: ["publish"],
  published: ["reserve", "sold", "unpublish"],
  // 商談中 ends either way: the deal falls through (listed again) or the truck is sold.
  reserved: ["publish", "sold", "unpublish"],
  sold: ["publish", "unpublish"],
  archived: ["restore"],
};
