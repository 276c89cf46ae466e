// A vehicle order: a request about one published vehicle of the catalogue it was opened from. The order
// keeps the vehicle as the customer saw it (name, inquiry number, price, link), so staff and the mails can
// still say which truck it was after the vehicle is repriced, renamed, archived or deleted.
import { db } from "@/lib/db";
import type { ListingKind } from "@/lib/generated/prisma/client";
import { storeRequest, type MailDraft, type RequestDraft, type RequestFields, type StoreOutcome } from "./store";
import { nameIn } from "@/lib/i18n/bilingual";
import { LISTED } from "@/lib/vehicles/status";

/** The vehicle as the order records it; `name` is in the order's language. */
export interface OrderedVehicle {
  kind: ListingKind;
  strId: string;
  inquiryNo: number;
  name: string;
  priceTotalYen: number | null;
}

/**
 * Stores an order for the vehicle `target` names. `compose` gets the vehicle as the database has it (never
 * what the browser sent) and answers the order's vehicle-name line and its mails.
 */
export async function createVehicleOrder(
  target: { kind: ListingKind; strId: string },
  draft: Omit<RequestDraft, "type" | "vehicle">,
  compose: (vehicle: OrderedVehicle) => Promise<{ vehicleName: string; mailsFor: (n: number) => MailDraft[] }>,
): Promise<StoreOutcome> {
  const existing = await db().order.findUnique({
    where: { idempotencyKey: draft.idempotencyKey },
    select: { n: true },
  });
  if (existing) return { status: "duplicate", n: existing.n };
  const row = await db().vehicle.findFirst({
    where: { kind: target.kind, strId: target.strId, ...LISTED },
    select: { id: true, kind: true, strId: true, inquiryNo: true, nameJa: true, nameEn: true, priceTotalYen: true },
  });
  if (!row) return { status: "unavailable" };
  const vehicle: OrderedVehicle = {
    kind: row.kind,
    strId: row.strId,
    inquiryNo: row.inquiryNo,
    name: nameIn(draft.locale, row),
    priceTotalYen: row.priceTotalYen,
  };
  const { vehicleName, mailsFor } = await compose(vehicle);
  const fields: RequestFields = { ...draft.fields, vehicleName };
  return storeRequest({ ...draft, fields, type: "vehicle", vehicle: { id: row.id, ...vehicle } }, mailsFor);
}
