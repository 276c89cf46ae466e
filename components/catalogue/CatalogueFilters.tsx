import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import {
  activeFilterCount,
  MAX_QUERY_LENGTH,
  POWER_GATE_FILTERS,
  PRICE_FIELDS,
  SORTS,
  TRANSMISSION_FILTERS,
  type CatalogueParams,
} from "@/lib/catalogue/params";
import type { Option } from "@/lib/catalogue/options";
import type { CatalogueFacets } from "@/lib/catalogue/query";
import {
  CRANE_CAPACITY_STEPS_KG,
  CRANE_STAGE_STEPS,
  LOAD_STEPS_KG,
  MILEAGE_STEPS_KM,
  REEFER_TEMP_STEPS,
  withCurrent,
  yearOptions,
} from "@/lib/catalogue/filter-steps";
import { formatCalendarDate, formatMileage } from "@/lib/format";
import { OFFICE_IDS } from "@/lib/company";
import type { ListingKind } from "@/lib/vehicles/listing-kind";
import { LICENCES, STANDARD_LICENCE_PERIODS } from "@/lib/vehicles/licence";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { inputClass, optionClass } from "@/components/forms/Field";
import { CatalogueForm } from "./CatalogueForm";
import { LicenceQuestion } from "./LicenceQuestion";
import { cn } from "@/components/ui/cn";

const fieldClass = cn(inputClass, "mt-1");
const labelClass = "block text-sm font-semibold";
const PRICE_HINT = "price-hint";

/**
 * The catalogue's search: words, the master-data choices with how many vehicles each would give (an option
 * that would give none cannot be picked), the ranges and the yes/no conditions.
 */
