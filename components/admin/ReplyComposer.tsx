"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { routes } from "@/lib/routes";
import { orderReplySchema, REPLY_LIMITS } from "@/lib/admin/form-schemas";
import type { Action } from "@/lib/actions/result";
import { DateField, StaffForm, TextAreaField, TextField } from "./form/StaffForm";

/**
 * The reply being written: the chosen template's subject and text, filled in by the server, for staff to edit and
 * send, with the day of the next contact it promises (the next business day unless staff change it). A plain form:
 * it sends without JavaScript too, and keeps what was typed when refused.
 */
export function ReplyComposer(props: {
  n: number;
  version: number;
  draft: { subject: string; body: string; followUpOn: string };
  action: Action<{ id: number; version: number }>;
  /** Whether a mail server sends the reply: without one it is only stored, and the form says so. */
  mailServer: boolean;
}) {
  const t = useTranslations("admin.orders");
  const tr = useTranslations("admin.orderReply");
  const router = useRouter();
  return (
    <StaffForm
      prefix="reply"
      namespace="admin.orderReply"
      schema={orderReplySchema}
      editHref={routes.admin.order}
      action={props.action}
      record={{ id: props.n, version: props.version }}
      initial={props.draft}
      onSaved={() => router.refresh()}
      submitLabel={t("sendReply")}
      savedText={props.mailServer ? undefined : tr("savedUnsent")}
      className="mt-3 grid content-start gap-4"
    >
      <TextField name="subject" label={t("replySubject")} maxLength={REPLY_LIMITS.subject} />
      <TextAreaField name="body" label={t("replyBody")} rows={14} />
      <DateField name="followUpOn" label={t("replyFollowUpOn")} />
    </StaffForm>
  );
}
