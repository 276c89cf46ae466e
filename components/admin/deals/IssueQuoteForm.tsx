"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { routes } from "@/lib/routes";
import { issueQuoteSchema } from "@/lib/deals/form";
import type { Action } from "@/lib/actions/result";
import { CheckboxField, DateField, SelectField, StaffForm } from "../form/StaffForm";

/**
 * Issues a 見積書 of the saved lines, over the deal's version: the day it holds until (two weeks by default), its
 * language (the request's by default) and whether the outbox mails it to the customer. A plain form: it issues
 * without JavaScript too, and a page sent again is refused rather than issuing a second quote.
 */
export function IssueQuoteForm(props: {
  id: number;
  version: number;
  initial: { validUntil: string; locale: string; mail: "true" | "false" };
  action: Action<{ id: number; version: number }>;
}) {
  const t = useTranslations("admin.deals");
  const tl = useTranslations("admin.common.languages");
  const router = useRouter();
  return (
    <StaffForm
      prefix="quote"
      namespace="admin.deals"
      schema={issueQuoteSchema}
      editHref={routes.admin.deal}
      action={props.action}
      record={{ id: props.id, version: props.version }}
      initial={props.initial}
      // The new quote joins the list of documents, and the request moves to 見積済み.
      onSaved={() => router.refresh()}
      submitLabel={t("issue")}
      className="mt-3 grid content-start gap-4"
    >
      <DateField name="validUntil" label={t("fields.validUntil")} />
      <SelectField
        name="locale"
        label={t("fields.locale")}
        options={[
          { value: "ja", label: tl("ja") },
          { value: "en", label: tl("en") },
        ]}
      />
      <CheckboxField name="mail" label={t("fields.mail")} />
    </StaffForm>
  );
}
