// A vehicle order: a request about one published vehicle of the catalogue it was opened from.
import type { ListingKind, PrismaClient } from "@/lib/generated/prisma/client";
import { storeRequest, type MailDraft, type RequestDraft, type StoreOutcome } from "./store";

export async function createVehicleOrder(
  db: PrismaClient,
  vehicle: { kind: ListingKind; strId: string },
  draft: Omit<RequestDraft, "type" | "vehicleId">,
  mailsFor: (n: number) => MailDraft[],
): Promise<StoreOutcome> {
  const existing = await db.order.findUnique({ where: { idempotencyKey: draft.idempotencyKey }, select: { n: true } });
  if (existing) return { status: "duplicate", n: existing.n };
  const row = await db.vehicle.findFirst({ where: { kind: vehicle.kind, strId: vehicle.strId, status: "published" }, select: { id: true } });
  if (!row) return { status: "unavailable" };
  return storeRequest(db, { ...draft, type: "vehicle", vehicleId: row.id }, mailsFor);
}
