"use server";

// The buy-in of a seller's request (買取・査定): an offer made, the seller's answer, the purchase, and the bought
// truck registered as a draft stock vehicle, each over the request's version. The status page is drawn for each
// visit, so only the registration, which adds a vehicle, expires a cache tag.
import { after } from "next/server";
import { fromChange, staffAction } from "@/lib/actions/server";
import { recordTarget } from "@/lib/admin/fields";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { answerOffer, makeOffer, savePurchase } from "@/lib/buy-in/buy-in";
import { offerAnswerSchema, offerSchema, purchaseSchema, stockVehicleSchema } from "@/lib/buy-in/form";
import { registerStockVehicle } from "@/lib/buy-in/stock";
import { kickOutbox } from "@/lib/mail/worker";

const notFound = { ok: false, error: "notFound" } as const;

/** Offers a 査定額; a mailed one is handed to the outbox at once. */
export const offerBuyIn = staffAction(
  { event: "admin.buyIn.offer", schema: offerSchema.safeExtend(recordTarget) },
  async ({ id, version, ...input }, staff) => {
    if (id === null) return fromChange(notFound);
    const made = await makeOffer(staff, id, input, version);
    if (made.ok && input.mail) after(() => kickOutbox());
    return fromChange(made);
  },
);

export const answerBuyInOffer = staffAction(
  { event: "admin.buyIn.answer", schema: offerAnswerSchema.safeExtend(recordTarget) },
  async ({ id, version, ...input }, staff) =>
    id === null ? fromChange(notFound) : fromChange(await answerOffer(staff, id, input, version)),
);

export const saveBuyInPurchase = staffAction(
  { event: "admin.buyIn.purchase", schema: purchaseSchema.safeExtend(recordTarget) },
  async ({ id, version, ...input }, staff) =>
    id === null ? fromChange(notFound) : fromChange(await savePurchase(staff, id, input, version)),
);

/** 在庫車両として登録: the bought truck as a draft stock vehicle with the seller's photos. */
export const registerBoughtVehicle = staffAction(
  {
    event: "admin.buyIn.stock",
    schema: stockVehicleSchema.safeExtend(recordTarget),
    expires: [CACHE_TAGS.vehicles],
  },
  async ({ id, version, ...input }, staff) => {
    if (id === null) return fromChange(notFound);
    const registered = await registerStockVehicle(staff, id, input, version);
    // The page drawn again links to the vehicle; the form carries the request's new version on.
    return fromChange(
      registered.ok ? ({ ok: true, id: registered.id, version: registered.version } as const) : registered,
    );
  },
);
