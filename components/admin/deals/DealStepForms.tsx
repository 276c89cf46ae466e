"use client";

import type { ReactNode } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import type { z } from "@/lib/zod";
import { routes } from "@/lib/routes";
import { issueInvoiceSchema, issueOrderSchema, issueQuoteSchema, paymentSchema } from "@/lib/deals/form";
import type { Action } from "@/lib/actions/result";
import { CheckboxField, DateField, SelectField, StaffForm, TextField } from "../form/StaffForm";

type Saved = Action<{ id: number; version: number }>;
type FormProps = { id: number; version: number; initial: Record<string, string>; action: Saved };

/**
 * One of the deal's forms that issue or record: plain forms over the deal's version, which work without JavaScript
 * too; a page sent again is refused rather than issuing or recording twice. The page is drawn again once saved:
 * the documents, the money and the request's status all follow.
 */
function DealStepForm({
  prefix,
  schema,
  submitLabel,
  children,
  ...props
}: FormProps & { prefix: string; schema: z.ZodType; submitLabel: string; children: ReactNode }) {
  const router = useRouter();
  return (
    <StaffForm
      prefix={prefix}
      namespace="admin.deals"
      schema={schema}
      editHref={routes.admin.deal}
      action={props.action}
      record={{ id: props.id, version: props.version }}
      initial={props.initial}
      onSaved={() => router.refresh()}
      submitLabel={submitLabel}
      className="mt-3 grid content-start gap-4"
    >
      {children}
    </StaffForm>
  );
}

/** The document's language and whether the outbox mails it, as every issuing form asks. */
function DocumentDelivery({ mailLabel }: { mailLabel: string }) {
  const t = useTranslations("admin.deals");
  const tl = useTranslations("admin.common.languages");
  return (
    <>
      <SelectField
        name="locale"
        label={t("fields.documentLocale")}
        options={[
          { value: "ja", label: tl("ja") },
          { value: "en", label: tl("en") },
        ]}
      />
      <CheckboxField name="mail" label={mailLabel} />
    </>
  );
}

/** Issues a 見積書 of the saved lines: the day it holds until (two weeks by default), its language and its mail. */
export function IssueQuoteForm(props: FormProps) {
  const t = useTranslations("admin.deals");
  return (
    <DealStepForm {...props} prefix="quote" schema={issueQuoteSchema} submitLabel={t("issue")}>
      <DateField name="validUntil" label={t("fields.validUntil")} />
      <DocumentDelivery mailLabel={t("fields.mail")} />
    </DealStepForm>
  );
}

/** Issues the 注文書 with its deposit and due days; issued again, it corrects the first. */
export function IssueOrderForm({ ordered, ...props }: FormProps & { ordered: boolean }) {
  const t = useTranslations("admin.deals");
  return (
    <DealStepForm
      {...props}
      prefix="order"
      schema={issueOrderSchema}
      submitLabel={t(ordered ? "reissueOrder" : "issueOrder")}
    >
      <TextField name="depositYen" label={t("fields.depositYen")} hint={t("depositHint")} inputMode="numeric" />
      <DateField name="depositDueOn" label={t("fields.depositDueOn")} />
      <DateField name="balanceDueOn" label={t("fields.balanceDueOn")} />
      <DocumentDelivery mailLabel={t("fields.mail")} />
    </DealStepForm>
  );
}

/** Issues the 請求書 for what is still owed, due on the day given. */
export function IssueInvoiceForm(props: FormProps) {
  const t = useTranslations("admin.deals");
  return (
    <DealStepForm {...props} prefix="invoice" schema={issueInvoiceSchema} submitLabel={t("issueInvoice")}>
      <DateField name="dueOn" label={t("fields.dueOn")} />
      <DocumentDelivery mailLabel={t("fields.mail")} />
    </DealStepForm>
  );
}

/**
 * A payment received, with its 領収書 if staff issue one: the yard's form, one column on a phone. The methods come
 * named, in the words the receipt prints, which the page's browser messages do not carry.
 */
export function PaymentForm({ methods, ...props }: FormProps & { methods: { value: string; label: string }[] }) {
  const t = useTranslations("admin.deals");
  return (
    <DealStepForm {...props} prefix="payment" schema={paymentSchema} submitLabel={t("recordPayment")}>
      <DateField name="receivedOn" label={t("fields.receivedOn")} />
      <TextField name="amountYen" label={t("fields.amountYen")} inputMode="numeric" />
      <SelectField name="method" label={t("fields.method")} options={methods} />
      <CheckboxField name="receipt" label={t("fields.receipt")} />
      <DocumentDelivery mailLabel={t("fields.mailReceipt")} />
    </DealStepForm>
  );
}
