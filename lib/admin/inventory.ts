// The inventory as staff see it: every vehicle of a catalogue, whatever its status, and the one-click moves
// (publish, unpublish, mark sold, restore, delete). Each move takes the version the staff member saw, so a
// second editor is refused instead of overwriting. A vehicle that orders refer to is never destroyed:
// deleting it archives it, and it can be restored. The rules the screens share are in ./vehicles.
import { db } from "@/lib/db";
import type { ListingKind, Prisma, VehicleStatus } from "@/lib/generated/prisma/client";
import type { StaffSession } from "@/lib/auth/sessions";
import { searchWords } from "@/lib/catalogue/normalize";
import { escapeLike } from "@/lib/catalogue/query";
import { YEN_PER_MAN } from "@/lib/catalogue/price-filter";
import { log } from "@/lib/logging";
import { statusDates } from "@/lib/vehicles/status";
import { japanDate, type IsoDate } from "@/lib/business/calendar";
import { listPage } from "./entries";
import { isoDateOf } from "./follow-up";
import { daysInStock } from "./vehicle-sale";
import { recordChange } from "./history";
import { recordVehicleChange, restoredStatusOf, vehicleLabel } from "./vehicle-history";
import { ADMIN_VEHICLES_PAGE_SIZE, MOVES_FROM, type AdminVehicleFilter, type VehicleMove } from "./vehicles";

/** What a move did: the version to save over next, and the status it left the vehicle in. */
export type VehicleChange =
  { ok: true; version: number; status: VehicleStatus } | { ok: false; error: "notFound" | "conflict" };
/** What a delete did: a vehicle that orders refer to is archived, not destroyed. */
export type VehicleRemoval =
  { ok: true; version: number; archived: boolean } | { ok: false; error: "notFound" | "conflict" };

// 在庫日数 is no column (a sold vehicle stopped counting on its sale day): that order is ranked by rankedByDaysInStock.
const ORDER: Record<Exclude<AdminVehicleFilter["sort"], "days-desc">, Prisma.VehicleOrderByWithRelationInput[]> = {
  updated: [{ updatedAt: "desc" }, { id: "desc" }],
  inquiry: [{ inquiryNo: "desc" }],
  "price-desc": [{ priceTotalYen: { sort: "desc", nulls: "last" } }, { id: "desc" }],
  "year-desc": [{ modelYear: { sort: "desc", nulls: "last" } }, { id: "desc" }],
};

// Restoring brings back the status the vehicle had before it was archived (restoredStatusOf).
const TARGET: Record<Exclude<VehicleMove, "restore">, VehicleStatus> = {
  publish: "published",
  endOffer: "published",
  unsell: "published",
  unpublish: "draft",
  reserve: "reserved",
  sold: "sold",
};

/**
 * The vehicles of a catalogue the list's filter selects (its search words, status, maker, body type, yard and
 * price range), in its order.
 */
export function adminVehicleQuery(kind: ListingKind, filter: Omit<AdminVehicleFilter, "page">) {
  const where: Prisma.VehicleWhereInput = {
    kind,
    // Archived vehicles are out of the way until staff ask for them.
    status: filter.status ?? { not: "archived" },
    makerId: filter.maker,
    bodyTypeId: filter.bodyType,
    yard: filter.yard,
    // A price range leaves out the vehicles priced on request, as the public catalogue does.
    ...((filter.priceMin !== undefined || filter.priceMax !== undefined) && {
      priceTotalYen: {
        not: null,
        ...(filter.priceMin !== undefined && { gte: filter.priceMin * YEN_PER_MAN }),
        ...(filter.priceMax !== undefined && { lte: filter.priceMax * YEN_PER_MAN }),
      },
    }),
    AND: searchWords(filter.q).map((word) => ({ searchText: { contains: escapeLike(word) } })),
  };
  return { where, orderBy: filter.sort === "days-desc" ? undefined : ORDER[filter.sort] };
}

const stockDates = {
  status: true,
  createdAt: true,
  publishedAt: true,
  soldAt: true,
  sale: { select: { soldOn: true } },
} as const;
type StockDates = Prisma.VehicleGetPayload<{ select: typeof stockDates }>;

const daysInStockOf = ({ sale, ...vehicle }: StockDates, today: IsoDate) =>
  daysInStock({ ...vehicle, sale: sale && { soldOn: isoDateOf(sale.soldOn)! } }, today);

/**
 * The ids of the vehicles `where` finds, longest in stock first (then by 管理番号), as of `now` in Japan. Each
 * vehicle's 在庫日数 is worked out by the one rule (daysInStock); a dealer's stock is a few thousand at most.
 */
export async function rankedByDaysInStock(where: Prisma.VehicleWhereInput, now: Date): Promise<number[]> {
  const today = japanDate(now);
  const vehicles = await db().vehicle.findMany({ where, select: { id: true, inquiryNo: true, ...stockDates } });
  return vehicles
    .map((vehicle) => ({ ...vehicle, days: daysInStockOf(vehicle, today) }))
    .sort((a, b) => b.days - a.days || a.inquiryNo - b.inquiryNo)
    .map(({ id }) => id);
}

