"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { routes } from "@/lib/routes";
import { SALE_TEXT_LIMITS, vehicleSaleSchema } from "@/lib/admin/vehicle-sale";
import type { ListingKind } from "@/lib/vehicles/listing-kind";
import type { Action } from "@/lib/actions/result";
import { DateField, SelectField, StaffForm, TextField } from "../form/StaffForm";

/**
 * The sale's record, saved over the vehicle's version like every vehicle change: saving it marks the vehicle
 * 売約済. A plain form, so it saves without JavaScript and keeps what was typed when refused.
 */
export function VehicleSaleForm(props: {
  kind: ListingKind;
  id: number;
  version: number;
  initial: Record<string, string>;
  /** The requests that named the vehicle, to choose the one that bought it. */
  requests: { n: number; label: string }[];
  priceHint: string;
  action: Action<{ id: number; version: number }>;
}) {
  const t = useTranslations("admin.sale");
  const router = useRouter();
  return (
    <StaffForm
      prefix="sale"
      namespace="admin.sale"
      schema={vehicleSaleSchema}
      editHref={(id) => routes.admin.vehicle(props.kind, id)}
      action={props.action}
      record={{ id: props.id, version: props.version }}
      initial={props.initial}
      // The vehicle's form on the same page saves over the version this save raised.
      onSaved={() => router.refresh()}
      className="mt-3 grid content-start gap-4 pc:max-w-xl"
    >
      <SelectField
        name="orderN"
        label={t("fields.orderN")}
        none={t("noRequest")}
        options={props.requests.map((request) => ({ value: request.n, label: request.label }))}
      />
      <TextField
        name="typedOrderN"
        label={t("fields.typedOrderN")}
        inputMode="numeric"
        maxLength={SALE_TEXT_LIMITS.orderN}
        narrow
      />
      <TextField
        name="buyerName"
        label={t("fields.buyerName")}
        hint={t("buyerHint")}
        maxLength={SALE_TEXT_LIMITS.buyerName}
      />
      <TextField name="buyerCompany" label={t("fields.buyerCompany")} maxLength={SALE_TEXT_LIMITS.buyerCompany} />
      <TextField name="buyerPhone" label={t("fields.buyerPhone")} maxLength={SALE_TEXT_LIMITS.buyerPhone} />
      <TextField name="salePriceYen" label={t("fields.salePriceYen")} hint={props.priceHint} />
      <DateField name="soldOn" label={t("fields.soldOn")} />
    </StaffForm>
  );
}
