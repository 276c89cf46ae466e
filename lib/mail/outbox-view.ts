// The outbox as staff read it (送信箱): every mail the site has written, and each one's text, so that without a
// mail server staff can still send it by hand.
import "server-only";
import { db } from "@/lib/db";
import type { StaffSession } from "@/lib/auth/sessions";
import { keysMatching } from "@/lib/admin/list-search";

/** How many stored mails the outbox view lists a page. */
export const OUTBOX_PAGE_SIZE = 50;

const OUTBOX_ROW = {
  id: true,
  orderN: true,
  audience: true,
  kind: true,
  toAddress: true,
  subject: true,
  status: true,
  sentAt: true,
  createdAt: true,
} as const;

/**
 * Every mail the site has written, newest first, a page at a time: what went out, what waits, and, without a mail
 * server, what staff must still send by hand. `q` finds an address or subject by a part of it (as every staff list
 * searches), or a request's mails by its number.
 */
export async function outboxMails(staff: StaffSession, q: string, page: number) {
  const n = /^\d{1,9}$/.test(q) ? Number(q) : null;
  const where = q
    ? { OR: [{ id: { in: await keysMatching("mail_outbox", q) } }, ...(n === null ? [] : [{ orderN: n }])] }
    : {};
  const [rows, total] = await Promise.all([
    db().outboxMail.findMany({
      where,
      orderBy: { id: "desc" },
      skip: (page - 1) * OUTBOX_PAGE_SIZE,
      take: OUTBOX_PAGE_SIZE,
      select: OUTBOX_ROW,
    }),
    db().outboxMail.count({ where }),
  ]);
  return { rows, total, pageCount: Math.max(1, Math.ceil(total / OUTBOX_PAGE_SIZE)) };
}

/** One stored mail as it was written, its text whole, or null. */
export async function outboxMail(staff: StaffSession, id: number) {
  return db().outboxMail.findUnique({
    where: { id },
    select: { ...OUTBOX_ROW, locale: true, text: true, attempts: true, lastError: true, documentId: true },
  });
}
