import "server-only";
// Money in on a closed deal: the 請求書 that asks for what is still owed, and each payment staff record, with its
// 領収書 if they issue one. Payments count against the amount the latest 注文書 or 請求書 asked; a payment above
// what is still owed is refused, so what is owed never goes below zero. Bank transfer is the trade's norm and no
// card payment is taken: staff record what reached the account, the till or the loan company.
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { StaffSession } from "@/lib/auth/sessions";
import { log } from "@/lib/logging";
import { recordChange } from "@/lib/admin/history";
import { dateColumnOf, isoDateOf } from "@/lib/admin/follow-up";
import { updateSeenVersion } from "@/lib/admin/versioned";
import { dealLabel } from "./deals";
import { documentNumber } from "./document-kinds";
import { closeWhenSettled } from "./delivery";
import { hasNoLines, issueDocumentIn } from "./documents";
import type { IssueInvoiceInput, PaymentInput } from "./form";
import type { DocumentIssued } from "./orders";
import { paymentPart } from "./payment-terms";
import { dealTotals } from "./tax";
import { displayNameOf } from "@/lib/auth/display-name";

/** What deal `dealId` has received so far, in yen. */
export async function paidOn(tx: Prisma.TransactionClient, dealId: number): Promise<number> {
  const { _sum } = await tx.dealPayment.aggregate({ where: { dealId }, _sum: { amountYen: true } });
  return _sum.amountYen ?? 0;
}

export type InvoiceIssued = DocumentIssued | { ok: false; error: "notOrdered" };

/**
 * Issues deal `dealId`'s 請求書 (a 適格請求書): the saved lines, what is already paid and what it asks, due on
 * `input.dueOn`, which becomes the balance's due day. Refused before the 注文書: there is nothing to bill yet.
 */
export async function issueInvoice(
  staff: StaffSession,
  dealId: number,
  input: IssueInvoiceInput,
  seenVersion: number | null,
  now = new Date(),
): Promise<InvoiceIssued> {
  return db().$transaction(async (tx) => {
    if (await hasNoLines(tx, dealId)) return { ok: false, error: "noLines" } as const;
    const deal = await tx.deal.findUnique({
      where: { id: dealId },
      select: { orderedOn: true, balanceDueOn: true, lines: { select: { kind: true, amountYen: true } } },
    });
    if (!deal) return { ok: false, error: "notFound" } as const;
    if (!deal.orderedOn) return { ok: false, error: "notOrdered" } as const;
    const seen = await updateSeenVersion(tx.deal, { id: dealId }, seenVersion, {
      orderedTotalYen: dealTotals(deal.lines).amountDueYen,
      balanceDueOn: dateColumnOf(input.dueOn),
    });
    if (!seen.ok) return seen;
    const billing = { paidYen: await paidOn(tx, dealId), dueOn: input.dueOn };
    const issued = await issueDocumentIn(
      tx,
      staff,
      dealId,
      { kind: "invoice", ...input, validUntil: null, billing },
      now,
    );
    await recordChange(
      tx,
      staff,
      {
        entity: "deal",
        entityId: dealId,
        label: dealLabel(dealId),
        action: "invoiceIssued",
        changes: {
          document: [issued.content.replaces, issued.number],
          ...(isoDateOf(deal.balanceDueOn) !== input.dueOn && {
            balanceDueOn: [isoDateOf(deal.balanceDueOn), input.dueOn],
          }),
        },
      },
      now,
    );
    log.info("admin.deal.invoice", { id: dealId, documentId: issued.id, userId: staff.userId });
    return { ok: true, id: dealId, version: seen.version, documentId: issued.id, number: issued.number } as const;
  });
}

export type PaymentRecorded =
  | { ok: true; id: number; version: number; paymentId: number; receipt: string | null }
  | { ok: false; error: "notFound" | "conflict" | "notOrdered" | "paymentExceedsOwed" };

/**
 * Records a payment on deal `dealId` over the version staff saw, with its 領収書 if `input.receipt` (mailed if
 * `input.mail`). A deal already delivered that this payment settles moves its request on to 完了.
 */
