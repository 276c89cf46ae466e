"use client";

import { useActionState, useState } from "react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { fieldErrorsOf } from "@/lib/admin/fields";
import { isStaffFailure } from "@/lib/admin/failures";
import { VEHICLE_FORM_GROUPS, vehicleFormSchema } from "@/lib/admin/vehicle-form";
import { VEHICLE_STATUSES } from "@/lib/admin/vehicles";
import { parseErrorCode } from "@/lib/requests/messages";
import { getPathname } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import type { VehicleFormState } from "@/app/actions/admin-vehicle-form";
import { inputClass } from "@/components/forms/Field";
import { submitKeepingValues } from "./form/submit";

type Option = { id: number; name: string };
const MASTERS = { makerId: "makers", loadClassId: "loadClasses", bodyTypeId: "bodyTypes", driveTypeId: "driveTypes", transmissionId: "transmissions", fuelId: "fuels" } as const;
const FLAGS = new Set(["isBargain", "leasePurchase", "auctionAgency", "recyclingFeePaid", "hasAirConditioner", "hasRearDoubleWheels", "hasThreeSideOpening", "hasPowerSteering", "hasPowerWindow"]);
const TRI = new Set(["repairHistory", "airbags"]);
const LONG = new Set(["descriptionJa", "descriptionEn"]);
const REQUIRED = new Set(["status", "nameJa", "nameEn", "makerId", "loadClassId", "bodyTypeId"]);

type Props = {
  action: (state: VehicleFormState, formData: FormData) => Promise<VehicleFormState>;
  kind: "sale" | "purchase";
  locale: "ja" | "en";
  initial: Record<string, string>;
  version: number | null;
  options: Record<(typeof MASTERS)[keyof typeof MASTERS], Option[]>;
};

/**
 * Every field of a vehicle, grouped as on the public page, both languages side by side. Checked in the
 * browser with the server's schema before sending; the server checks again and refuses a stale save.
 */
export function VehicleForm({ action, kind, locale, initial, version, options }: Props) {
  const t = useTranslations("admin.vehicleForm");
  const ts = useTranslations("admin.vehicles");
  const tc = useTranslations("admin.common");
  const tv = useTranslations("validation");
  const router = useRouter();
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({});
  const [state, formAction, pending] = useActionState(async (previous: VehicleFormState, formData: FormData) => {
    const result = await action(previous, formData);
    if (result?.ok && version === null) router.push(getPathname({ href: routes.admin.vehicle(kind, result.id), locale }));
    else if (result?.ok) router.refresh();
    return result;
  }, null);
  const submit = submitKeepingValues(formAction);
  const errors = { ...(state && !state.ok ? state.fieldErrors : {}), ...localErrors };
  const message = (code: string | undefined) => {
    if (!code) return undefined;
    const { key, value } = parseErrorCode(code);
    return tv.has(key) ? tv(key, { value: value ?? "" }) : tv("invalidFormat");
  };
  const formError = state && !state.ok && state.error ? (isStaffFailure(state.error) ? tc(state.error) : ts(state.error)) : Object.keys(errors).length > 0 ? t("fixErrors") : null;

  const control = (name: string) => {
    const id = `vehicle-${name}`;
    const error = message(errors[name]);
    const common = { id, name, "aria-invalid": Boolean(error), "aria-describedby": error ? `${id}-error` : undefined };
    const label = t(`fields.${name}`);
    if (FLAGS.has(name)) {
      return (
        <label key={name} className="inline-flex min-h-11 items-center gap-2">
          <input type="checkbox" {...common} defaultChecked={initial[name] === "true"} className="size-5" />
          {label}
        </label>
      );
    }
    let input;
    if (name === "status") {
      input = (
        <select {...common} defaultValue={initial.status || "draft"} className={inputClass}>
          {VEHICLE_STATUSES.map((s) => <option key={s} value={s}>{ts(`statuses.${s}`)}</option>)}
        </select>
      );
    } else if (name in MASTERS) {
      input = (
        <select {...common} defaultValue={initial[name] ?? ""} className={inputClass}>
          <option value="">{REQUIRED.has(name) ? t("choose") : t("unknown")}</option>
          {options[MASTERS[name as keyof typeof MASTERS]].map((o) => <option key={o.id} value={o.id}>{o.name}</option>)}
        </select>
      );
    } else if (TRI.has(name)) {
      input = (
        <select {...common} defaultValue={initial[name] === "true" ? "yes" : initial[name] === "false" ? "no" : ""} className={inputClass}>
          <option value="">{t("unknown")}</option>
          <option value="yes">{t("yes")}</option>
          <option value="no">{t("no")}</option>
        </select>
      );
    } else if (LONG.has(name)) {
      input = <textarea {...common} rows={6} defaultValue={initial[name] ?? ""} className={`${inputClass} py-2`} />;
    } else {
      input = <input {...common} type="text" defaultValue={initial[name] ?? ""} inputMode={/Mm$|Kg$|Km$|Cc$|Yen$|Year$|Month$|^doors$|^seats$/.test(name) ? "numeric" : undefined} className={inputClass} />;
    }
    return (
      <div key={name} className={LONG.has(name) ? "pc:col-span-1" : undefined}>
        <label htmlFor={id} className="text-sm font-bold">{label}</label>
        <div className="mt-1">{input}</div>
        {error && <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-700">{error}</p>}
      </div>
    );
  };

  return (
    <form
      action={formAction}
      noValidate
      className="mt-6 grid gap-8"
      onSubmit={(event) => {
        const entries = Object.fromEntries([...new FormData(event.currentTarget).entries()].filter((e): e is [string, string] => typeof e[1] === "string"));
        const parsed = vehicleFormSchema.safeParse(entries);
        setLocalErrors(parsed.success ? {} : fieldErrorsOf(parsed.error));
        if (parsed.success) submit(event);
        else event.preventDefault();
      }}
    >
      {formError && <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 font-semibold text-red-800">{formError}</p>}
      {state?.ok && version !== null && <p role="status" className="rounded-md bg-brand-50 p-3 font-semibold">{t("saved")}</p>}
      {version !== null && <input type="hidden" name="version" value={state?.ok ? state.version : version} />}
      {Object.entries(VEHICLE_FORM_GROUPS).map(([group, fields]) => (
        <fieldset key={group} className="rounded-lg border border-slate-200 bg-white p-4">
          <legend className="px-1 font-bold">{t(`groups.${group}`)}</legend>
          <div className="grid gap-4 pc:grid-cols-2">{fields.map((name) => control(name))}</div>
        </fieldset>
      ))}
      <button type="submit" disabled={pending} className="min-h-12 rounded-md bg-brand-700 px-6 text-lg font-bold text-white disabled:opacity-60">
        {pending ? t("saving") : t("save")}
      </button>
    </form>
  );
}
