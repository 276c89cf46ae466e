import "server-only";
// Staff's answer to a request, written on its page: started from a template with the request's own values filled in
// (lib/requests/reply-text.ts), edited, then sent through the outbox and kept in the request's thread with the
// mail's delivery state. The customer's status page shows it too.
//
// A reply is not counted against the budgets for mail to unverified addresses (lib/requests/rate-limit.ts). Those
// stop a stranger from making the site mail anyone through a form; a reply is written and sent by a signed-in staff
// member who has read every word of it, to the address of the request it answers, and a cap there would leave a
// customer unanswered because someone else flooded the form. Its own kind (`reply`) keeps it out of the
// acknowledgements' site-wide count as well.
import { createTranslator } from "next-intl";
import jp from "@/messages/jp.json";
import en from "@/messages/en.json";
import { db } from "@/lib/db";
import type { StaffSession } from "@/lib/auth/sessions";
import type { Locale } from "@/lib/i18n/locales";
import { log } from "@/lib/logging";
import { companyName } from "@/lib/company";
import { formatPrice } from "@/lib/format";
import { siteHomeUrl, vehicleUrl } from "@/lib/seo/site";
import { mailSignature } from "@/lib/mail/signature";
import { fillReply, type ReplyValues } from "@/lib/requests/reply-text";
import { changedFields, recordChange } from "./history";
import { dateColumnOf, isoDateOf } from "./follow-up";
import { updateSeenVersion, type VersionedSave } from "./versioned";
import type { OrderReplyValues } from "./form-schemas";
import { advanceRequest, orderLabel } from "@/lib/requests/progress";
import { displayNameOf } from "@/lib/auth/display-name";

/** How the change history names a request: its receipt number, never the customer's name. */

/**
 * What the placeholders of a reply to request `n` stand for, in `locale` (the template's language), written by
 * `staffName`, who signs it.
 */
async function replyValues(n: number, locale: Locale, staffName: string): Promise<ReplyValues | null> {
  const order = await db().order.findUnique({
    where: { n },
    select: {
      n: true,
      lastName: true,
      firstName: true,
      vehicleName: true,
      vehicles: {
        orderBy: { position: "asc" },
        select: { kind: true, strId: true, inquiryNo: true, name: true, priceYen: true },
      },
    },
  });
  if (!order) return null;
  // In the template's language, which need not be the page's: the words come from the message files directly.
  const messages = locale === "ja" ? jp : en;
  const t = createTranslator({ locale, messages, namespace: "mail" });
  const to = createTranslator({ locale, messages, namespace: "order" });
  const tv = createTranslator({ locale, messages, namespace: "vehicle" });
  // A request about several vehicles names each on its own line, its price and page beside it.
  const { vehicles } = order;
  const lines = (each: (vehicle: (typeof vehicles)[number]) => string) => vehicles.map(each).join("\n");
  return {
    requestNumber: String(order.n),
    customerName: t("nameValue", { last: order.lastName, first: order.firstName }),
    vehicleName: order.vehicles.length
      ? lines((vehicle) => to("vehicleNameValue", { name: vehicle.name, inquiryNo: vehicle.inquiryNo }))
      : order.vehicleName,
    totalPrice: lines((vehicle) =>
      vehicle.priceYen === null ? tv(`priceOnRequest.${vehicle.kind}`) : formatPrice(locale, vehicle.priceYen),
    ),
    vehicleUrl: lines((vehicle) => vehicleUrl(vehicle, locale)),
    company: companyName(locale),
    staffName,
    signature: mailSignature(locale, siteHomeUrl(locale), staffName),
  };
}

/** Template `templateId` filled in for request `n`; null when either is gone. */
export async function replyDraft(
  staff: StaffSession,
  n: number,
  templateId: number,
): Promise<{ subject: string; body: string } | null> {
  const template = await db().replyTemplate.findUnique({ where: { id: templateId } });
  if (!template) return null;
  const values = await replyValues(n, template.locale, displayNameOf(staff));
  if (!values) return null;
  return { subject: fillReply(template.subject, values), body: fillReply(template.body, values) };
}

/**
 * Queues the reply to the request's address and keeps it in the request's thread, in one transaction: a reply is
 * never kept without its mail nor mailed without being kept. The history names it by its subject. It is sent over
 * the version of the request staff saw, like any change to it: the same post again (a page reloaded after a reply
 * sent without scripts, a second tab) is refused, not mailed twice.
 */
export async function sendReply(
  staff: StaffSession,
  n: number,
  reply: OrderReplyValues,
  seenVersion: number | null,
): Promise<VersionedSave> {
  return db().$transaction(async (tx) => {
    const before = await tx.order.findUnique({ where: { n }, select: { followUpOn: true } });
    const followUpOn = reply.followUpOn || null;
    const seen = await updateSeenVersion(tx.order, { n }, seenVersion, {
      followUpOn: followUpOn && dateColumnOf(followUpOn),
    });
    if (!seen.ok) return seen;
    const order = await tx.order.findUniqueOrThrow({ where: { n }, select: { email: true, locale: true } });
    const mail = await tx.outboxMail.create({
      data: {
        orderN: n,
        audience: "customer",
        kind: "reply",
        locale: order.locale,
        toAddress: order.email,
        subject: reply.subject,
        text: reply.body.endsWith("\n") ? reply.body : `${reply.body}\n`,
      },
      select: { id: true },
    });
    const saved = await tx.orderReply.create({
      data: {
        orderN: n,
        mailId: mail.id,
        authorId: staff.userId,
        authorName: displayNameOf(staff),
        subject: reply.subject,
        body: reply.body,
      },
      select: { createdAt: true },
    });
    await recordChange(
      tx,
      staff,
      {
        entity: "order",
        entityId: n,
        label: orderLabel(n),
        action: "replied",
        changes: {
          replySubject: [null, reply.subject],
          ...changedFields({ followUpOn: isoDateOf(before?.followUpOn ?? null) }, { followUpOn }),
        },
      },
      saved.createdAt,
    );
    // Answered: the customer's page says so, and the inbox no longer counts it as waiting for a first contact.
    const moved = await advanceRequest(tx, staff, n, "contacted", saved.createdAt);
    log.info("admin.order.reply", { n, userId: staff.userId, mailId: mail.id });
    return moved ? { ...seen, version: seen.version + 1 } : seen;
  });
}

export type MailRetried = { ok: true } | { ok: false; error: "notFound" };

/**
 * Gives a failed mail of request `n` its tries again from now (the worker picks it up at once); only a mail that
 * failed, so a mail under way or sent is never sent twice.
 */
export async function retryOrderMail(staff: StaffSession, n: number, mailId: number): Promise<MailRetried> {
  return db().$transaction(async (tx) => {
    const { count } = await tx.outboxMail.updateMany({
      where: { id: mailId, orderN: n, status: "failed" },
      data: { status: "pending", attempts: 0, nextAttemptAt: new Date(), lockedUntil: null },
    });
    if (!count) return { ok: false, error: "notFound" } as const;
    await recordChange(tx, staff, { entity: "order", entityId: n, label: orderLabel(n), action: "mailRetried" });
    log.info("admin.order.mailRetry", { n, userId: staff.userId, mailId });
    return { ok: true } as const;
  });
}
