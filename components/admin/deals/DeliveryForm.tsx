"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { routes } from "@/lib/routes";
import { CARRIER_MAX, deliverySchema } from "@/lib/deals/form";
import type { Action } from "@/lib/actions/result";
import { DateField, StaffForm, TextField } from "../form/StaffForm";

/**
 * Delivery and registration, each day left blank until it is known: 名義変更, 車検, the 陸送 carrier and day, the
 * planned and the actual 納車日. One column, so the yard fills it in on a phone; it saves without JavaScript too.
 */
export function DeliveryForm(props: {
  id: number;
  version: number;
  initial: Record<string, string>;
  action: Action<{ id: number; version: number }>;
}) {
  const t = useTranslations("admin.deals");
  const router = useRouter();
  return (
    <StaffForm
      prefix="delivery"
      namespace="admin.deals"
      schema={deliverySchema}
      editHref={routes.admin.deal}
      action={props.action}
      record={{ id: props.id, version: props.version }}
      initial={props.initial}
      onSaved={() => router.refresh()}
      submitLabel={t("saveDelivery")}
      className="mt-3 grid content-start gap-4 pc:grid-cols-2"
    >
      <DateField name="registeredOn" label={t("fields.registeredOn")} />
      <DateField name="inspectedOn" label={t("fields.inspectedOn")} />
      <TextField name="carrier" label={t("fields.carrier")} maxLength={CARRIER_MAX} />
      <DateField name="transportOn" label={t("fields.transportOn")} />
      <DateField name="deliveryPlannedOn" label={t("fields.deliveryPlannedOn")} />
      <DateField name="deliveredOn" label={t("fields.deliveredOn")} />
    </StaffForm>
  );
}
