// Storing a request (contact form or vehicle order): the Order with its sequential number, the rate-limit
// hit and the mails about it are written in one transaction, so a request is either wholly accepted and
// certain to be told to staff, or not stored at all. A second submission with the same idempotency key
// returns the first request instead of a copy. The outbox worker (outside React's server layer) calls in here
// too, so the client is processDb.
import { processDb as db } from "@/lib/db/process";
import type { MailAudience, RequestType } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/locales";
import type { VehicleOrder } from "./schema";
import type { OrderedVehicle } from "./orders";
import { SUBMISSION_LIMIT } from "./limits";
import { mayAcknowledge, takeSubmissionSlot } from "./rate-limit";
import { isUniqueViolation } from "@/lib/db/errors";
import { log } from "@/lib/logging";
import type { VehicleKey } from "@/lib/vehicles/vehicle-keys";
import { newStatusToken } from "./status-token";

/** What a request stores of the visitor's input (the consent is a condition of storing, not a field). */
export type RequestFields = Omit<VehicleOrder, "idempotencyKey" | "locale" | "privacyConsent">;

export interface RequestDraft {
  type: RequestType;
  locale: Locale;
  fields: RequestFields;
  /** A vehicle order's vehicles in their order, as the customer saw them (lib/requests/orders.ts). */
  vehicles?: (OrderedVehicle & { id: number })[];
  idempotencyKey: string;
  /** From submissionKeys(): what the rate limit counts this submission under. */
  senderKeys: string[];
}

export interface MailDraft {
  audience: MailAudience;
  toAddress: string;
  subject: string;
  text: string;
}

/** The mails of a request once it has its number and the token of its status page (which only the mail holds). */
export type MailsFor = (n: number, statusToken: string) => MailDraft[];

export type StoreOutcome =
  | { status: "created" | "duplicate"; n: number }
  | { status: "rate-limited"; retryAfterMinutes: number }
  /** `unlisted`: the vehicles asked about that are no longer listed, with their inquiry numbers where known. */
  | { status: "unavailable"; unlisted: (VehicleKey & { inquiryNo: number | null })[] };

class RateLimited extends Error {
  constructor(readonly retryAfterMinutes: number) {
    super("rate limited");
  }
}

async function findByKey(idempotencyKey: string) {
  return db().order.findUnique({ where: { idempotencyKey }, select: { n: true } });
}

/** The request a competing submission with the same key is committing; it may take a moment to show. */
async function waitForKey(idempotencyKey: string) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const found = await findByKey(idempotencyKey);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}

export async function storeRequest(draft: RequestDraft, mailsFor: MailsFor, now = new Date()): Promise<StoreOutcome> {
  const existing = await findByKey(draft.idempotencyKey);
  if (existing) return { status: "duplicate", n: existing.n };
  try {
    const n = await db().$transaction(async (tx) => {
      const slot = await takeSubmissionSlot(tx, draft.senderKeys, now);
      if (!slot.ok) throw new RateLimited(slot.retryAfterMinutes);
      const { fields } = draft;
      const status = newStatusToken();
      const order = await tx.order.create({
        data: {
          type: draft.type,
          locale: draft.locale,
          lastName: fields.lastName,
          firstName: fields.firstName,
          nameKana: fields.nameKana,
          prefecture: fields.prefecture,
          companyName: fields.companyName || null,
          email: fields.email,
          phone: fields.phone,
          vehicleName: fields.vehicleName,
          contactMethod: fields.contactMethod,
          message: fields.message,
          ...(draft.vehicles && {
            vehicles: {
              create: draft.vehicles.map((vehicle, position) => ({
                position,
                vehicleId: vehicle.id,
                kind: vehicle.kind,
                strId: vehicle.strId,
                inquiryNo: vehicle.inquiryNo,
                name: vehicle.name,
                priceYen: vehicle.priceTotalYen,
              })),
            },
          }),
          idempotencyKey: draft.idempotencyKey,
          statusTokenHash: status.hash,
        },
        select: { n: true },
      });
      const mails = mailsFor(order.n, status.token);
      const acknowledge = await mayAcknowledge(tx, now);
      if (!acknowledge) log.warn("request.acknowledgement.capped", { n: order.n });
      const sent = acknowledge ? mails : mails.filter((mail) => mail.audience !== "customer");
      await tx.outboxMail.createMany({
        data: sent.map((mail) => ({ ...mail, orderN: order.n, locale: draft.locale, createdAt: now })),
      });
      return order.n;
    });
    return { status: "created", n };
  } catch (error) {
    if (error instanceof RateLimited) {
      // A resubmission that raced a first one past the lookup is not a new request: answer with that one.
      const first = await findByKey(draft.idempotencyKey);
      return first
        ? { status: "duplicate", n: first.n }
        : { status: "rate-limited", retryAfterMinutes: error.retryAfterMinutes };
    }
    // Two submissions raced past the lookup: the unique key let one in; answer with that one.
    if (!isUniqueViolation(error)) throw error;
    const first = await waitForKey(draft.idempotencyKey);
    if (!first) throw error;
    return { status: "duplicate", n: first.n };
  }
}

/** Rate-limit hits older than the window count for nothing; the outbox worker clears them now and then. */
export async function forgetOldSubmissions(now: Date) {
  await db().submissionHit.deleteMany({
    where: { createdAt: { lt: new Date(now.getTime() - SUBMISSION_LIMIT.windowMinutes * 60_000) } },
  });
}
