"use server";

// A deal (商談) from a buyer's request: opened over the request's version; its lines saved, its documents issued,
// its payments and delivery recorded over the deal's; deleted by owners before its order. The status page is drawn
// for each visit, so only the 注文書 expires a cache tag: it marks its vehicles 売約済 in the catalogue.
import { after } from "next/server";
import { fromChange, staffAction } from "@/lib/actions/server";
import { recordTarget, rowIdField, seenVersionField } from "@/lib/admin/fields";
import {
  dealLinesOf,
  dealLinesSchema,
  deliverySchema,
  issueInvoiceSchema,
  issueOrderSchema,
  issueQuoteSchema,
  paymentSchema,
} from "@/lib/deals/form";
import { issueOrder as issueDealOrder } from "@/lib/deals/orders";
import {
  cancelPayment as cancelDealPayment,
  issueInvoice as issueDealInvoice,
  recordPayment as recordDealPayment,
} from "@/lib/deals/payments";
import { saveDelivery as saveDealDelivery } from "@/lib/deals/delivery";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { deleteDeal, openDeal as openRequestDeal, saveDealLines as saveLines } from "@/lib/deals/deals";
import { issueQuote as issueDealQuote } from "@/lib/deals/documents";
import { kickOutbox } from "@/lib/mail/worker";
import { z } from "@/lib/zod";

const notFound = { ok: false, error: "notFound" } as const;

/** Opens a deal on request `n`, its lines made from the request's vehicles; answers the deal's id for its page. */
export const openDeal = staffAction(
  { event: "admin.deal.open", schema: z.object({ n: rowIdField, version: seenVersionField }) },
  async ({ n, version }, staff) => fromChange(await openRequestDeal(staff, n, version)),
);

export const saveDealLines = staffAction(
  // The record beside the rows rather than an extension of them: the rows' flat fields are typed by a string index,
  // which would type an extension's id and version as text too.
  { event: "admin.deal.lines", schema: z.object(recordTarget).and(dealLinesSchema) },
  async ({ id, version, ...values }, staff) =>
    id === null ? fromChange(notFound) : fromChange(await saveLines(staff, id, dealLinesOf(values), version)),
);

/** Issues a 見積書 of the saved lines; a mailed one is handed to the outbox at once. */
export const issueQuote = staffAction(
  { event: "admin.deal.quote", schema: issueQuoteSchema.safeExtend(recordTarget) },
  async ({ id, version, ...input }, staff) => {
    if (id === null) return fromChange(notFound);
    const issued = await issueDealQuote(staff, id, input, version);
    if (!issued.ok) return fromChange(issued);
    if (input.mail) after(() => kickOutbox());
    // The form carries the deal's new version on; the quote itself is listed on the page drawn again.
    return fromChange({ ok: true, id: issued.id, version: issued.version } as const);
  },
);

export const removeDeal = staffAction(
  {
    event: "admin.deal.delete",
    schema: z.object({ id: rowIdField, version: seenVersionField }),
    permission: "delete",
  },
  async ({ id, version }, staff) => fromChange(await deleteDeal(staff, id, version)),
);

/** Issues the 注文書, which records its vehicles sold to the request: the catalogue shows them 売約済. */
export const issueOrder = staffAction(
  { event: "admin.deal.order", schema: issueOrderSchema.safeExtend(recordTarget), expires: [CACHE_TAGS.vehicles] },
  async ({ id, version, ...input }, staff) => {
    if (id === null) return fromChange(notFound);
    const issued = await issueDealOrder(staff, id, input, version);
    if (!issued.ok) return fromChange(issued);
    if (input.mail) after(() => kickOutbox());
    return fromChange({ ok: true, id: issued.id, version: issued.version } as const);
  },
);

export const issueInvoice = staffAction(
  { event: "admin.deal.invoice", schema: issueInvoiceSchema.safeExtend(recordTarget) },
  async ({ id, version, ...input }, staff) => {
    if (id === null) return fromChange(notFound);
    const issued = await issueDealInvoice(staff, id, input, version);
    if (!issued.ok) return fromChange(issued);
    if (input.mail) after(() => kickOutbox());
    return fromChange({ ok: true, id: issued.id, version: issued.version } as const);
  },
);

export const recordPayment = staffAction(
  { event: "admin.deal.payment", schema: paymentSchema.safeExtend(recordTarget) },
  async ({ id, version, ...input }, staff) => {
    if (id === null) return fromChange(notFound);
    const recorded = await recordDealPayment(staff, id, input, version);
    if (!recorded.ok) return fromChange(recorded);
    if (input.receipt && input.mail) after(() => kickOutbox());
    return fromChange({ ok: true, id: recorded.id, version: recorded.version } as const);
  },
);

export const saveDelivery = staffAction(
  { event: "admin.deal.delivery", schema: deliverySchema.safeExtend(recordTarget) },
  async ({ id, version, ...input }, staff) =>
    id === null ? fromChange(notFound) : fromChange(await saveDealDelivery(staff, id, input, version)),
);

/** Cancels a payment recorded by mistake (owners): its 領収書 stays, marked void. */
export const cancelPayment = staffAction(
  {
    event: "admin.deal.paymentCancel",
    schema: z.object({ id: rowIdField, version: seenVersionField, paymentId: rowIdField }),
    permission: "delete",
  },
  async ({ id, version, paymentId }, staff) => fromChange(await cancelDealPayment(staff, id, paymentId, version)),
);
