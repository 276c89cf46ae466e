"use server";

import { db } from "@/lib/db";
import { isLocale } from "@/lib/i18n/locales";
import { storeRequest } from "@/lib/requests/store";
import { answerFor, failedSubmission, prepareMails, readSubmission, refusedSubmission, senderKeys, type RequestState } from "@/lib/requests/accept";
import { contactSchema, firstErrors, isContactType, type ContactType } from "@/lib/requests/schema";

/**
 * A contact-form request. The type comes from the route (/contact/{type}); on /contact the visitor
 * chooses it in the form. Validated again here, stored once, never throws at a visitor.
 */
export async function submitContactRequest(target: { type: ContactType | null; locale: string }, _previous: RequestState, formData: FormData): Promise<RequestState> {
  const { locale } = target;
  if (!isLocale(locale) || (target.type !== null && !isContactType(target.type))) return refusedSubmission();
  const submission = await readSubmission(formData);
  if (!submission) return refusedSubmission();
  const parsed = contactSchema.safeParse(target.type ? { ...submission, type: target.type } : submission);
  if (!parsed.success) return { ok: false, fieldErrors: firstErrors(parsed.error) };
  try {
    const { idempotencyKey, type, ...fields } = parsed.data;
    const mailsFor = await prepareMails(locale, type, fields);
    const outcome = await storeRequest(db(), { type, locale, fields, idempotencyKey, senderKeys: await senderKeys(fields.email) }, mailsFor);
    return answerFor(outcome);
  } catch (error) {
    return failedSubmission("contact.store", error);
  }
}
