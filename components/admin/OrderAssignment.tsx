"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { routes } from "@/lib/routes";
import { orderAssignmentSchema } from "@/lib/admin/follow-up";
import type { Action } from "@/lib/actions/result";
import { DateField, SelectField, StaffForm } from "./form/StaffForm";

/**
 * Who answers the request (担当者) and the day to act on it (対応期限), saved over the version staff opened like a
 * status change. A plain form: it saves without JavaScript too.
 */
export function OrderAssignment(props: {
  n: number;
  version: number;
  assigneeId: number | null;
  followUpOn: string | null;
  accounts: { id: number; label: string; disabled: boolean }[];
  action: Action<{ id: number; version: number }>;
}) {
  const t = useTranslations("admin.orders");
  const router = useRouter();
  return (
    <section aria-labelledby="order-assign">
      <h2 id="order-assign" className="font-bold">
        {t("assignTitle")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("assignLead")}</p>
      <StaffForm
        prefix="assign"
        namespace="admin.orders"
        schema={orderAssignmentSchema}
        editHref={routes.admin.order}
        action={props.action}
        record={{ id: props.n, version: props.version }}
        initial={{ assigneeId: props.assigneeId?.toString() ?? "", followUpOn: props.followUpOn ?? "" }}
        onSaved={() => router.refresh()}
        className="mt-3 grid content-start gap-4"
      >
        <SelectField
          name="assigneeId"
          label={t("assignee")}
          none={t("unassigned")}
          options={props.accounts.map((account) => ({
            value: account.id,
            label: account.disabled ? t("accountDisabled", { name: account.label }) : account.label,
          }))}
        />
        <DateField name="followUpOn" label={t("followUpOn")} />
      </StaffForm>
    </section>
  );
}
