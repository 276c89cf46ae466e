// Delivering the outbox: claim what is due (a row at most once, even with several workers), send it,
// and on failure try again later with a growing delay. After the last attempt the mail is marked
// failed, with its error, for staff to see; the visitor was answered long before and never sees it.
import { processDb as db } from "@/lib/db/process";
import type { StaffSession } from "@/lib/auth/sessions";
import { log } from "@/lib/logging";
import { documentFileName } from "@/lib/deals/document-kinds";

export const MAX_ATTEMPTS = 8;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/** How long a claimed mail stays reserved for the worker that claimed it (a crash frees it after this). */
const CLAIM_MS = 2 * 60_000;

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** A saved search's mail: the address a mail program posts to for one-click unsubscribe (RFC 8058). */
  unsubscribeUrl?: string;
  /** A document's mail: its PDF as issued (Q-000012.pdf). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: "application/pdf";
}

/** Sends one mail or throws; null when no SMTP server is configured (mail is then logged). */
export type MailSender = ((mail: OutgoingMail) => Promise<void>) | null;

/** 30 s, 1 min, 2 min, … up to an hour: about two hours of tries in all before giving up. */
export function retryDelayMs(attempt: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** (attempt - 1), LONGEST_RETRY_MS);
}

interface Claimed {
  id: number;
  kind: string;
  to_address: string;
  subject: string;
  text: string;
  unsubscribe_url: string | null;
  document_id: number | null;
  attempts: number;
}

/**
 * The PDF a document's mail carries, read from the document when the mail is sent: the file is stored once, as
 * issued (deal_documents.pdf), and a mail row only points at it.
 */
async function attachmentsOf(documentId: number | null): Promise<MailAttachment[] | undefined> {
  if (documentId === null) return undefined;
  const document = await db().dealDocument.findUniqueOrThrow({
    where: { id: documentId },
    select: { pdf: true, kind: true, no: true },
  });
  return [
    {
      filename: documentFileName(document.kind, document.no),
      content: Buffer.from(document.pdf),
      contentType: "application/pdf",
    },
  ];
}

export interface DeliveryReport {
  sent: number;
  logged: number;
  retrying: number;
  failed: number;
}

export async function deliverDueMail(send: MailSender, now = new Date(), batch = 20): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, logged: 0, retrying: 0, failed: 0 };
  // Columns hold UTC wall-clock time (Prisma's convention), so "now" is compared in UTC.
  const at = now.toISOString();
  const claimed = await db().$queryRaw<Claimed[]>`
    UPDATE mail_outbox
       SET locked_until = (${at}::timestamptz AT TIME ZONE 'UTC') + make_interval(secs => ${CLAIM_MS / 1000}),
           attempts = attempts + 1
     WHERE id IN (
       SELECT id FROM mail_outbox
        WHERE status = 'pending'
          AND next_attempt_at <= (${at}::timestamptz AT TIME ZONE 'UTC')
          AND (locked_until IS NULL OR locked_until <= (${at}::timestamptz AT TIME ZONE 'UTC'))
        ORDER BY id
        LIMIT ${batch}
        FOR UPDATE SKIP LOCKED)
    RETURNING id, kind, to_address, subject, text, unsubscribe_url, document_id, attempts`;

  for (const mail of claimed.sort((a, b) => a.id - b.id)) {
    if (!send) {
      // The mail stays in the outbox table; names, addresses, subjects (a staff reply's may name the customer) and
      // texts stay out of the log.
      log.info("mail.logged", { id: mail.id, kind: mail.kind });
      await db().outboxMail.update({
        where: { id: mail.id },
        data: { status: "logged", lockedUntil: null, sentAt: now },
      });
      report.logged++;
      continue;
    }
    try {
      const attachments = await attachmentsOf(mail.document_id);
      await send({
        to: mail.to_address,
        subject: mail.subject,
        text: mail.text,
        ...(mail.unsubscribe_url && { unsubscribeUrl: mail.unsubscribe_url }),
        ...(attachments && { attachments }),
      });
      await db().outboxMail.update({
        where: { id: mail.id },
        data: { status: "sent", lockedUntil: null, sentAt: new Date(), lastError: null },
      });
      report.sent++;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const gaveUp = mail.attempts >= MAX_ATTEMPTS;
      await db().outboxMail.update({
        where: { id: mail.id },
        data: gaveUp
          ? { status: "failed", lockedUntil: null, lastError: message }
          : {
              lockedUntil: null,
              lastError: message,
              nextAttemptAt: new Date(now.getTime() + retryDelayMs(mail.attempts)),
            },
      });
      (gaveUp ? log.error : log.warn)(gaveUp ? "mail.failed" : "mail.retry", {
        id: mail.id,
        attempt: mail.attempts,
        message,
      });
      if (gaveUp) report.failed++;
      else report.retrying++;
    }
  }
  return report;
}

/** The mails that could not be sent, newest first, for the staff dashboard. */
export async function failedMail(staff: StaffSession, take = 20) {
  return db().outboxMail.findMany({
    where: { status: "failed" },
    orderBy: { id: "desc" },
    take,
    select: {
      id: true,
      orderN: true,
      audience: true,
      toAddress: true,
      subject: true,
      attempts: true,
      lastError: true,
      createdAt: true,
    },
  });
}
