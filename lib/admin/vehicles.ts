// The inventory as staff see it: every vehicle of a catalogue, whatever its status, and the one-click
// moves (publish, unpublish, mark sold, restore, delete). Each move takes the staff session (null changes
// nothing) and the version the staff member saw, so a second editor is refused instead of overwriting.
// A vehicle that orders refer to is never destroyed: deleting it archives it, and it can be restored.
import type { ListingKind, Prisma, PrismaClient, VehicleStatus } from "@/lib/generated/prisma/client";
import type { StaffSession } from "@/lib/auth/sessions";
import { searchWords } from "@/lib/catalogue/normalize";
import { escapeLike } from "@/lib/catalogue/query";
import { log } from "@/lib/logging";
import { firstValue, pageFromQuery } from "@/lib/http/url-values";
import { STAFF_TEXT_LIMITS } from "./fields";

export const VEHICLE_STATUSES = ["draft", "published", "sold", "archived"] as const satisfies readonly VehicleStatus[];
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

const ORDER: Record<AdminVehicleFilter["sort"], Prisma.VehicleOrderByWithRelationInput[]> = {
  updated: [{ updatedAt: "desc" }, { id: "desc" }],
  inquiry: [{ inquiryNo: "desc" }],
  "price-desc": [{ priceTotalYen: { sort: "desc", nulls: "last" } }, { id: "desc" }],
  "year-desc": [{ modelYear: { sort: "desc", nulls: "last" } }, { id: "desc" }],
};

export async function listAdminVehicles(db: PrismaClient, kind: ListingKind, filter: AdminVehicleFilter) {
  const where: Prisma.VehicleWhereInput = {
    kind,
    // Archived vehicles are out of the way until staff ask for them.
    status: filter.status ?? { not: "archived" },
    AND: searchWords(filter.q).map((word) => ({ searchText: { contains: escapeLike(word) } })),
  };
  const [total, vehicles] = await Promise.all([
    db.vehicle.count({ where }),
    db.vehicle.findMany({
      where,
      orderBy: ORDER[filter.sort],
      skip: (filter.page - 1) * ADMIN_VEHICLES_PAGE_SIZE,
      take: ADMIN_VEHICLES_PAGE_SIZE,
      select: {
        id: true,
        strId: true,
        inquiryNo: true,
        status: true,
        nameJa: true,
        nameEn: true,
        priceTotalYen: true,
        modelYear: true,
        version: true,
        updatedAt: true,
        _count: { select: { orders: true } },
        photos: { select: { thumbKey: true }, orderBy: { position: "asc" }, take: 1 },
      },
    }),
  ]);
  return { total, vehicles, pageCount: Math.max(1, Math.ceil(total / ADMIN_VEHICLES_PAGE_SIZE)) };
}

export const VEHICLE_MOVES = ["publish", "unpublish", "sold", "restore"] as const;
export type VehicleMove = (typeof VEHICLE_MOVES)[number];
export type VehicleChange =
  { ok: true; version: number } | { ok: false; error: "unauthorized" | "notFound" | "conflict" };
/** What a delete did: a vehicle that orders refer to is archived, not destroyed. */
export type VehicleRemoval =
  { ok: true; version: number; archived: boolean } | { ok: false; error: "unauthorized" | "notFound" | "conflict" };

const TARGET: Record<VehicleMove, VehicleStatus> = {
  publish: "published",
  unpublish: "draft",
  sold: "sold",
  restore: "draft",
};

/** The one-click moves each status offers; an archived vehicle comes back as a draft to check first. */
export const MOVES_FROM: Record<VehicleStatus, readonly VehicleMove[]> = {
  draft: ["publish"],
  published: ["unpublish", "sold"],
  sold: ["publish", "unpublish"],
  archived: ["restore"],
};

export async function moveVehicle(
  db: PrismaClient,
  staff: StaffSession | null,
  id: number,
  move: VehicleMove,
  seenVersion: number,
  now = new Date(),
): Promise<VehicleChange> {
  if (!staff) return { ok: false, error: "unauthorized" };
  const current = await db.vehicle.findUnique({ where: { id }, select: { publishedAt: true, status: true } });
  if (!current) return { ok: false, error: "notFound" };
  // A move the vehicle's status does not offer means the list was drawn before someone else's change.
  if (!MOVES_FROM[current.status].includes(move)) return { ok: false, error: "conflict" };
  const status = TARGET[move];
  const { count } = await db.vehicle.updateMany({
    where: { id, version: seenVersion },
    data: {
      status,
      version: { increment: 1 },
      ...(status === "published" && !current.publishedAt && { publishedAt: now }),
    },
  });
  if (count === 0) return { ok: false, error: "conflict" };
  log.info("admin.vehicle.move", { id, move, userId: staff.userId });
  return { ok: true, version: seenVersion + 1 };
}

export async function deleteVehicle(
  db: PrismaClient,
  staff: StaffSession | null,
  id: number,
  seenVersion: number,
): Promise<VehicleRemoval> {
  if (!staff) return { ok: false, error: "unauthorized" };
  const orders = await db.order.count({ where: { vehicleId: id } });
  const { count } =
    orders > 0
      ? await db.vehicle.updateMany({
          where: { id, version: seenVersion },
          data: { status: "archived", version: { increment: 1 } },
        })
      : await db.vehicle.deleteMany({ where: { id, version: seenVersion } });
  if (count === 0)
    return (await db.vehicle.count({ where: { id } }))
      ? { ok: false, error: "conflict" }
      : { ok: false, error: "notFound" };
  log.info(orders > 0 ? "admin.vehicle.archive" : "admin.vehicle.delete", { id, orders, userId: staff.userId });
  return { ok: true, version: orders > 0 ? seenVersion + 1 : seenVersion, archived: orders > 0 };
}
