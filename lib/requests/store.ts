// Storing a request (contact form or vehicle order): the Order with its sequential number, its assignee by the
// owner's rule (./assignment), its customer (lib/customers/match.ts), the rate-limit hit and the mails about it
// are written in one transaction, so a request is either wholly accepted and certain to be told to staff, or not
// stored at all. A second submission with the same idempotency key returns the first request (its number and
// status link) instead of a copy. The outbox worker (outside React's server layer) calls in here too, so the
// client is processDb.
import { processDb as db } from "@/lib/db/process";
import type { MailAudience, MailKind, RequestType } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/locales";
import type { VehicleOrder } from "./schema";
import type { OrderedVehicle } from "./orders";
import { forgettableBefore, mayMailUnverified, takeSubmissionSlot } from "./rate-limit";
import { isUniqueViolation } from "@/lib/db/errors";
import { log } from "@/lib/logging";
import type { VehicleKey } from "@/lib/vehicles/vehicle-keys";
import { statusTokenFor } from "./status-token";
import type { StoredRequestVehicle } from "./vehicle-details";
import { assigneeForNewRequest, recordRuleAssignment } from "./assignment";
import { customerKeys } from "@/lib/customers/keys";
import { customerForNewRequest, recordSeveralMatches } from "@/lib/customers/match";
import { replyDay } from "@/lib/business/hours";
import { isJapaneseHoliday } from "@/lib/business/holidays";

/** What a request stores of the visitor's input (the consent is a condition of storing, not a field). */
export type RequestFields = Omit<VehicleOrder, "idempotencyKey" | "locale" | "privacyConsent">;

export interface RequestDraft {
  type: RequestType;
  locale: Locale;
  fields: RequestFields;
  /** A vehicle order's vehicles in their order, as the customer saw them (lib/requests/orders.ts). */
  vehicles?: (OrderedVehicle & { id: number })[];
  /** A contact request's vehicle, field by field, with the master-data names as sent (vehicle-masters.ts). */
  vehicleDetails?: StoredRequestVehicle | null;
  idempotencyKey: string;
  /** From senderKey(): what the flood brake counts this submission under. */
  senderKey: string;
}

export interface MailDraft {
  audience: MailAudience;
  kind: Extract<MailKind, "requestNotice" | "acknowledgement">;
  toAddress: string;
  subject: string;
  text: string;
}

/** The mails of a request once it has its number and the token of its status page. */
export type MailsFor = (n: number, statusToken: string) => MailDraft[];

export type StoreOutcome =
  /**
   * `statusToken`: the key to the request's status page; null when it cannot be given again (a request stored
   * before status pages, or sent again after AUTH_SECRET changed: lib/requests/status-token.ts).
   */
  | { status: "created" | "duplicate"; n: number; statusToken: string | null }
  | { status: "rate-limited"; retryAfterMinutes: number }
  /** `unlisted`: the vehicles asked about that are no longer listed, with their inquiry numbers where known. */
  | { status: "unavailable"; unlisted: (VehicleKey & { inquiryNo: number | null })[] };

class RateLimited extends Error {
  constructor(readonly retryAfterMinutes: number) {
    super("rate limited");
  }
}

/** The request already stored under this idempotency key, answered as its first sending was, or null. */
export async function storedRequest(idempotencyKey: string): Promise<StoreOutcome | null> {
  const order = await db().order.findUnique({
    where: { idempotencyKey },
    select: { n: true, statusTokenHash: true },
  });
  if (!order) return null;
  const status = statusTokenFor(idempotencyKey);
  return { status: "duplicate", n: order.n, statusToken: status.hash === order.statusTokenHash ? status.token : null };
}

/** The request a competing submission with the same key is committing; it may take a moment to show. */
async function waitForKey(idempotencyKey: string) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const found = await storedRequest(idempotencyKey);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}

export async function storeRequest(draft: RequestDraft, mailsFor: MailsFor, now = new Date()): Promise<StoreOutcome> {
  const existing = await storedRequest(draft.idempotencyKey);
  if (existing) return existing;
  const status = statusTokenFor(draft.idempotencyKey);
  try {
    const n = await db().$transaction(async (tx) => {
      const slot = await takeSubmissionSlot(tx, draft.senderKey, now);
      if (!slot.ok) throw new RateLimited(slot.retryAfterMinutes);
      const { fields } = draft;
      const assignee = await assigneeForNewRequest(tx, draft.type);
      const keys = customerKeys(fields);
      const customer = await customerForNewRequest(tx, keys, now);
      const order = await tx.order.create({
        data: {
          type: draft.type,
          customerId: customer.customerId,
          ...keys,
          // The moment its mails are written at, so the customer's timeline shows the request before them.
          createdAt: now,
          assigneeId: assignee?.id ?? null,
          // Staff act on it by the day the thank-you page and mail promised the customer an answer.
          followUpOn: new Date(`${replyDay(now, isJapaneseHoliday)}T00:00:00Z`),
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
          ...(draft.vehicleDetails && { vehicleDetails: { create: draft.vehicleDetails } }),
          idempotencyKey: draft.idempotencyKey,
          statusTokenHash: status.hash,
        },
        select: { n: true },
      });
      if (assignee) await recordRuleAssignment(tx, order.n, assignee, now);
      if (customer.alsoMatches.length > 0) await recordSeveralMatches(tx, order.n, customer, now);
      // Past the acknowledgements' budgets the request still stands and staff are still told; the customer
      // has the status link on the thank-you page.
      const sent: MailDraft[] = [];
      for (const mail of mailsFor(order.n, status.token)) {
        if (mail.kind === "acknowledgement") {
          const budget = await mayMailUnverified(tx, "acknowledgement", mail.toAddress, now);
          if (!budget.ok) {
            log.warn("request.acknowledgement.withheld", { n: order.n, spent: budget.spent });
            continue;
          }
        }
        sent.push(mail);
      }
      await tx.outboxMail.createMany({
        data: sent.map((mail) => ({ ...mail, orderN: order.n, locale: draft.locale, createdAt: now })),
      });
      return order.n;
    });
    return { status: "created", n, statusToken: status.token };
  } catch (error) {
    if (error instanceof RateLimited) {
      // A resubmission that raced a first one past the lookup is not a new request: answer with that one.
      return (
        (await storedRequest(draft.idempotencyKey)) ?? {
          status: "rate-limited",
          retryAfterMinutes: error.retryAfterMinutes,
        }
      );
    }
    // Two submissions raced past the lookup: the unique key let one in; answer with that one.
    if (!isUniqueViolation(error)) throw error;
    const first = await waitForKey(draft.idempotencyKey);
    if (!first) throw error;
    return first;
  }
}

/** Rate-limit hits older than every window count for nothing; the outbox worker clears them now and then. */
export async function forgetOldSubmissions(now: Date) {
  await db().submissionHit.deleteMany({ where: { createdAt: { lt: forgettableBefore(now) } } });
}
