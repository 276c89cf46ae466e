import "server-only";
// Issuing a deal's documents, and handing them out. A document is issued in one transaction: the deal's version
// staff saw, the next number of its kind (./numbering.ts), the content and the PDF drawn from it, the row, the
// mail that carries it, the request's status and the history. If any step fails, all of it rolls back, the number
// included, so the numbers have no gaps and no number is without its file. The PDF is kept as issued and never
// drawn again (電子帳簿保存法: the document as sent, for seven years).
//
// The mail is the staff reply's exception to "no visitor text to an unverified address" (lib/admin/order-replies.ts
// says why): staff issue it on purpose to the request's own address, and it is not counted against the budgets. It
// carries no status-page link: only the token's hash is stored, and a new token would break the customer's first
// link, so the text points to the page linked in the first mail.
import { createTranslator } from "next-intl";
import jp from "@/messages/jp.json";
import en from "@/messages/en.json";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { StaffSession } from "@/lib/auth/sessions";
import { japanDate, type IsoDate } from "@/lib/business/calendar";
import { mailSignature } from "@/lib/mail/signature";
import { siteHomeUrl } from "@/lib/seo/site";
import { companyName } from "@/lib/company";
import { log } from "@/lib/logging";
import { recordChange } from "@/lib/admin/history";
import { dateColumnOf, isoDateOf } from "@/lib/admin/follow-up";
import { updateSeenVersion } from "@/lib/admin/versioned";
import { hashStatusToken, isStatusTokenShaped } from "@/lib/requests/status-token";
import type { Locale } from "@/lib/i18n/locales";
import { advanceRequest } from "@/lib/requests/progress";
import { documentContent, type DocumentContent, type DocumentContentInput } from "./content";
import { dealLabel } from "./deals";
import { documentFileName, documentNumber, isReplacedByNextIssue, type DocumentKind } from "./document-kinds";
import type { IssueQuoteInput } from "./form";
import { takeDocumentNumber } from "./numbering";
import { renderDealDocument } from "./pdf";
import { displayNameOf } from "@/lib/auth/display-name";

export type QuoteIssued =
  | { ok: true; id: number; version: number; documentId: number; number: string }
  | { ok: false; error: "notFound" | "conflict" | "noLines" };

/** What a kind of document needs besides the deal: its language, whether it is mailed, what only it prints. */
export interface DocumentRequest extends Pick<DocumentContentInput, "terms" | "billing" | "payment"> {
  kind: DocumentKind;
  locale: Locale;
  mail: boolean;
  validUntil: IsoDate | null;
}

export interface IssuedDocument {
  id: number;
  number: string;
  content: DocumentContent;
}

/**
 * Issues a document of deal `dealId`'s saved lines inside `tx`, which the caller holds over the deal's version: the
 * next number of its kind, the content and its PDF, the row and, if asked, the mail that carries it. A quote, an
 * order or an invoice replaces the deal's latest one of its kind not yet replaced.
 */
export async function issueDocumentIn(
  tx: Prisma.TransactionClient,
  staff: StaffSession,
  dealId: number,
  request: DocumentRequest,
  now: Date,
): Promise<IssuedDocument> {
  const { kind, locale } = request;
  const deal = await tx.deal.findUniqueOrThrow({
    where: { id: dealId },
    select: {
      lines: { orderBy: { position: "asc" }, select: { kind: true, label: true, amountYen: true } },
      documents: {
        where: { kind, replacedBy: { is: null } },
        orderBy: { id: "desc" },
        take: 1,
        select: { id: true, no: true },
      },
      order: { select: { n: true, lastName: true, firstName: true, companyName: true, email: true } },
    },
  });
  const { order } = deal;
  const replaced = isReplacedByNextIssue(kind) ? deal.documents[0] : undefined;
  const messages = locale === "ja" ? jp : en;
  const tm = createTranslator({ locale, messages, namespace: "mail" });
  const no = await takeDocumentNumber(tx, kind);
  const issuedOn = japanDate(now);
  const content = documentContent({
    kind,
    no,
    locale,
    issuedOn,
    validUntil: request.validUntil,
    requestNo: order.n,
    recipientName: tm("nameValue", { last: order.lastName, first: order.firstName }),
    recipientCompany: order.companyName,
    lines: deal.lines,
    replacesNo: replaced?.no ?? null,
    terms: request.terms,
    billing: request.billing,
    payment: request.payment,
  });
  const pdf = await renderDealDocument(content);
  const document = await tx.dealDocument.create({
    data: {
      kind,
      no,
      locale,
      issuedOn: dateColumnOf(issuedOn),
      validUntil: request.validUntil === null ? null : dateColumnOf(request.validUntil),
      dealId,
      orderN: order.n,
      replacesId: replaced?.id ?? null,
      recipientName: content.recipient.name,
      totalYen: content.payment?.amountYen ?? content.billing?.billedYen ?? content.totals.amountDueYen,
      content: content as unknown as Prisma.InputJsonValue,
      pdf: new Uint8Array(pdf),
      issuedById: staff.userId,
      issuedByName: displayNameOf(staff),
    },
    select: { id: true },
  });
  if (request.mail) {
    const td = createTranslator({ locale, messages, namespace: "documents" });
    const values = { number: content.number, kind: td(`kinds.${kind}`) };
    const body = [
      tm("document.body", { ...values, name: content.recipient.name, company: companyName(locale) }),
      mailSignature(locale, siteHomeUrl(locale), displayNameOf(staff)),
    ].join("\n\n");
    await tx.outboxMail.create({
      data: {
        orderN: order.n,
        audience: "customer",
        kind: "document",
        locale,
        toAddress: order.email,
        subject: tm("document.subject", values),
        text: body.endsWith("\n") ? body : `${body}\n`,
        documentId: document.id,
      },
    });
  }
  log.info("admin.deal.document", { id: dealId, documentId: document.id, kind, no, userId: staff.userId });
  return { id: document.id, number: content.number, content };
}

