import "server-only";
// Delivery and registration of a closed deal: 名義変更, 車検, the 陸送 carrier and day, the planned and the actual
// 納車日, each saved over the deal's version with its history. A deal delivered and paid in full moves its request
// on to 完了, whichever of the two comes last.
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { StaffSession } from "@/lib/auth/sessions";
import type { IsoDate } from "@/lib/business/calendar";
import { log } from "@/lib/logging";
import { changedFields, recordChange } from "@/lib/admin/history";
import { dateColumnOf, isoDateOf } from "@/lib/admin/follow-up";
import { updateSeenVersion, type VersionedSave } from "@/lib/admin/versioned";
import { advanceRequest } from "@/lib/requests/progress";
import { dealLabel } from "./deals";
import type { DeliveryInput } from "./form";

const DAYS = ["registeredOn", "inspectedOn", "transportOn", "deliveryPlannedOn", "deliveredOn"] as const;
const dateOrNull = (day: IsoDate | null) => (day === null ? null : dateColumnOf(day));

/** Moves deal `dealId`'s request on to 完了 once the deal is delivered and nothing is owed. */
export async function closeWhenSettled(tx: Prisma.TransactionClient, staff: StaffSession, dealId: number, now: Date) {
  const deal = await tx.deal.findUniqueOrThrow({
    where: { id: dealId },
    select: { orderN: true, deliveredOn: true, orderedTotalYen: true, payments: { select: { amountYen: true } } },
  });
  const paid = deal.payments.reduce((sum, payment) => sum + payment.amountYen, 0);
  if (deal.deliveredOn && deal.orderedTotalYen !== null && paid >= deal.orderedTotalYen)
    await advanceRequest(tx, staff, deal.orderN, "closed", now);
}

export type DeliverySaved = VersionedSave | { ok: false; error: "notOrdered" };

/** Saves deal `dealId`'s delivery and registration over the version staff saw. Refused before its 注文書. */
export async function saveDelivery(
  staff: StaffSession,
  dealId: number,
  input: DeliveryInput,
  seenVersion: number | null,
  now = new Date(),
): Promise<DeliverySaved> {
  return db().$transaction(async (tx) => {
    const deal = await tx.deal.findUnique({
      where: { id: dealId },
      select: {
        orderedOn: true,
        carrier: true,
        registeredOn: true,
        inspectedOn: true,
        transportOn: true,
        deliveryPlannedOn: true,
        deliveredOn: true,
      },
    });
    if (!deal) return { ok: false, error: "notFound" } as const;
    if (!deal.orderedOn) return { ok: false, error: "notOrdered" } as const;
    const saved = await updateSeenVersion(tx.deal, { id: dealId }, seenVersion, {
      carrier: input.carrier,
      ...Object.fromEntries(DAYS.map((day) => [day, dateOrNull(input[day])])),
    });
    if (!saved.ok) return saved;
    const before = { carrier: deal.carrier, ...Object.fromEntries(DAYS.map((day) => [day, isoDateOf(deal[day])])) };
    await recordChange(
      tx,
      staff,
      {
        entity: "deal",
        entityId: dealId,
        label: dealLabel(dealId),
        action: "delivery",
        changes: changedFields(before, input),
      },
      now,
    );
    await closeWhenSettled(tx, staff, dealId, now);
    log.info("admin.deal.delivery", { id: dealId, delivered: input.deliveredOn !== null, userId: staff.userId });
    return saved;
  });
}
