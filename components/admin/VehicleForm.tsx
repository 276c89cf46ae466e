"use client";

import { useState, type ReactNode } from "react";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import type { Action } from "@/lib/actions/result";
import {
  formChanges,
  isUnlikelyPrice,
  REQUIRED_VEHICLE_FIELDS,
  VEHICLE_FORM_FIELDS,
  vehicleEditSchema,
  vehicleFormSchema,
} from "@/lib/admin/vehicle-form";
import { readYen } from "@/lib/admin/yen-input";
import { routes } from "@/lib/routes";
import {
  CHOICE_LISTS,
  VEHICLE_FORM_LAYOUT,
  vehicleField,
  type VehicleField,
  type VehicleOptions,
} from "@/lib/vehicles/fields";
import { bodyHasField } from "@/lib/vehicles/body-equipment";
import { totalPaymentYen } from "@/lib/vehicles/price";
import { formatPrice } from "@/lib/format";
import { inputClass } from "@/components/forms/Field";
import { HiddenFields } from "@/components/forms/HiddenFields";
import { useAdminForm, type StaffRecord } from "./form/useAdminForm";
import { Button } from "@/components/ui/Button";
import { ChangedMeanwhile } from "./ChangedMeanwhile";
import { useChoiceName } from "./vehicle-fields";
import { cn } from "@/components/ui/cn";
import { claimHeldPhotos } from "./held-photos";

// Edge to edge of the work area (its padding is px-4, pc:px-8), over the fields that scroll under it.
const SAVE_BAR = cn(
  "sticky bottom-0 z-10 -mx-4 grid gap-2 px-4 py-3 pc:-mx-8 pc:px-8",
  "border-t border-slate-300 bg-white/95 shadow-[0_-2px_6px_rgb(0_0_0/0.08)]",
);

type Props = {
  /** A save over a vehicle answers it as it now is (`current`), as the form's text. */
  action: Action<{ id: number; version: number; current?: Record<string, string> }>;
  /** Beside the save button: the link to the public page as it would look (a saved vehicle only). */
  preview?: ReactNode;
  kind: "sale" | "purchase";
  record: StaffRecord;
  initial: Record<string, string>;
  options: VehicleOptions;
};

/**
 * Every field of a vehicle, section by section as the field table (lib/vehicles/fields) places them, each drawn
 * by its type and tied to the form's checks (`register`), both languages side by side. The browser checks each
 * field with the action's own schema (useAdminForm: react-hook-form with the zod resolver) before sending; the
 * server checks again and refuses a stale save.
 *
 * Only the equipment of the chosen body is offered (lib/vehicles/body-equipment): another body's stays in the form,
 * hidden and disabled, so it is neither checked nor sent, and is there as typed when that body is chosen again.
 * The save keeps none of it. Without scripts the form offers the body it was drawn with, none before one is chosen.
 */