/** `rows` in the order of `ids`. */
export const inOrderOf = <Row extends { id: number }>(ids: number[], rows: Row[]) => {
  const place = new Map(ids.map((id, at) => [id, at]));
  return rows.toSorted((a, b) => place.get(a.id)! - place.get(b.id)!);
};

/** A page of the list, each vehicle with its 在庫日数 as of `now` in Japan. */
export async function listAdminVehicles(
  staff: StaffSession,
  kind: ListingKind,
  filter: AdminVehicleFilter,
  now = new Date(),
) {
  const { where, orderBy } = adminVehicleQuery(kind, filter);
  const ranked = orderBy ? null : await rankedByDaysInStock(where, now);
  const { rows: vehicles, ...counts } = await listPage(
    filter.page,
    ADMIN_VEHICLES_PAGE_SIZE,
    async () => ranked?.length ?? db().vehicle.count({ where }),
    async ({ skip, take }) => {
      const page = ranked?.slice(skip, skip + take);
      const rows = await db().vehicle.findMany({
        where: page ? { id: { in: page } } : where,
        ...(page ? {} : { orderBy, skip, take }),
        select: {
          id: true,
          strId: true,
          inquiryNo: true,
          status: true,
          nameJa: true,
          nameEn: true,
          modelNameEn: true,
          maker: { select: { nameEn: true } },
          priceTotalYen: true,
          modelYear: true,
          version: true,
          updatedAt: true,
          createdAt: true,
          publishedAt: true,
          soldAt: true,
          sale: { select: { soldOn: true } },
          _count: { select: { orderLines: true } },
          photos: { select: { thumbKey: true }, orderBy: { position: "asc" }, take: 1 },
        },
      });
      return page ? inOrderOf(page, rows) : rows;
    },
  );
  const today = japanDate(now);
  return {
    vehicles: vehicles.map(({ sale, createdAt, publishedAt, soldAt, ...vehicle }) => ({
      ...vehicle,
      daysInStock: daysInStockOf({ status: vehicle.status, createdAt, publishedAt, soldAt, sale }, today),
    })),
    ...counts,
  };
}

export async function moveVehicle(
  staff: StaffSession,
  id: number,
  move: VehicleMove,
  seenVersion: number,
  now = new Date(),
): Promise<VehicleChange> {
  const current = await db().vehicle.findUnique({ where: { id }, select: { publishedAt: true, status: true } });
  if (!current) return { ok: false, error: "notFound" };
  // A move the vehicle's status does not offer means the list was drawn before someone else's change.
  if (!MOVES_FROM[current.status].includes(move)) return { ok: false, error: "conflict" };
  const { count, status } = await db().$transaction(async (tx) => {
    const status = move === "restore" ? await restoredStatusOf(tx, id) : TARGET[move];
    const { count } = await tx.vehicle.updateMany({
      where: { id, version: seenVersion },
      data: {
        status,
        version: { increment: 1 },
        ...statusDates(current, status, now),
      },
    });
    if (count) await recordVehicleChange(tx, staff, id, "status", { status: [current.status, status] }, now);
    return { count, status };
  });
  if (count === 0) return { ok: false, error: "conflict" };
  log.info("admin.vehicle.move", { id, move, userId: staff.userId });
  return { ok: true, version: seenVersion + 1, status };
}

export async function deleteVehicle(staff: StaffSession, id: number, seenVersion: number): Promise<VehicleRemoval> {
  const orders = await db().orderVehicle.count({ where: { vehicleId: id } });
  const count = await db().$transaction(async (tx) => {
    // Named before it goes: the history still reads after the vehicle is gone.
    const named = await tx.vehicle.findUnique({
      where: { id },
      select: { inquiryNo: true, nameJa: true, status: true },
    });
    const { count } =
      orders > 0
        ? await tx.vehicle.updateMany({
            where: { id, version: seenVersion },
            data: { status: "archived", version: { increment: 1 } },
          })
        : await tx.vehicle.deleteMany({ where: { id, version: seenVersion } });
    if (count && named)
      await recordChange(tx, staff, {
        entity: "vehicle",
        entityId: id,
        label: vehicleLabel(named),
        action: orders > 0 ? "archived" : "deleted",
        // What restoring brings back.
        ...(orders > 0 && { changes: { status: [named.status, "archived"] } }),
      });
    return count;
  });
  if (count === 0)
    return (await db().vehicle.count({ where: { id } }))
      ? { ok: false, error: "conflict" }
      : { ok: false, error: "notFound" };
  log.info(orders > 0 ? "admin.vehicle.archive" : "admin.vehicle.delete", { id, orders, userId: staff.userId });
  return { ok: true, version: orders > 0 ? seenVersion + 1 : seenVersion, archived: orders > 0 };
}
