import "server-only";
// 在庫車両として登録: the bought truck becomes a draft stock vehicle (a sale listing, 非公開) with the seller's
// details and photos, linked both ways with the purchase, and with what the seller was paid as its 仕入価格 for the
// owner (lib/margins). The photos are re-encoded in a vehicle's sizes first, each in its turn at the image gate
// (lib/media/image-work.ts), outside any transaction; the vehicle, its photos and the link are then written at
// once, over the request's version staff saw. The purchase's unique link to the vehicle means a second
// registration, sent twice or from another tab, makes no second vehicle.
import { db } from "@/lib/db";
import type { StaffSession } from "@/lib/auth/sessions";
import { refreshSearchDocuments } from "@/lib/catalogue/search-document";
import { log } from "@/lib/logging";
import { recordChange } from "@/lib/admin/history";
import { storeVehiclePhotoSizes } from "@/lib/admin/photos";
import { insertVehicle } from "@/lib/admin/vehicle-save";
import { recordVehicleChange } from "@/lib/admin/vehicle-history";
import { updateSeenVersion } from "@/lib/admin/versioned";
import { PHOTO_LIMITS } from "@/lib/media/limits";
import { orderLabel } from "@/lib/requests/progress";
import { setAcquisition } from "@/lib/margins/costs";
import { isoDateOf } from "@/lib/admin/follow-up";
import type { StockVehicleInput } from "./form";
import { stockVehicleForm, stockVehicleValues } from "./stock-values";
import { isSellerRequest } from "@/lib/requests/types";

export type StockRegistered =
  | { ok: true; id: number; version: number; vehicleId: number; photos: number }
  | {
      ok: false;
      error:
        "notFound" | "conflict" | "notSellerRequest" | "noPurchase" | "alreadyRegistered" | "masterGone" | "photosBusy";
    };

const sellerSelect = {
  model: true,
  year: true,
  mileageKm: true,
  inspectionState: true,
  inspectionYear: true,
  inspectionMonth: true,
  repairHistory: true,
} as const;

/** Makes seller's request `n`'s bought truck a draft stock vehicle, with the masters staff chose. */
export async function registerStockVehicle(
  staff: StaffSession,
  n: number,
  input: StockVehicleInput,
  seenVersion: number | null,
  now = new Date(),
): Promise<StockRegistered> {
  const order = await db().order.findUnique({
    where: { n },
    select: {
      type: true,
      version: true,
      vehicleDetails: { select: sellerSelect },
      buyInPurchase: { select: { vehicleId: true } },
    },
  });
  if (!order) return { ok: false, error: "notFound" };
  if (!isSellerRequest(order.type)) return { ok: false, error: "notSellerRequest" };
  if (!order.buyInPurchase) return { ok: false, error: "noPurchase" };
  if (order.buyInPurchase.vehicleId !== null) return { ok: false, error: "alreadyRegistered" };
  // Asked before the photos' work: a page out of date costs no image turns. The transaction asks again.
  if (seenVersion !== order.version) return { ok: false, error: "conflict" };
  const masterSelect = { select: { id: true, nameJa: true, nameEn: true } } as const;
  const [maker, loadClass, bodyType] = await Promise.all([
    db().maker.findUnique({ where: { id: input.makerId }, ...masterSelect }),
    db().loadClass.findUnique({ where: { id: input.loadClassId }, ...masterSelect }),
    db().bodyType.findUnique({ where: { id: input.bodyTypeId }, ...masterSelect }),
  ]);
  if (!maker || !loadClass || !bodyType) return { ok: false, error: "masterGone" };
  const values = stockVehicleValues(stockVehicleForm(order.vehicleDetails, { maker, loadClass, bodyType }));

  const sent = await db().requestPhoto.findMany({
    where: { orderN: n },
    orderBy: { position: "asc" },
    take: PHOTO_LIMITS.maxPerVehicle,
    select: { id: true, large: true },
  });
  const photos: Extract<Awaited<ReturnType<typeof storeVehiclePhotoSizes>>, { ok: true }>["stored"][] = [];
  for (const photo of sent) {
    const stored = await storeVehiclePhotoSizes(Buffer.from(photo.large));
    if (stored.ok) photos.push(stored.stored);
    // Every turn taken: nothing is written, and staff send the form again in a moment.
    else if (stored.error === "busy") return { ok: false, error: "photosBusy" };
    // A photo the request kept but the vehicle's sizes refuse is left with the request.
    else log.warn("admin.buyIn.photoSkipped", { n, photoId: photo.id, error: stored.error });
  }

  const registered = await db()
    .$transaction(async (tx) => {
      const saved = await updateSeenVersion(tx.order, { n }, seenVersion, {});
      if (!saved.ok) return saved;
      const vehicle = await insertVehicle(tx, "sale", values, now);
      // Only a purchase without a vehicle takes one; the unique link refuses a second in any case.
      const { count } = await tx.buyInPurchase.updateMany({
        where: { orderN: n, vehicleId: null },
        data: { vehicleId: vehicle.id },
      });
      if (!count) throw new AlreadyRegistered();
      // What the truck cost the dealer is what the seller was paid: the owner's cost page and report start from it.
      const purchase = await tx.buyInPurchase.findUniqueOrThrow({
        where: { orderN: n },
        select: {
          priceYen: true,
          paymentDueOn: true,
          paidOn: true,
          order: { select: { lastName: true, firstName: true, companyName: true } },
        },
      });
      const seller = purchase.order;
      await setAcquisition(tx, staff, vehicle.id, {
        priceYen: purchase.priceYen,
        supplier: seller.companyName?.trim() || `${seller.lastName} ${seller.firstName}`,
        on: isoDateOf(purchase.paidOn ?? purchase.paymentDueOn),
      });
      await tx.vehiclePhoto.createMany({
        data: photos.map((photo, position) => ({ ...photo, vehicleId: vehicle.id, position, createdAt: now })),
      });
      await recordVehicleChange(
        tx,
        staff,
        vehicle.id,
        "boughtIn",
        { boughtFrom: [null, n], photos: [0, photos.length] },
        now,
      );
      await recordChange(
        tx,
        staff,
        {
          entity: "order",
          entityId: n,
          label: orderLabel(n),
          action: "stockRegistered",
          changes: { stockVehicle: [null, vehicle.inquiryNo] },
        },
        now,
      );
      return { ok: true, id: n, version: saved.version, vehicleId: vehicle.id, photos: photos.length } as const;
    })
    .catch((error: unknown) => {
      if (error instanceof AlreadyRegistered) return { ok: false, error: "alreadyRegistered" } as const;
      throw error;
    });
  if (!registered.ok) return registered;
  await refreshSearchDocuments(db(), { id: registered.vehicleId });
  log.info("admin.buyIn.stock", {
    n,
    vehicleId: registered.vehicleId,
    photos: registered.photos,
    userId: staff.userId,
  });
  return registered;
}

/** Rolls the registration back when another one linked its vehicle first. */
class AlreadyRegistered extends Error {}