export async function CatalogueFilters(props: {
  kind: ListingKind;
  action: string;
  category?: string;
  resetHref: string;
  params: CatalogueParams;
  total: number;
  makers: Option[];
  loadClasses: Option[];
  facets: CatalogueFacets;
  /** The model years of the catalogue's stock, which the year lists offer. */
  stockYears: (number | null)[];
}) {
  const t = await getTranslations("catalogue");
  const tl = await getTranslations("licence.names");
  const tq = await getTranslations("licence.question");
  const to = await getTranslations("offices");
  const locale = await getLocale();
  const { params, facets } = props;
  const counted = (name: string, count: number) => t("optionCount", { name, count });
  const years = yearOptions(props.stockYears, [params.yearMin, params.yearMax]);
  const loads = withCurrent(withCurrent(LOAD_STEPS_KG, params.loadMin), params.loadMax);
  const tons = (kg: number) => t("tons", { tons: kg / 1000 });
  const date = (day: string) => formatCalendarDate(locale, day, "long");

  return (
    <CatalogueForm
      kind={props.kind}
      action={props.action}
      category={props.category}
      label={t("filters")}
      total={props.total}
      activeFilters={activeFilterCount(params)}
    >
      <label className={cn("col-span-2", labelClass)}>
        {t("keyword")}
        <input
          type="search"
          name="q"
          defaultValue={params.q}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={t("keywordPlaceholder")}
          className={fieldClass}
          enterKeyHint="search"
        />
      </label>
      <FacetSelect
        name="maker"
        label={t("maker")}
        any={t("anyMaker")}
        value={params.maker}
        options={props.makers.map((m) => ({ value: m.slug, label: counted(m.name, facets.makers[m.id] ?? 0) }))}
        empty={props.makers.filter((m) => !facets.makers[m.id]).map((m) => m.slug)}
      />
      <FacetSelect
        name="loadClass"
        label={t("loadClass")}
        any={t("anyLoadClass")}
        value={params.loadClass}
        options={props.loadClasses.map((c) => ({
          value: c.slug,
          label: counted(c.name, facets.loadClasses[c.id] ?? 0),
        }))}
        empty={props.loadClasses.filter((c) => !facets.loadClasses[c.id]).map((c) => c.slug)}
      />
      <FacetSelect
        name="licence"
        label={t("licence")}
        any={t("anyLicence")}
        value={params.licence}
        options={LICENCES.map((l) => ({ value: l, label: counted(tl(l), facets.licences[l]) }))}
        empty={LICENCES.filter((l) => !facets.licences[l])}
      />
      <label className={labelClass}>
        {t("sort")}
        <select name="sort" defaultValue={params.sort} className={fieldClass}>
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`sorts.${sort}`)}
            </option>
          ))}
        </select>
      </label>

      <div className="col-span-2 flex flex-wrap items-start gap-x-6 pc:col-span-6">
        <label className="inline-flex min-h-11 items-center gap-2 text-sm">
          <input type="checkbox" name="towing" value="1" defaultChecked={params.towing} className="size-5" />
          {t("towing")}
        </label>
        <LicenceQuestion
          filtered={params.licence !== undefined}
          periods={STANDARD_LICENCE_PERIODS.map(({ from, until, licence }) => ({
            licence,
            period: from
              ? until
                ? tq("between", { from: date(from), until: date(until) })
                : tq("since", { date: date(from) })
              : tq("until", { date: date(until!) }),
          }))}
        />
      </div>
      <Range
        label={t(`price.${props.kind}`)}
        names={PRICE_FIELDS}
        note={
          <>
            <p id={PRICE_HINT} className="mt-1 text-xs text-muted">
              {t("priceHint")}
            </p>
            {PRICE_FIELDS.map((name) => {
              const typed = params.unreadPrices?.[name];
              return (
                typed !== undefined && (
                  <p key={name} id={`${name}-error`} className="mt-1 text-sm font-semibold text-red-700">
                    {t("priceUnread", { typed })}
                  </p>
                )
              );
            })}
          </>
        }
        render={(end) => {
          const typed =
            end.name === "priceMin" || end.name === "priceMax" ? params.unreadPrices?.[end.name] : undefined;
          return (
            <input
              type="text"
              name={end.name}
              inputMode="numeric"
              defaultValue={typed ?? params[end.name]}
              aria-label={end.label}
              aria-invalid={typed !== undefined || undefined}
              aria-describedby={typed !== undefined ? `${end.name}-error ${PRICE_HINT}` : PRICE_HINT}
              placeholder={end.placeholder}
              className={inputClass}
            />
          );
        }}
      />
      <Range
        label={t("year")}
        names={["yearMin", "yearMax"]}
        render={(end) => (
          <RangeSelect end={end} value={params[end.name]} steps={years} say={(year) => t("yearOption", { year })} />
        )}
      />
      <Range
        label={t("load")}
        names={["loadMin", "loadMax"]}
        render={(end) => <RangeSelect end={end} value={params[end.name]} steps={loads} say={tons} />}
      />
      <label className={labelClass}>
        {t("mileage")}
        <select name="mileageMax" defaultValue={params.mileageMax ?? ""} className={fieldClass}>
          <option value="">{t("anyMileage")}</option>
          {withCurrent(MILEAGE_STEPS_KM, params.mileageMax).map((km) => (
            <option key={km} value={km}>
              {t("mileageUpTo", { distance: formatMileage(locale, km) })}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        {t("transmission")}
        <select name="transmission" defaultValue={params.transmission ?? ""} className={fieldClass}>
          <option value="">{t("anyTransmission")}</option>
          {TRANSMISSION_FILTERS.map((transmission) => (
            <option key={transmission} value={transmission}>
              {t(`transmissions.${transmission}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        {t("yard")}
        <select name="yard" defaultValue={params.yard ?? ""} className={fieldClass}>
          <option value="">{t("anyYard")}</option>
          {OFFICE_IDS.map((yard) => (
            <option key={yard} value={yard}>
              {to(yard)}
            </option>
          ))}
        </select>
      </label>

      <fieldset className="col-span-2 grid grid-cols-2 gap-3 pc:col-span-4 pc:grid-cols-4">
        <legend className="text-sm font-semibold">{t("equipment")}</legend>
        {(
          [
            ["craneStagesMin", CRANE_STAGE_STEPS, (stages: number) => t("craneStagesOption", { stages })],
            [
              "craneCapacityMin",
              CRANE_CAPACITY_STEPS_KG,
              (kg: number) => t("craneCapacityOption", { tons: kg / 1000 }),
            ],
            ["reeferTempMax", REEFER_TEMP_STEPS, (celsius: number) => t("reeferTempOption", { celsius })],
          ] as const
        ).map(([name, steps, say]) => {
          const value = params[name];
          const options = withCurrent(steps, value);
          return (
            <FacetSelect
              key={name}
              name={name}
              label={t(name)}
              any={t("anyEquipment")}
              value={value === undefined ? undefined : String(value)}
              options={options.map((step) => ({
                value: String(step),
                label: counted(say(step), facets.equipment[name][step] ?? 0),
              }))}
              empty={options.filter((step) => !facets.equipment[name][step]).map(String)}
            />
          );
        })}
        <FacetSelect
          name="powerGate"
          label={t("powerGate")}
          any={t("anyEquipment")}
          value={params.powerGate}
          options={POWER_GATE_FILTERS.map((gate) => ({
            value: gate,
            label: counted(t(`powerGates.${gate}`), facets.equipment.powerGate[gate] ?? 0),
          }))}
          empty={POWER_GATE_FILTERS.filter((gate) => !facets.equipment.powerGate[gate])}
        />
      </fieldset>

      <fieldset className="col-span-2 pc:col-span-4">
        <legend className="text-sm font-semibold">{t("conditions")}</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          <Check name="inspection" value="valid" checked={params.inspection === "valid"} label={t("inspectionValid")} />
          <Check name="noRepair" value="1" checked={params.noRepair} label={t("noRepair")} />
          {props.kind === "sale" && <Check name="lease" value="1" checked={params.lease} label={t("lease")} />}
        </div>
      </fieldset>
      <div className="col-span-2 flex items-end justify-end pc:col-span-2">
        <ButtonLink href={props.resetHref} variant="secondary" size="sm" className="whitespace-nowrap">
          {t("reset")}
        </ButtonLink>
      </div>
    </CatalogueForm>
  );
}

/** A master-data choice: each option with its count; one that would give no vehicle is disabled, unless chosen. */
function FacetSelect(props: {
  name: string;
  label: string;
  any: string;
  value: string | undefined;
  options: { value: string; label: string }[];
  empty: string[];
}) {
  return (
    <label className={labelClass}>
      {props.label}
      <select name={props.name} defaultValue={props.value ?? ""} className={fieldClass}>
        <option value="">{props.any}</option>
        {props.options.map((option) => (
          <option
            key={option.value}
            value={option.value}
            // Left out rather than false, which the RSC payload would carry for each of some sixty options.
            disabled={(option.value !== props.value && props.empty.includes(option.value)) || undefined}
          >
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

type RangeName = "priceMin" | "priceMax" | "yearMin" | "yearMax" | "loadMin" | "loadMax";
/** One end of a range: its field's name, its spoken label and what it shows when empty. */
type RangeEnd = { name: RangeName; label: string; placeholder: string };

/** A range's two ends side by side, 「下限 〜 上限」. */
async function Range(props: {
  label: string;
  names: readonly [RangeName, RangeName];
  render: (end: RangeEnd) => ReactNode;
  /** What the visitor should know about the range, below its fields. */
  note?: ReactNode;
}) {
  const t = await getTranslations("catalogue");
  const [min, max] = props.names.map((name, i) =>
    props.render({
      name,
      label: t(i === 0 ? "rangeMin" : "rangeMax", { range: props.label }),
      placeholder: t(i === 0 ? "min" : "max"),
    }),
  );
  return (
    <fieldset className="col-span-2">
      <legend className="text-sm font-semibold">{props.label}</legend>
      <div className="mt-1 grid grid-cols-[1fr_auto_1fr] items-center gap-2">
        {min}
        <span aria-hidden="true">〜</span>
        {max}
      </div>
      {props.note}
    </fieldset>
  );
}

/** An end of a range chosen from steps (years, loads), with "no limit" first. */
function RangeSelect(props: { end: RangeEnd; value: number | undefined; steps: number[]; say: (n: number) => string }) {
  return (
    <select name={props.end.name} defaultValue={props.value ?? ""} aria-label={props.end.label} className={inputClass}>
      <option value="">{props.end.placeholder}</option>
      {props.steps.map((step) => (
        <option key={step} value={step}>
          {props.say(step)}
        </option>
      ))}
    </select>
  );
}

function Check(props: { name: string; value: string; checked: boolean; label: string }) {
  return (
    <label className={cn(optionClass, "bg-white text-sm")}>
      <input type="checkbox" name={props.name} value={props.value} defaultChecked={props.checked} className="size-5" />
      {props.label}
    </label>
  );
}
