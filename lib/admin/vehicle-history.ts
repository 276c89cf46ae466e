// A vehicle's rows in the change history (lib/admin/history.ts): how staff know the vehicle (its 問い合わせ番号
// and name), written in the transaction of the change.
import type { Prisma } from "@/lib/generated/prisma/client";
import type { StaffSession } from "@/lib/auth/sessions";
import { recordChange, type FieldChanges } from "./history";

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
