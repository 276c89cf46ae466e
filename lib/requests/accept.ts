import "server-only";
import { after } from "next/server";
import { getTranslations } from "next-intl/server";
import { company, companyName } from "@/lib/company";
import { serverEnv } from "@/lib/env";
import { BUSINESS_HOURS } from "@/lib/business/hours";
import { isSameOriginRequest, senderAddress } from "@/lib/http/origin";
import type { RequestType } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/locales";
import { kickOutbox } from "@/lib/mail/worker";
import { noteIfDatabaseUnreachable } from "@/lib/db/availability";
import { logError } from "@/lib/logging";
import { composeRequestMails } from "./mails";
import { submissionKeys } from "./rate-limit";
import { HONEYPOT_FIELD, type ActionState } from "./schema";
import type { MailDraft, RequestFields, StoreOutcome } from "./store";

// What every request action does around storing: refuse what no visitor's browser sends, prepare the
// mails in the request's language, and turn the outcome into what the form shows.

export type RequestState = ActionState<{ n: number }> | null;

const refused: RequestState = { ok: false, fieldErrors: {}, formError: "formError" };

/** The form's text fields; a post from another site or with the hidden field filled in is refused. */
export async function readSubmission(formData: FormData): Promise<Record<string, string> | null> {
  if (!(await isSameOriginRequest())) return null;
  const fields = Object.fromEntries([...formData.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  if (fields[HONEYPOT_FIELD]) {
    console.warn(JSON.stringify({ level: "warn", event: "request.honeypot" }));
    return null;
  }
  return fields;
}

export async function senderKeys(email: string): Promise<string[]> {
  return submissionKeys({ address: await senderAddress(), email });
}

/** The staff notice and the customer's acknowledgement, ready to be numbered inside the transaction. */
export async function prepareMails(locale: Locale, type: RequestType, fields: RequestFields, vehicleUrl?: string): Promise<(n: number) => MailDraft[]> {
  const t = await getTranslations({ locale, namespace: "mail" });
  const tf = await getTranslations({ locale, namespace: "form" });
  const env = serverEnv();
  return (n) =>
    composeRequestMails((key, values) => t(key as never, values as never), {
      n,
      typeLabel: tf(`requestTypes.${type}`),
      contactMethodLabel: tf(`contactMethods.${fields.contactMethod}`),
      fields,
      vehicleUrl,
      staffEmail: env.STAFF_EMAIL,
      companyName: companyName(locale),
      phone: company.phone,
      hours: `${BUSINESS_HOURS.opens}-${BUSINESS_HOURS.closes}`,
    });
}

/** What the form shows for a stored (or refused) request; mail goes out right after the answer. */
export function answerFor(outcome: StoreOutcome): RequestState {
  switch (outcome.status) {
    case "created":
      after(() => kickOutbox());
      return { ok: true, value: { n: outcome.n } };
    case "duplicate":
      return { ok: true, value: { n: outcome.n } };
    case "rate-limited":
      return { ok: false, fieldErrors: {}, formError: `rateLimited:${outcome.retryAfterMinutes}` };
    case "unavailable":
      return { ok: false, fieldErrors: {}, formError: "unavailable" };
  }
}

export function refusedSubmission(): RequestState {
  return refused;
}

/**
 * Never a stack trace for the visitor: the error is logged and the form asks to try again or call. When the
 * database is away the request was not stored (one transaction stores it with its mails), and the form says
 * so. Should the connection have broken during the commit itself, sending the same form again (same
 * idempotency key) answers with the number it was stored under instead of storing it twice.
 */
export function failedSubmission(event: string, error: unknown): RequestState {
  logError(event, error);
  return noteIfDatabaseUnreachable(error) ? { ok: false, fieldErrors: {}, formError: "serviceDown" } : refused;
}
