"use client";

import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { detailSectionOf, type ContactType } from "@/lib/requests/types";
import { LIMITS } from "@/lib/requests/limits";
import {
  INSPECTION_ENDED,
  MODEL_MAX,
  OTHER_MAKER,
  REPAIR_HISTORY,
  REQUEST_VEHICLE_FIELDS,
  fieldsOf,
  inspectionMonths,
  modelYears,
  type DetailField,
  type DetailFieldName,
  type DetailOptions,
  type DetailSection,
} from "@/lib/requests/vehicle-details";
import { AUCTION_VEHICLES, plansForVehicle, type AuctionVehicle } from "@/lib/auction/fees";
import { formatModelYear, formatYearMonth } from "@/lib/format";
import { useScripted } from "@/components/ui/use-scripted";
import { Field, inputClass, optionClass } from "./Field";
import type { RequestControls } from "./RequestFields";

/** What a request type asks of its vehicle: a section of fields, or (sale) the name of the vehicle asked about. */
type Part = DetailSection | "named";
const PARTS: readonly Part[] = ["offered", "wanted", "named"];
const partOf = (type: string): Part => detailSectionOf(type) ?? "named";

/** The fields with a hint under their label (requestVehicle.hints). */
const HINTED = ["model", "mileage", "budget", "mileageMax", "wantedModel", "feePlan"] as const;

/** The vehicle fields' labels, in the form's order, for the list of what to fix. */
export function useDetailLabels() {
  const t = useTranslations("requestVehicle");
  return Object.fromEntries(REQUEST_VEHICLE_FIELDS.map((field) => [field.name, t(`fields.${field.name}`)])) as Record<
    DetailFieldName,
    string
  >;
}

/**
 * The vehicle's part of the contact form, by request type: a seller's truck (買取のご相談, 無料査定), the one a buyer
 * wants found (オークション代行), or the name of a vehicle asked about. On /contact/{type} only its part is drawn;
 * on /contact every part is, each headed with the types it is for, and with scripts only the chosen type's shows
 * (the others are disabled, so they are neither checked nor sent).
 */
export function RequestVehicleDetails({
  controls,
  type,
  chosen,
  options,
}: {
  controls: RequestControls;
  /** The route's type (/contact/{type}); null on /contact. */
  type: ContactType | null;
  /** On /contact, the type chosen in the form so far (RequestForm follows its picker). */
  chosen: string | null;
  options: DetailOptions;
}) {
  const t = useTranslations("requestVehicle");
  // Until scripts run the form cannot follow the picker: every part shows, so a visitor without them loses nothing.
  const scripted = useScripted();
  if (type) return <PartFields part={partOf(type)} controls={controls} options={options} />;
  return (
    <div className="grid gap-4">
      {scripted && !chosen && <p className="text-sm text-muted">{t("chooseTypeFirst")}</p>}
      {PARTS.map((part) => {
        const shown = !scripted || (chosen ? partOf(chosen) === part : false);
        return (
          <fieldset key={part} disabled={!shown} hidden={!shown} className="grid gap-4">
            {/* Headed only while every part shows: then the visitor needs to know which is theirs. */}
            {!scripted && <legend className="mb-2 text-sm font-bold text-muted">{t(`sectionFor.${part}`)}</legend>}
            <PartFields part={part} controls={controls} options={options} />
          </fieldset>
        );
      })}
    </div>
  );
}

function PartFields({ part, controls, options }: { part: Part; controls: RequestControls; options: DetailOptions }) {
  const t = useTranslations("requestVehicle");
  const tf = useTranslations("form");
  const scripted = useScripted();
  const { id, label, error, register, initial } = controls;
  // An auction's truck or car, as the page it came from chose it; with scripts the fields follow the choice, without
  // them every field shows and the server reads those of the vehicle chosen.
  const [vehicle, setVehicle] = useState<AuctionVehicle>(initial.auctionVehicle === "car" ? "car" : "truck");
  if (part === "named")
    return (
      <Field
        id={id("vehicleName")}
        label={label.vehicleName}
        badge={tf("optional")}
        required={false}
        error={error("vehicleName")}
      >
        {(describedBy) => (
          <input
            id={id("vehicleName")}
            type="text"
            maxLength={LIMITS.vehicleName}
            aria-invalid={Boolean(error("vehicleName"))}
            aria-describedby={describedBy}
            className={inputClass}
            defaultValue={initial.vehicleName}
            {...register("vehicleName")}
          />
        )}
      </Field>
    );
  return (
    <section aria-labelledby={`request-vehicle-${part}`} className="grid gap-4 rounded-md border border-slate-200 p-4">
      <div>
        <h2 id={`request-vehicle-${part}`} className="text-base font-bold">
          {t(part)}
        </h2>
        <p className="mt-1 text-sm text-muted">{t(`${part}Hint`)}</p>
      </div>
      <div className="grid gap-4 pc:grid-cols-2">
        {fieldsOf(part)
          .filter((field) => !scripted || !field.only || field.only === vehicle)
          .map((field) => (
            <DetailControl
              key={field.name}
              field={field}
              controls={controls}
              options={options}
              vehicle={vehicle}
              onVehicle={setVehicle}
            />
          ))}
      </div>
    </section>
  );
}