export function VehicleForm({ action, kind, record, initial: stored, options, preview }: Props) {
  const t = useTranslations("admin.vehicleForm");
  const choiceName = useChoiceName();
  const format = useFormatter();
  // The vehicle as this form last saw it (opened or saved): what a refused save measures the other save from.
  const [seen, setSeen] = useState(stored);
  const form = useAdminForm(action, {
    namespace: "admin.vehicleForm",
    schema: vehicleEditSchema,
    record,
    // A new vehicle opens on its edit page, saying so, which uploads the photos chosen before this save.
    editHref: (id) => routes.admin.createdVehicle(kind, id),
    onSaved: (saved) => {
      if (record.id === null) claimHeldPhotos(saved.id);
      if (saved.current) setSeen(saved.current);
    },
  });
  const { formAction, formRef, onSubmit, pending, errorFor, register, recordFields, sentValues, feedback } = form;
  const initial = { ...stored, ...sentValues };
  const bodySlugOf = (id: string | undefined) => options.bodyTypes.find((body) => String(body.id) === id)?.slug ?? null;
  const [bodySlug, setBodySlug] = useState(() => bodySlugOf(initial.bodyTypeId));
  // 支払総額 is never typed: staff see the sum of what they entered as they type it, and the save stores that sum.
  const totalOf = (body?: string, fees?: string) => {
    const yen = (value: string | undefined, field: "priceBodyYen" | "priceFeesYen") => {
      const parsed = vehicleFormSchema.shape[field].safeParse(value ?? "");
      return parsed.success ? parsed.data : null;
    };
    return totalPaymentYen({ priceBodyYen: yen(body, "priceBodyYen"), priceFeesYen: yen(fees, "priceFeesYen") });
  };
  const [total, setTotal] = useState(() => totalOf(initial.priceBodyYen, initial.priceFeesYen));
  const [prices, setPrices] = useState<Record<string, string>>(() => ({
    priceBodyYen: initial.priceBodyYen ?? "",
    priceFeesYen: initial.priceFeesYen ?? "",
  }));
  // A low price saved before was confirmed then; one sent back unsaved keeps the tick it was sent with.
  const confirmedPrice =
    "priceBodyYen" in sentValues
      ? sentValues.priceConfirmed === "on"
      : isUnlikelyPrice(readYen(stored.priceBodyYen ?? ""));

  // A field another body carries (三方開 on a reefer) keeps its place, hidden and unsent, so it keeps what was typed.
  const control = (name: VehicleField, withheld: boolean) => {
    const field = vehicleField(name);
    const id = `vehicle-${name}`;
    const error = errorFor(name);
    const required = REQUIRED_VEHICLE_FIELDS.has(name);
    const yen = field.type === "yen";
    const km = field.type === "integer" && field.unit === "km";
    // The English name may be left empty, and the body decides what else is asked: the form says so.
    const hint = name === "nameEn" || name === "bodyTypeId" ? t(`hints.${name}`) : null;
    const described = [hint && `${id}-hint`, yen && `${id}-preview`, error && `${id}-error`].filter(Boolean).join(" ");
    const common = {
      id,
      ...register(name),
      "aria-invalid": Boolean(error),
      "aria-required": required || undefined,
      "aria-describedby": described || undefined,
      disabled: withheld || undefined,
    };
    const label = name === "priceBodyYen" ? t(`price.${kind}`) : t(`fields.${name}`);
    if (field.type === "boolean") {
      return (
        <label key={name} hidden={withheld} className="inline-flex min-h-11 items-center gap-2">
          <input type="checkbox" {...common} defaultChecked={initial[name] === "true"} className="size-5" />
          {label}
        </label>
      );
    }
    let input;
    if (field.type === "choice") {
      const { options } = CHOICE_LISTS[field.list];
      input = (
        <select {...common} defaultValue={initial[name] || (field.optional ? "" : options[0])} className={inputClass}>
          {field.optional && <option value="">{t("unknown")}</option>}
          {options.map((option) => (
            <option key={option} value={option}>
              {choiceName(field.list, option)}
            </option>
          ))}
        </select>
      );
    } else if (field.type === "master") {
      input = (
        <select {...common} defaultValue={initial[name] ?? ""} className={inputClass}>
          <option value="">{required ? t("choose") : t("unknown")}</option>
          {options[field.list].map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      );
    } else if (field.type === "yesNo") {
      input = (
        <select
          {...common}
          defaultValue={initial[name] === "true" ? "yes" : initial[name] === "false" ? "no" : ""}
          className={inputClass}
        >
          <option value="">{t("unknown")}</option>
          <option value="yes">{t("yes")}</option>
          <option value="no">{t("no")}</option>
        </select>
      );
    } else if (field.type === "text" && field.lines) {
      input = (
        <textarea
          {...common}
          rows={field.lines}
          defaultValue={initial[name] ?? ""}
          className={cn(inputClass, "py-2")}
        />
      );
    } else {
      input = (
        <input
          {...common}
          type="text"
          defaultValue={initial[name] ?? ""}
          // A price or a mileage may be typed in 万 ("498万", "12.5万"), which a numeric keypad cannot write.
          inputMode={field.type === "integer" && !km ? "numeric" : undefined}
          placeholder={yen ? t("yenPlaceholder") : km ? t("kmPlaceholder") : undefined}
          className={inputClass}
        />
      );
    }
    return (
      <div key={name} hidden={withheld}>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={id} className="text-sm font-bold">
            {label}
          </label>
          {required && <RequiredMark />}
        </div>
        <div className="mt-1">{input}</div>
        {hint && (
          <p id={`${id}-hint`} className="mt-1 text-sm text-muted">
            {hint}
          </p>
        )}
        {yen && <YenPreview id={`${id}-preview`} text={prices[name] ?? ""} />}
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">
            {error}
          </p>
        )}
        {name === "priceBodyYen" && <PriceConfirmation text={prices.priceBodyYen} confirmed={confirmedPrice} />}
      </div>
    );
  };

  return (
    <form
      ref={formRef}
      action={formAction}
      noValidate
      className="mt-6 grid gap-8"
      onInput={(event) => {
        const data = new FormData(event.currentTarget);
        setPrices({
          priceBodyYen: String(data.get("priceBodyYen") ?? ""),
          priceFeesYen: String(data.get("priceFeesYen") ?? ""),
        });
        setTotal(totalOf(String(data.get("priceBodyYen") ?? ""), String(data.get("priceFeesYen") ?? "")));
      }}
      onChange={(event) => {
        const { target } = event;
        if (target instanceof HTMLSelectElement && target.name === "bodyTypeId") setBodySlug(bodySlugOf(target.value));
      }}
      onSubmit={onSubmit}
    >
      {recordFields}
      <HiddenFields values={{ kind }} />
      {VEHICLE_FORM_LAYOUT.map(({ section, fields }) => {
        const listed = fields.filter((name) => kind === "sale" || !vehicleField(name).saleOnly);
        const withheld = !listed.some((name) => bodyHasField(bodySlug, name));
        return (
          <fieldset
            key={section}
            hidden={withheld}
            disabled={withheld}
            className="rounded-lg border border-slate-200 bg-white p-4"
          >
            <legend className="px-1 font-bold">{t(`groups.${section}`)}</legend>
            <div className="grid gap-4 pc:grid-cols-2">
              {listed.map((name) => control(name, !bodyHasField(bodySlug, name)))}
            </div>
            {section === "price" && kind === "sale" && (
              <output htmlFor="vehicle-priceBodyYen vehicle-priceFeesYen" className="mt-3 block font-bold tabular-nums">
                {total === null ? t("totalUnknown") : t("total", { total: format.number(total) })}
              </output>
            )}
          </fieldset>
        );
      })}
      {/* The save button and what the last save said stay in view however long the form is. */}
      <div className={SAVE_BAR}>
        {feedback}
        {form.state?.ok === false && form.state.current && (
          <ChangedMeanwhile
            changes={formChanges(seen, form.state.current, VEHICLE_FORM_FIELDS)}
            kind={kind}
            options={options}
          />
        )}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" disabled={pending} size="lg">
            {pending ? t("saving") : t("save")}
          </Button>
          {preview}
        </div>
      </div>
    </form>
  );
}