export async function recordPayment(
  staff: StaffSession,
  dealId: number,
  input: PaymentInput,
  seenVersion: number | null,
  now = new Date(),
): Promise<PaymentRecorded> {
  return db().$transaction(async (tx) => {
    const deal = await tx.deal.findUnique({
      where: { id: dealId },
      select: { orderN: true, orderedOn: true, orderedTotalYen: true, depositYen: true },
    });
    if (!deal) return { ok: false, error: "notFound" } as const;
    if (!deal.orderedOn || deal.orderedTotalYen === null) return { ok: false, error: "notOrdered" } as const;
    const paidBefore = await paidOn(tx, dealId);
    if (input.amountYen > deal.orderedTotalYen - paidBefore) return { ok: false, error: "paymentExceedsOwed" } as const;
    const seen = await updateSeenVersion(tx.deal, { id: dealId }, seenVersion, {});
    if (!seen.ok) return seen;
    const receipt = input.receipt
      ? await issueDocumentIn(
          tx,
          staff,
          dealId,
          {
            kind: "receipt",
            locale: input.locale,
            mail: input.mail,
            validUntil: null,
            payment: {
              amountYen: input.amountYen,
              receivedOn: input.receivedOn,
              method: input.method,
              part: paymentPart(paidBefore, input.amountYen, deal.orderedTotalYen, deal.depositYen ?? 0),
            },
          },
          now,
        )
      : null;
    const payment = await tx.dealPayment.create({
      data: {
        dealId,
        receivedOn: dateColumnOf(input.receivedOn),
        amountYen: input.amountYen,
        method: input.method,
        receiptId: receipt?.id ?? null,
        recordedById: staff.userId,
        recordedByName: displayNameOf(staff),
      },
      select: { id: true },
    });
    await recordChange(
      tx,
      staff,
      {
        entity: "deal",
        entityId: dealId,
        label: dealLabel(dealId),
        action: "paymentRecorded",
        changes: {
          receivedOn: [null, input.receivedOn],
          amountYen: [null, input.amountYen],
          method: [null, input.method],
          ...(receipt && { document: [null, receipt.number] }),
        },
      },
      now,
    );
    await closeWhenSettled(tx, staff, dealId, now);
    log.info("admin.deal.payment", {
      id: dealId,
      paymentId: payment.id,
      receipt: receipt !== null,
      userId: staff.userId,
    });
    return {
      ok: true,
      id: dealId,
      version: seen.version,
      paymentId: payment.id,
      receipt: receipt?.number ?? null,
    } as const;
  });
}

export type PaymentCancelled =
  { ok: true; id: number; version: number } | { ok: false; error: "notFound" | "conflict" };

/**
 * Cancels payment `paymentId` of deal `dealId`, recorded by mistake, over the deal's version (owners only: the
 * action checks the permission). Its 領収書 keeps its number and file and is marked void, as a paper receipt is
 * taken back rather than torn out of the book; what is owed comes back.
 */
export async function cancelPayment(
  staff: StaffSession,
  dealId: number,
  paymentId: number,
  seenVersion: number | null,
  now = new Date(),
): Promise<PaymentCancelled> {
  return db().$transaction(async (tx) => {
    const payment = await tx.dealPayment.findFirst({
      where: { id: paymentId, dealId },
      select: {
        receivedOn: true,
        amountYen: true,
        method: true,
        receipt: { select: { id: true, kind: true, no: true } },
      },
    });
    if (!payment) return { ok: false, error: "notFound" } as const;
    const seen = await updateSeenVersion(tx.deal, { id: dealId }, seenVersion, {});
    if (!seen.ok) return seen;
    await tx.dealPayment.delete({ where: { id: paymentId } });
    if (payment.receipt) await tx.dealDocument.update({ where: { id: payment.receipt.id }, data: { voidedAt: now } });
    await recordChange(
      tx,
      staff,
      {
        entity: "deal",
        entityId: dealId,
        label: dealLabel(dealId),
        action: "paymentCancelled",
        changes: {
          receivedOn: [isoDateOf(payment.receivedOn), null],
          amountYen: [payment.amountYen, null],
          method: [payment.method, null],
          ...(payment.receipt && { document: [documentNumber(payment.receipt.kind, payment.receipt.no), null] }),
        },
      },
      now,
    );
    log.info("admin.deal.paymentCancel", { id: dealId, paymentId, userId: staff.userId });
    return seen;
  });
}
