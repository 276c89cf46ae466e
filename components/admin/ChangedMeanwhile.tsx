"use client";

import { useLocale, useTranslations } from "next-intl";
import type { FormFieldChange } from "@/lib/admin/vehicle-form";
import { formatPrice } from "@/lib/format";
import { vehicleField, type VehicleField, type VehicleOptions } from "@/lib/vehicles/fields";
import { useChoiceName } from "./vehicle-fields";

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
  changes: FormFieldChange<VehicleField>[];
  kind: "sale" | "purchase";
  options: VehicleOptions;
}) {
  const t = useTranslations("admin.vehicleForm");
  const th = useTranslations("admin.history");
  const choiceName = useChoiceName();
  const locale = useLocale();
  if (changes.length === 0) return null;
  const label = (field: VehicleField) => (field === "priceBodyYen" ? t(`price.${kind}`) : t(`fields.${field}`));
  const value = (name: VehicleField, text: string): string => {
    if (text === "") return th("none");
    const field = vehicleField(name);
    if (field.type === "boolean" || field.type === "yesNo") return text === "true" ? t("yes") : t("no");
    if (field.type === "yen") return formatPrice(locale, Number(text));
    if (field.type === "choice") return choiceName(field.list, text);
    if (field.type === "master") return options[field.list].find((o) => String(o.id) === text)?.name ?? text;
    return field.type === "text" && field.lines && text.length > LONGEST_VALUE
      ? `${text.slice(0, LONGEST_VALUE)}…`
      : text;
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
