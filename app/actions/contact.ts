"use server";

import { publicAction } from "@/lib/actions/server";
import { storeRequest } from "@/lib/requests/store";
import { answerFor, prepareMails, currentSenderKey } from "@/lib/requests/accept";
import { contactSchema } from "@/lib/requests/schema";
import { withMasterNames } from "@/lib/requests/vehicle-masters";

/**
 * A contact-form request. The type comes from the route (/contact/{type}, a hidden field of the form) or,
 * on /contact, from the visitor's choice. Stored once, whatever is resent.
 */
export const submitContactRequest = publicAction(
  { event: "contact.store", schema: contactSchema },
  async ({ idempotencyKey, type, locale, privacyConsent: _agreed, vehicleDetails, ...fields }) => {
    const vehicle = vehicleDetails && (await withMasterNames(vehicleDetails, locale));
    const mailsFor = await prepareMails(locale, type, fields, undefined, vehicle);
    return answerFor(
      await storeRequest(
        { type, locale, fields, vehicleDetails: vehicle, idempotencyKey, senderKey: await currentSenderKey() },
        mailsFor,
      ),
      { type, contactMethod: fields.contactMethod },
    );
  },
);