/** Refused before anything is written, so the deal's version stays as staff saw it: a deal without lines. */
export async function hasNoLines(tx: Prisma.TransactionClient, dealId: number): Promise<boolean> {
  return Boolean(await tx.deal.count({ where: { id: dealId } })) && !(await tx.dealLine.count({ where: { dealId } }));
}

/**
 * Issues a 見積書 of deal `dealId`'s saved lines, over the deal's version staff saw (a page out of date, or the same
 * post sent twice, is refused). It replaces the deal's latest quote not yet replaced; `input.mail` queues it to the
 * customer, attached. A request still waiting for its price moves to 見積済み.
 */
export async function issueQuote(
  staff: StaffSession,
  dealId: number,
  input: IssueQuoteInput,
  seenVersion: number | null,
  now = new Date(),
): Promise<QuoteIssued> {
  return db().$transaction(async (tx) => {
    if (await hasNoLines(tx, dealId)) return { ok: false, error: "noLines" } as const;
    const seen = await updateSeenVersion(tx.deal, { id: dealId }, seenVersion, {});
    if (!seen.ok) return seen;
    const issued = await issueDocumentIn(tx, staff, dealId, { kind: "quote", ...input }, now);
    await advanceRequest(tx, staff, issued.content.requestNo, "quoted", now);
    await recordChange(
      tx,
      staff,
      {
        entity: "deal",
        entityId: dealId,
        label: dealLabel(dealId),
        action: "quoteIssued",
        changes: { document: [issued.content.replaces, issued.number] },
      },
      now,
    );
    return { ok: true, id: dealId, version: seen.version, documentId: issued.id, number: issued.number } as const;
  });
}

/**
 * Document `id`'s file, for staff or for the holder of its request's status token; null (a 404) for anyone else,
 * and for no such document. A token, when given, must open this document's request, staff or not.
 */
export async function documentPdf(
  id: number,
  who: { staff: boolean; token: string | null },
): Promise<{ pdf: Uint8Array; fileName: string } | null> {
  if (who.token !== null && !isStatusTokenShaped(who.token)) return null;
  if (who.token === null && !who.staff) return null;
  const document = await db().dealDocument.findUnique({
    where: { id },
    select: { kind: true, no: true, pdf: true, order: { select: { statusTokenHash: true } } },
  });
  if (!document) return null;
  if (who.token !== null && document.order.statusTokenHash !== hashStatusToken(who.token)) return null;
  return { pdf: document.pdf, fileName: documentFileName(document.kind, document.no) };
}

export interface StatusDocument {
  id: number;
  kind: DocumentKind;
  no: number;
  /** Q-000012. */
  number: string;
  issuedOn: IsoDate;
  validUntil: IsoDate | null;
  /** お支払総額 as printed. */
  totalYen: number;
  /** The number of the document that replaced it, if one did. */
  replacedBy: string | null;
  /** A 領収書 whose payment was cancelled. */
  voided: boolean;
}

/** The documents issued for request `orderN`, newest first, for its customer's status page. */
export async function documentsForStatusPage(orderN: number): Promise<StatusDocument[]> {
  const documents = await db().dealDocument.findMany({
    where: { orderN },
    orderBy: { id: "desc" },
    select: {
      id: true,
      kind: true,
      no: true,
      issuedOn: true,
      validUntil: true,
      totalYen: true,
      replacedBy: { select: { kind: true, no: true } },
      voidedAt: true,
    },
  });
  return documents.map(({ replacedBy, issuedOn, validUntil, voidedAt, ...document }) => ({
    ...document,
    number: documentNumber(document.kind, document.no),
    issuedOn: isoDateOf(issuedOn)!,
    validUntil: isoDateOf(validUntil),
    replacedBy: replacedBy && documentNumber(replacedBy.kind, replacedBy.no),
    voided: voidedAt !== null,
  }));
}
