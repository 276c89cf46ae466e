import "server-only";
import { db } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locales";
import type { ListingKind, Prisma, VehicleStatus } from "@/lib/generated/prisma/client";
import { toVehicleCard, vehicleCardSelect, type VehicleCard } from "./cards";
import { detailInclude, detailOmit, toVehicleDetail, type VehicleDetail } from "./detail";
import { PUBLIC_PAGE_STATUSES } from "./status";
import { KEPT_VEHICLES_MAX, sameVehicle, type VehicleKey } from "./vehicle-keys";

/**
 * Where a kept vehicle stands now: listed, 商談中 (reserved), 売約済 (sold, its page still there), or gone
 * (archived, deleted, a draft again, or never known) — the browser may keep a key for months.
 */
export type KeptVehicleState = PublicStatus | "gone";

type PublicStatus = (typeof PUBLIC_PAGE_STATUSES)[number];

export type KeptVehicle<T> = VehicleKey & ({ state: PublicStatus; vehicle: T } | { state: "gone" });

export type KeptVehicleCard = KeptVehicle<VehicleCard>;

/** Only the first KEPT_VEHICLES_MAX keys are looked up: a longer list is not one a visitor could have kept. */
async function lookUp<S extends { strId: string; kind: ListingKind; status: VehicleStatus }, T>(
  keys: readonly VehicleKey[],
  find: (where: Prisma.VehicleWhereInput) => Promise<S[]>,
  present: (row: S) => T,
): Promise<KeptVehicle<T>[]> {
  const wanted = keys.slice(0, KEPT_VEHICLES_MAX);
  if (wanted.length === 0) return [];
  const rows = await find({
    strId: { in: wanted.map((key) => key.strId) },
    status: { in: [...PUBLIC_PAGE_STATUSES] },
  });
  return wanted.map((key): KeptVehicle<T> => {
    const row = rows.find((candidate) => sameVehicle(key, candidate));
    if (!row) return { ...key, state: "gone" };
    // The query asked for public statuses only.
    return { ...key, state: row.status as PublicStatus, vehicle: present(row) };
  });
}

/** The cards of the vehicles a visitor kept, in the order asked, each with where it stands now. */
export function getKeptVehicleCards(
  keys: readonly VehicleKey[],
  locale: Locale,
  now = new Date(),
): Promise<KeptVehicleCard[]> {
  return lookUp(
    keys,
    (where) => db().vehicle.findMany({ where, select: vehicleCardSelect(now) }),
    (row) => toVehicleCard(row, locale, now),
  );
}

/** Everything the vehicle pages show of each vehicle compared, in the order asked. */
export function getComparedVehicles(
  keys: readonly VehicleKey[],
  locale: Locale,
  now = new Date(),
): Promise<KeptVehicle<VehicleDetail>[]> {
  return lookUp(
    keys,
    (where) => db().vehicle.findMany({ where, include: detailInclude(now), omit: detailOmit }),
    (row) => toVehicleDetail(row, locale, now),
  );
}
