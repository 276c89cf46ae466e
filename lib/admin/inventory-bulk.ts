// The inventory's changes to many vehicles at once, or to a new one made from another: a duplicate of a listing
// (a draft to edit, with its photos) and the status actions on the rows staff tick. Each is one transaction with
// its history rows, so the log and the inventory never disagree.
import { db } from "@/lib/db";
import type { ListingKind } from "@/lib/generated/prisma/client";
import type { StaffSession } from "@/lib/auth/sessions";
import { refreshSearchDocuments } from "@/lib/catalogue/search-document";
import { log } from "@/lib/logging";
import { statusDates } from "@/lib/vehicles/status";
import { recordVehicleChange, vehicleLabel } from "./vehicle-history";
import type { VehicleFormValues } from "./vehicle-form";
import { VEHICLE_FIELD_NAMES } from "@/lib/vehicles/fields";
import { insertVehicle } from "./vehicle-save";
import { BULK_TARGET, bulkRefusal, type BulkRefusal, type BulkVehicleAction } from "./vehicles";

export type VehicleDuplicate = { ok: true; id: number } | { ok: false; error: "notFound" };

/**
 * A new draft with every field and photo of the vehicle, through the one creation path (a new inquiry number
 * and public id). Photos share the stored images: media blobs are keyed by their content and never deleted
 * with a photo, so removing a photo from one of the two leaves the other's intact. The price history stays with
 * the original: the copy has never been listed.
 */
export async function duplicateVehicle(
  staff: StaffSession,
  kind: ListingKind,
  id: number,
  now = new Date(),
): Promise<VehicleDuplicate> {
  const source = await db().vehicle.findFirst({
    where: { id, kind },
    include: { photos: { orderBy: { position: "asc" } } },
  });
  if (!source) return { ok: false, error: "notFound" };
  const fields = Object.fromEntries(VEHICLE_FIELD_NAMES.map((field) => [field, source[field]]));
  const values = {
    ...fields,
    kind,
    status: "draft",
    chassisLast3: source.chassisLast3 ?? "",
    videoUrl: source.videoUrl ?? "",
  } as VehicleFormValues;
  const copy = await db().$transaction(async (tx) => {
    const copy = await insertVehicle(tx, kind, values, now);
    await tx.vehiclePhoto.createMany({
      data: source.photos.map(({ largeKey, mediumKey, thumbKey, previewKey, width, height, position }) => ({
        vehicleId: copy.id,
        largeKey,
        mediumKey,
        thumbKey,
        previewKey,
        width,
        height,
        position,
      })),
    });
    await recordVehicleChange(tx, staff, copy.id, "duplicated", { duplicatedFrom: [null, source.inquiryNo] }, now);
    return copy;
  });
  await refreshSearchDocuments(db(), { id: copy.id });
  log.info("admin.vehicle.duplicate", { id: copy.id, from: id, userId: staff.userId });
  return { ok: true, id: copy.id };
}

/**
 * What a bulk action did: how many vehicles changed, and for each reason those refused, by 管理番号 and name (a
 * vehicle deleted meanwhile is counted, since nothing names it any more).
 */
export type BulkOutcome = {
  changed: number;
  refused: Partial<Record<BulkRefusal, { count: number; vehicles: string[] }>>;
};

/**
 * Applies a status action to the ticked vehicles of one catalogue. Each vehicle is judged on its own by the
 * one-click moves' rule; those that take it change (with the status dates a single save sets and a history
 * row each), the others are counted by reason. A vehicle changed by someone else since the list was drawn is
 * refused, not overwritten.
 */
export async function bulkMoveVehicles(
  staff: StaffSession,
  kind: ListingKind,
  ids: readonly number[],
  action: BulkVehicleAction,
  now = new Date(),
): Promise<BulkOutcome> {
  const target = BULK_TARGET[action];
  const outcome: BulkOutcome = { changed: 0, refused: {} };
  const refuse = (reason: BulkRefusal, vehicle?: { inquiryNo: number; nameJa: string }) => {
    const refused = (outcome.refused[reason] ??= { count: 0, vehicles: [] });
    refused.count++;
    if (vehicle) refused.vehicles.push(vehicleLabel(vehicle));
  };
  await db().$transaction(async (tx) => {
    const vehicles = await tx.vehicle.findMany({
      where: { id: { in: [...new Set(ids)] }, kind },
      select: { id: true, inquiryNo: true, nameJa: true, status: true, publishedAt: true, version: true },
    });
    for (let missing = new Set(ids).size - vehicles.length; missing > 0; missing--) refuse("notFound");
    for (const vehicle of vehicles) {
      const refusal = bulkRefusal(vehicle.status, action);
      if (refusal) {
        refuse(refusal, vehicle);
        continue;
      }
      const { count } = await tx.vehicle.updateMany({
        where: { id: vehicle.id, version: vehicle.version },
        data: { status: target, version: { increment: 1 }, ...statusDates(vehicle, target, now) },
      });
      if (count === 0) {
        refuse("conflict", vehicle);
        continue;
      }
      await recordVehicleChange(tx, staff, vehicle.id, "status", { status: [vehicle.status, target] }, now);
      outcome.changed++;
    }
  });
  log.info("admin.vehicle.bulk", { action, changed: outcome.changed, userId: staff.userId });
  return outcome;
}
