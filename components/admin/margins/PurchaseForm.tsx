"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { routes } from "@/lib/routes";
import { COST_TEXT_LIMITS, purchaseSchema } from "@/lib/margins/form";
import type { Action } from "@/lib/actions/result";
import { DateField, StaffForm, TextField } from "../form/StaffForm";

/**
 * The purchase (仕入価格, 仕入先, 仕入日), saved over the version of the vehicle's cost record the owner opened. A
 * plain form: it saves without JavaScript and keeps what was typed when refused.
 */
export function PurchaseForm(props: {
  vehicleId: number;
  version: number | null;
  initial: Record<string, string>;
  action: Action<{ id: number; version: number }>;
}) {
  const t = useTranslations("admin.costs");
  const router = useRouter();
  return (
    <StaffForm
      prefix="purchase"
      namespace="admin.costs"
      schema={purchaseSchema}
      editHref={routes.admin.vehicleCosts}
      action={props.action}
      record={{ id: props.vehicleId, version: props.version }}
      initial={props.initial}
      // The summary beside it and the cost lines' form count from the new version.
      onSaved={() => router.refresh()}
      className="mt-3 grid content-start gap-4"
    >
      <TextField name="purchasePriceYen" label={t("fields.purchasePriceYen")} hint={t("purchaseHint")} />
      <TextField name="supplier" label={t("fields.supplier")} maxLength={COST_TEXT_LIMITS.supplier} />
      <DateField name="purchasedOn" label={t("fields.purchasedOn")} />
    </StaffForm>
  );
}
