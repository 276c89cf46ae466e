// A vehicle order: a request about one or more listed vehicles of one catalogue, from a vehicle's own form or
// from favourites and the comparison at once (一括問い合わせ). The order keeps each vehicle as the customer saw
// it (name, inquiry number, price, link) on a line of its own, so staff and the mails can still say which
// trucks they were after a vehicle is repriced, renamed, archived or deleted.
import { db } from "@/lib/db";
import { storedRequest, storeRequest, type MailsFor, type RequestDraft, type StoreOutcome } from "./store";
import { vehicleName } from "@/lib/vehicles/name";
import type { ListingKind } from "@/lib/generated/prisma/client";
import { LISTED } from "@/lib/vehicles/status";
import { sameVehicle, type VehicleKey } from "@/lib/vehicles/vehicle-keys";

/** A vehicle as the order records it; `name` is in the order's language. */
export interface OrderedVehicle {
  kind: ListingKind;
  strId: string;
  inquiryNo: number;
  name: string;
  priceTotalYen: number | null;
}

/** The inquiry numbers of vehicles no longer listed, for the customer to recognise them (null: never known). */
async function withInquiryNos(keys: VehicleKey[]) {
  const rows =
    keys.length === 0
      ? []
      : await db().vehicle.findMany({
          where: { OR: keys.map(({ kind, strId }) => ({ kind, strId })) },
          select: { kind: true, strId: true, inquiryNo: true },
        });
  return keys.map((key) => ({ ...key, inquiryNo: rows.find((row) => sameVehicle(row, key))?.inquiryNo ?? null }));
}

/**
 * Stores one order naming every vehicle `targets` lists, in that order; none is stored unless all are still
 * listed (the answer then names those that are not, so the customer can send for the rest). `compose` gets
 * the vehicles as the database has them (never what the browser sent) and answers the order's mails.
 */
export async function createVehicleOrder(
  targets: readonly VehicleKey[],
  draft: Omit<RequestDraft, "type" | "vehicles">,
  compose: (vehicles: OrderedVehicle[]) => Promise<MailsFor>,
): Promise<StoreOutcome> {
  // Sent again after its vehicles sold: still answered with the request it stored.
  const existing = await storedRequest(draft.idempotencyKey);
  if (existing) return existing;
  const rows = await db().vehicle.findMany({
    where: { OR: targets.map(({ kind, strId }) => ({ kind, strId })), ...LISTED },
    select: {
      id: true,
      kind: true,
      strId: true,
      inquiryNo: true,
      nameJa: true,
      nameEn: true,
      modelNameEn: true,
      maker: { select: { nameEn: true } },
      priceTotalYen: true,
    },
  });
  const unlisted = targets.filter((target) => !rows.some((row) => sameVehicle(row, target)));
  if (targets.length === 0 || unlisted.length > 0)
    return { status: "unavailable", unlisted: await withInquiryNos(unlisted) };
  const vehicles = targets.map((target) => {
    const row = rows.find((candidate) => sameVehicle(candidate, target))!;
    return {
      id: row.id,
      kind: row.kind,
      strId: row.strId,
      inquiryNo: row.inquiryNo,
      name: vehicleName(draft.locale, row),
      priceTotalYen: row.priceTotalYen,
    };
  });
  const mailsFor = await compose(vehicles);
  // The vehicles are named by their lines; the contact form's free vehicle-name field is not asked here.
  const fields = { ...draft.fields, vehicleName: "" };
  return storeRequest({ ...draft, fields, type: "vehicle", vehicles }, mailsFor);
}
