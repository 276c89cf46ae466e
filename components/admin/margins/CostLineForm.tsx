"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { routes } from "@/lib/routes";
import { COST_KINDS, COST_TEXT_LIMITS, costLineSchema } from "@/lib/margins/form";
import type { Action } from "@/lib/actions/result";
import { DateField, SelectField, StaffForm, TextField } from "../form/StaffForm";

/** Adds one cost line (a bill) over the cost record's version; a plain form, so it works without scripts too. */
export function CostLineForm(props: {
  vehicleId: number;
  version: number | null;
  today: string;
  action: Action<{ id: number; version: number }>;
}) {
  const t = useTranslations("admin.costs");
  const router = useRouter();
  return (
    <StaffForm
      prefix="cost"
      namespace="admin.costs"
      schema={costLineSchema}
      editHref={routes.admin.vehicleCosts}
      action={props.action}
      record={{ id: props.vehicleId, version: props.version }}
      initial={{ spentOn: props.today }}
      // The new line joins the list above, and the form starts empty at the new version.
      onSaved={() => router.refresh()}
      submitLabel={t("add")}
      className="mt-3 grid content-start gap-4 pc:grid-cols-2"
    >
      <SelectField
        name="kind"
        label={t("fields.kind")}
        none={t("kindNone")}
        options={COST_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
      />
      <TextField name="amountYen" label={t("fields.amountYen")} />
      <TextField name="label" label={t("fields.label")} maxLength={COST_TEXT_LIMITS.label} />
      <DateField name="spentOn" label={t("fields.spentOn")} />
    </StaffForm>
  );
}