function DetailControl({
  field,
  controls,
  options,
  vehicle,
  onVehicle,
}: {
  field: DetailField;
  controls: RequestControls;
  options: DetailOptions;
  /** The auction's vehicle chosen so far, whose page's fee plans are offered. */
  vehicle: AuctionVehicle;
  onVehicle: (vehicle: AuctionVehicle) => void;
}) {
  const t = useTranslations("requestVehicle");
  const tf = useTranslations("form");
  const locale = useLocale();
  const { id, label, error, register, initial } = controls;
  const { name } = field;
  const required = field.kind === "master" && field.required === true;
  const hint = HINTED.find((hinted) => hinted === name);
  const value = (initial as Partial<Record<DetailFieldName, string>>)[name] ?? "";
  // Left unchosen, a wanted vehicle's choice means any.
  const blank = field.kind === "feePlan" ? t("feePlanUndecided") : field.section === "wanted" ? t("any") : t("choose");

  if (field.kind === "repairHistory")
    return (
      <fieldset id={id(name)}>
        <legend className="text-sm font-bold">{label[name]}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {REPAIR_HISTORY.map((option) => (
            <label key={option} className={optionClass}>
              <input type="radio" value={option} defaultChecked={value === option} {...register(name)} />
              {t(`repairHistory.${option}`)}
            </label>
          ))}
        </div>
        {error(name) && <p className="mt-1 text-sm font-semibold text-red-700">{error(name)}</p>}
      </fieldset>
    );

  if (field.kind === "auctionVehicle") {
    const registered = register(name);
    return (
      <fieldset id={id(name)} className="pc:col-span-2">
        <legend className="text-sm font-bold">{label[name]}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {AUCTION_VEHICLES.map((option) => (
            <label key={option} className={optionClass}>
              <input
                type="radio"
                value={option}
                defaultChecked={vehicle === option}
                {...registered}
                onChange={(event) => {
                  onVehicle(option);
                  return registered.onChange(event);
                }}
              />
              {t(`auctionVehicles.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
    );
  }

  const choices = (): { value: string; name: string }[] => {
    const now = new Date();
    switch (field.kind) {
      case "master":
        return [
          ...options[field.list].map((row) => ({ value: String(row.id), name: row.name })),
          ...(field.other ? [{ value: OTHER_MAKER, name: t("otherMaker") }] : []),
        ];
      case "year":
        return modelYears(now).map((year) => ({ value: String(year), name: formatModelYear(locale, year) }));
      case "inspection":
        return [
          ...inspectionMonths(now).map((month) => ({
            value: month.value,
            name: t("inspectionUntil", { month: formatYearMonth(locale, month) }),
          })),
          ...INSPECTION_ENDED.map((state) => ({ value: state, name: t(`inspectionEnded.${state}`) })),
        ];
      case "feePlan":
        return plansForVehicle(vehicle).map((plan) => ({ value: plan.id, name: t(`feePlans.${plan.id}`) }));
      default:
        return [];
    }
  };
  const isSelect =
    field.kind === "master" || field.kind === "year" || field.kind === "inspection" || field.kind === "feePlan";
  return (
    <Field
      id={id(name)}
      label={label[name]}
      badge={required ? tf("requiredMark") : tf("optional")}
      required={required}
      hint={hint && t(`hints.${hint}`)}
      error={error(name)}
    >
      {(describedBy) =>
        isSelect ? (
          <select
            id={id(name)}
            aria-invalid={Boolean(error(name))}
            aria-describedby={describedBy}
            aria-required={required}
            className={inputClass}
            defaultValue={value}
            {...register(name)}
          >
            <option value="">{blank}</option>
            {choices().map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.name}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={id(name)}
            type="text"
            inputMode={field.kind === "manYen" ? "decimal" : undefined}
            maxLength={field.kind === "text" ? MODEL_MAX : 20}
            aria-invalid={Boolean(error(name))}
            aria-describedby={describedBy}
            className={inputClass}
            defaultValue={value}
            {...register(name)}
          />
        )
      }
    </Field>
  );
}