/**
 * Shown beside a required field's label, outside it, so the field's name stays its label. Screen readers hear
 * "required" from the field's aria-required, so the mark is not read a second time.
 */
function RequiredMark() {
  const t = useTranslations("admin.vehicleForm");
  return (
    <span aria-hidden="true" className="rounded bg-red-700 px-1.5 py-0.5 text-xs font-bold text-white">
      {t("required")}
    </span>
  );
}

/** What a typed price reads as, while it is typed: "= 4,980,000円（498万円）". */
function YenPreview({ id, text }: { id: string; text: string }) {
  const t = useTranslations("admin.vehicleForm");
  const format = useFormatter();
  const yen = readYen(text);
  return (
    <p id={id} className="mt-1 text-sm font-semibold tabular-nums text-brand-800" aria-live="polite">
      {yen === "unreadable"
        ? t("yenUnreadable")
        : yen !== null && t("yenPreview", { yen: format.number(yen), man: formatPrice("ja", yen) })}
    </p>
  );
}

/**
 * Beside a price too low for a truck (¥498 where 498万 was meant): the box to tick that it is meant, without
 * which the price is not saved. Drawn from what is typed, so it is there with or without scripts.
 */
function PriceConfirmation({ text, confirmed }: { text: string; confirmed: boolean }) {
  const t = useTranslations("admin.vehicleForm");
  const locale = useLocale();
  const yen = readYen(text);
  if (!isUnlikelyPrice(yen)) return null;
  return (
    <label className="mt-2 flex min-h-11 items-center gap-2 text-sm font-semibold">
      <input type="checkbox" name="priceConfirmed" defaultChecked={confirmed} className="size-5" />
      {t("priceConfirm", { price: formatPrice(locale, yen) })}
    </label>
  );
}
