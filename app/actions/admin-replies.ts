"use server";

// Answering a request from the admin: the templates staff keep (only owners delete one), the reply sent from a
// request's page through the outbox, and another round of tries for a mail of the request that failed.
import { after } from "next/server";
import { fromChange, staffAction } from "@/lib/actions/server";
import { recordTarget, rowIdField } from "@/lib/admin/fields";
import { orderReplySchema, replyTemplateSchema } from "@/lib/admin/form-schemas";
import { deleteReplyTemplate, saveReplyTemplate } from "@/lib/admin/reply-templates";
import { retryOrderMail, sendReply } from "@/lib/admin/order-replies";
import { kickOutbox } from "@/lib/mail/worker";
import { z } from "@/lib/zod";

export const saveReplyTemplateForm = staffAction(
  { event: "admin.replyTemplate.save", schema: replyTemplateSchema.safeExtend(recordTarget) },
  async ({ id, version, ...values }, staff) => fromChange(await saveReplyTemplate(staff, id, values, version)),
);
export const removeReplyTemplate = staffAction(
  { event: "admin.replyTemplate.delete", schema: z.object({ id: rowIdField }), permission: "delete" },
  async ({ id }, staff) => fromChange(await deleteReplyTemplate(staff, id)),
);

export const sendOrderReply = staffAction(
  { event: "admin.order.reply", schema: orderReplySchema.safeExtend(recordTarget) },
  async ({ id, version, ...reply }, staff) => {
    if (id === null) return fromChange({ ok: false, error: "notFound" } as const);
    const sent = await sendReply(staff, id, reply, version);
    if (sent.ok) after(() => kickOutbox());
    return fromChange(sent);
  },
);

export const retryMail = staffAction(
  { event: "admin.order.mailRetry", schema: z.object({ n: rowIdField, mailId: rowIdField }) },
  async ({ n, mailId }, staff) => {
    const retried = await retryOrderMail(staff, n, mailId);
    if (retried.ok) after(() => kickOutbox());
    return fromChange(retried);
  },
);
