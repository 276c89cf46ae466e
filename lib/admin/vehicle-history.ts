// A vehicle's rows in the change history (lib/admin/history.ts): how staff know the vehicle (its 問い合わせ番号
// and name), written in the transaction of the change; an upload of many photos as one row; and the status an
// archived vehicle had, read back from its rows when it is restored.
import type { Prisma, VehicleStatus } from "@/lib/generated/prisma/client";
import type { StaffSession } from "@/lib/auth/sessions";
import { recordChange, type FieldChanges } from "./history";
import { VEHICLE_STATUSES } from "./vehicles";

export const vehicleLabel = (vehicle: { inquiryNo: number; nameJa: string }) =>
  `No.${vehicle.inquiryNo} ${vehicle.nameJa}`;

/** Records a change to vehicle `id`, named as it is now (read before a delete, so it is still there). */
export async function recordVehicleChange(
  tx: Prisma.TransactionClient,
  staff: StaffSession,
  id: number,
  action: string,
  changes?: FieldChanges,
  at?: Date,
) {
  const vehicle = await tx.vehicle.findUnique({ where: { id }, select: { inquiryNo: true, nameJa: true } });
  if (vehicle)
    await recordChange(
      tx,
      staff,
      { entity: "vehicle", entityId: id, label: vehicleLabel(vehicle), action, changes },
      at,
    );
}

/** Photos one staff member adds within this many minutes of the last are one upload, one history row. */
export const PHOTO_BATCH_MINUTES = 10;

type PhotosRow = { action: string; actorId: number | null; at: Date; changes: unknown };

/**
 * Whether adding a photo continues the vehicle's latest history row: the same person adding photos, from where
 * that row left off, not long ago. An upload of 20 photos is one row, 8 → 28, not twenty.
 */
export function continuesPhotoUpload(latest: PhotosRow | null, staff: StaffSession, countBefore: number, now: Date) {
  if (!latest || latest.action !== "photos" || latest.actorId !== staff.userId) return false;
  const photos = (latest.changes as FieldChanges).photos;
  if (!Array.isArray(photos) || typeof photos[0] !== "number" || photos[1] !== countBefore) return false;
  if (photos[0] >= countBefore) return false;
  const minutes = (now.getTime() - latest.at.getTime()) / 60_000;
  return minutes >= 0 && minutes <= PHOTO_BATCH_MINUTES;
}

/** Records a photo added to vehicle `id`, folded into the upload it belongs to. */
export async function recordPhotoAdded(
  tx: Prisma.TransactionClient,
  staff: StaffSession,
  id: number,
  countBefore: number,
  now = new Date(),
) {
  const latest = await tx.changeLogEntry.findFirst({
    where: { entity: "vehicle", entityId: String(id) },
    orderBy: [{ at: "desc" }, { id: "desc" }],
    select: { id: true, action: true, actorId: true, at: true, changes: true },
  });
  if (latest && continuesPhotoUpload(latest, staff, countBefore, now)) {
    const [first] = (latest.changes as FieldChanges).photos;
    await tx.changeLogEntry.update({
      where: { id: latest.id },
      data: { at: now, changes: { photos: [first, countBefore + 1] } as Prisma.InputJsonValue },
    });
  } else await recordVehicleChange(tx, staff, id, "photos", { photos: [countBefore, countBefore + 1] }, now);
}

/**
 * The status a vehicle had before it was archived, from its history rows, newest first: the latest change of
 * status is the one that archived it. Null when no row says (archived before rows kept the status).
 */
export function statusBeforeArchive(rows: { changes: unknown }[]): VehicleStatus | null {
  const latest = rows.find((row) => Array.isArray((row.changes as FieldChanges | null)?.status));
  const [before, after] = latest ? (latest.changes as FieldChanges).status : [];
  const status = VEHICLE_STATUSES.find((known) => known === before);
  return after === "archived" && status && status !== "archived" ? status : null;
}

/** How far back a vehicle's history is read for the status it had: archiving is never that many changes ago. */
const STATUS_HISTORY_DEPTH = 50;

/** What an archived vehicle comes back as: the status it had, or a draft to check first when that is unknown. */
export async function restoredStatusOf(tx: Prisma.TransactionClient, id: number): Promise<VehicleStatus> {
  const rows = await tx.changeLogEntry.findMany({
    where: { entity: "vehicle", entityId: String(id) },
    orderBy: [{ at: "desc" }, { id: "desc" }],
    take: STATUS_HISTORY_DEPTH,
    select: { changes: true },
  });
  return statusBeforeArchive(rows) ?? "draft";
}
