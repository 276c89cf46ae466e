"use server";

import { db } from "@/lib/db";
import { getPathname } from "@/lib/i18n/navigation";
import { isLocale } from "@/lib/i18n/locales";
import { siteOrigin } from "@/lib/seo/site";
import { routes } from "@/lib/routes";
import { createVehicleOrder } from "@/lib/requests/orders";
import { answerFor, failedSubmission, prepareMails, readSubmission, refusedSubmission, senderKeys, type RequestState } from "@/lib/requests/accept";
import { firstErrors, vehicleOrderSchema } from "@/lib/requests/schema";
import { isValidStrId } from "@/lib/vehicles/str-id";

/** Validates again on the server (never trusting the browser) and stores the order; never throws at a visitor. */
export async function submitVehicleOrder(target: { kind: "sale" | "purchase"; strId: string; locale: string }, _previous: RequestState, formData: FormData): Promise<RequestState> {
  const { kind, strId, locale } = target;
  if (!isValidStrId(strId) || !isLocale(locale) || (kind !== "sale" && kind !== "purchase")) return refusedSubmission();
  const submission = await readSubmission(formData);
  if (!submission) return refusedSubmission();
  const parsed = vehicleOrderSchema.safeParse(submission);
  if (!parsed.success) return { ok: false, fieldErrors: firstErrors(parsed.error) };
  try {
    const { idempotencyKey, ...fields } = parsed.data;
    const vehicleUrl = `${await siteOrigin()}${getPathname({ href: routes.vehicle(kind, strId), locale })}`;
    const mailsFor = await prepareMails(locale, "vehicle", fields, vehicleUrl);
    const outcome = await createVehicleOrder(db(), { kind, strId }, { locale, fields, idempotencyKey, senderKeys: await senderKeys(fields.email) }, mailsFor);
    return answerFor(outcome);
  } catch (error) {
    return failedSubmission("order.store", error);
  }
}
