"use server";

import { publicAction } from "@/lib/actions/server";
import { createVehicleOrder } from "@/lib/requests/orders";
import { answerFor, answerForMany, composeVehicleOrder, currentSenderKey } from "@/lib/requests/accept";
import { bulkVehiclesField, vehicleOrderFields, withRequestRules } from "@/lib/requests/schema";
import { LISTING_KINDS } from "@/lib/vehicles/listing-kind";
import { isValidStrId } from "@/lib/vehicles/str-id";
import { z } from "@/lib/zod";

/** An order for the vehicle the form names (hidden fields); stored once, whatever is resent. */
export const submitVehicleOrder = publicAction(
  {
    event: "order.store",
    schema: withRequestRules(
      vehicleOrderFields.extend({ kind: z.enum(LISTING_KINDS), strId: z.string().refine(isValidStrId) }),
    ),
  },
  async ({ idempotencyKey, locale, kind, strId, privacyConsent: _agreed, ...fields }) =>
    answerFor(
      await createVehicleOrder(
        [{ kind, strId }],
        { locale, fields, idempotencyKey, senderKey: await currentSenderKey() },
        composeVehicleOrder(locale, fields),
      ),
      { type: "vehicle", contactMethod: fields.contactMethod },
    ),
);

/** One order for every vehicle the form names (一括問い合わせ, hidden `ids`); stored once, whatever is resent. */
export const submitBulkInquiry = publicAction(
  { event: "order.store.bulk", schema: withRequestRules(vehicleOrderFields.extend({ ids: bulkVehiclesField })) },
  async ({ idempotencyKey, locale, ids, privacyConsent: _agreed, ...fields }) =>
    answerForMany(
      await createVehicleOrder(
        ids,
        { locale, fields, idempotencyKey, senderKey: await currentSenderKey() },
        composeVehicleOrder(locale, fields),
      ),
      ids,
      { type: "vehicle", contactMethod: fields.contactMethod },
    ),
);
