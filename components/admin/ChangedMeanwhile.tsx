"use client";

import { useLocale, useTranslations } from "next-intl";
import type { FormFieldChange, VehicleFormField } from "@/lib/admin/vehicle-form";
import type { VEHICLE_STATUSES } from "@/lib/admin/vehicles";
import type { OFFICE_IDS } from "@/lib/company";
import { formatPrice } from "@/lib/format";
import { FLAGS, LONG, MASTERS, PRICES, TRI, type VehicleOptions } from "./vehicle-fields";

const LONGEST_VALUE = 80;

/**
 * After a save refused over a newer one: what that save changed, field by field, as before → after in the
 * form's own words (a maker by its name, a price in yen), so staff know what to keep of their own.
 */
export function ChangedMeanwhile({
  changes,
  kind,
  options,
}: {
  changes: FormFieldChange<VehicleFormField>[];
  kind: "sale" | "purchase";
  options: VehicleOptions;
}) {
  const t = useTranslations("admin.vehicleForm");
  const ts = useTranslations("admin.vehicles");
  const th = useTranslations("admin.history");
  const tOffice = useTranslations("offices");
  const locale = useLocale();
  if (changes.length === 0) return null;
  const label = (field: VehicleFormField) => (field === "priceBodyYen" ? t(`price.${kind}`) : t(`fields.${field}`));
  const value = (field: string, text: string): string => {
    if (text === "") return th("none");
    if (FLAGS.has(field) || TRI.has(field)) return text === "true" ? t("yes") : t("no");
    if (PRICES.has(field)) return formatPrice(locale, Number(text));
    if (field === "status") return ts(`statuses.${text as (typeof VEHICLE_STATUSES)[number]}`);
    if (field === "yard") return tOffice(text as (typeof OFFICE_IDS)[number]);
    if (field in MASTERS)
      return options[MASTERS[field as keyof typeof MASTERS]].find((o) => String(o.id) === text)?.name ?? text;
    return LONG.has(field) && text.length > LONGEST_VALUE ? `${text.slice(0, LONGEST_VALUE)}…` : text;
  };
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
      <p className="font-bold">{t("changedMeanwhile")}</p>
      <dl className="mt-1 grid gap-1">
        {changes.map(({ field, before, after }) => (
          <div key={field} className="grid gap-x-2 pc:grid-cols-[12rem_1fr]">
            <dt className="text-muted">{label(field)}</dt>
            <dd className="break-words">
              {value(field, before)} <span aria-hidden="true">→</span>
              <span className="sr-only">{th("changedTo")}</span> {value(field, after)}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
