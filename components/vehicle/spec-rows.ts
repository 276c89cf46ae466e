import { getLocale, getTranslations } from "next-intl/server";
import { formatList, formatNumber, formatPrice } from "@/lib/format";
import type { VehicleDetail } from "@/lib/vehicles/detail";
import { requiredLicence } from "@/lib/vehicles/licence";
import { inspectionTermOf, warrantyOf, type SalePriceTerms } from "@/lib/vehicles/price";
import type { StatedRow } from "@/lib/vehicles/compare";
import {
  CHOICE_LISTS,
  HIGHLIGHT_FIELDS,
  STORED_PER_UNIT,
  VEHICLE_FIELDS,
  VEHICLE_PAGE_ROWS,
  vehicleField,
  type BodyHighlights,
  type DetailText,
  type PageLabel,
  type Unit,
  type VehicleField,
  type VehicleFieldSpec,
} from "@/lib/vehicles/fields";
import { builderName } from "@/lib/vehicles/body-builders";
import { getVehicleText } from "./vehicle-text";

/** What the vehicle page lists as equipment the truck has or lacks, each titled vehicle.options.<field>. */
export const EQUIPMENT_OPTIONS = VEHICLE_PAGE_ROWS.equipment;

/** The specifications a vehicle page repeats beside its price, as buyers judge a truck at a glance. */
export const KEY_FACTS = ["year", "mileage", "loadClass", "inspection"] as const satisfies readonly PageLabel[];

/** What the price rows read: a listing's kind and its price terms. */
export type PricedVehicle = Pick<VehicleDetail, "kind"> & SalePriceTerms;

/**
 * The parts and terms of a sale vehicle's 支払総額 (車両本体価格, 諸費用, 保証, 法定整備), as the vehicle page
 * lists them under the total and the comparison lines them up; a purchase listing's price has none.
 */
export async function getPriceRows() {
  const t = await getTranslations("vehicle");
  const locale = await getLocale();
  return (vehicle: PricedVehicle): StatedRow[] => {
    if (vehicle.kind === "purchase" || vehicle.priceTotalYen === null) return [];
    const warranty = warrantyOf(vehicle);
    return [
      {
        key: "priceBody",
        label: t("price.body"),
        value: formatPrice(locale, vehicle.priceBodyYen ?? vehicle.priceTotalYen),
      },
      { key: "priceFees", label: t("price.fees"), value: formatPrice(locale, vehicle.priceFeesYen ?? 0) },
      {
        key: "warranty",
        label: t("price.warranty"),
        value: warranty
          ? t("price.warrantyValue", {
              months: warranty.months,
              km: warranty.km === null ? "none" : formatNumber(locale, warranty.km),
            })
          : t("price.noWarranty"),
      },
      {
        key: "legalMaintenance",
        label: t("price.legalMaintenance"),
        value: t("price.legalMaintenanceValue", { included: String(vehicle.legalMaintenance) }),
      },
    ];
  };
}

/** A group of a vehicle's specifications; each row's key names it across vehicles (the comparison lines them up). */
export type SpecGroup = { id: (typeof SPEC_GROUPS)[number]; title: string; rows: StatedRow[] };

const SPEC_GROUPS = ["specs", "dimensions", "bed", "body"] as const;

// The body's rows state only what the truck has: no crane rows on a reefer, no "no" for a PTO it lacks.
const stated = (value: unknown) => value !== null && value !== undefined && value !== "" && value !== false;

/** A field's value in the visitor's words, each by its field's type and unit: what rows and highlights show. */
async function getFieldWords() {
  const t = await getTranslations("vehicle");
  const locale = await getLocale();
  const text = await getVehicleText();
  const words = await getTranslations();
  const unknown = t("unknown");
  const yesNo = (value: boolean | null) => (value === null ? unknown : value ? t("yes") : t("no"));
  const number = (value: number | null, unit: Unit) => {
    if (value === null) return unknown;
    switch (unit) {
      case "doors":
      case "seats":
        return t(`${unit}Value`, { value });
      case "year":
        return text.year(value);
      case "km":
        return text.mileage(value);
      case "month":
      case "months":
        return formatNumber(locale, value);
      default:
        return t(unit, { value: formatNumber(locale, value / (STORED_PER_UNIT[unit] ?? 1)) });
    }
  };
  return (name: VehicleField, value: unknown): string => {
    const field = vehicleField(name);
    switch (field.type) {
      case "integer":
        return number(value as number | null, field.unit);
      case "yen":
        return value === null ? unknown : formatPrice(locale, value as number);
      case "boolean":
        // A sales term is offered or not (リース購入 可); a body's equipment is fitted (ラジコン あり).
        if (field.page?.group === "body") return t("yes");
        return value ? t("available") : t("unavailable");
      case "yesNo":
        return yesNo(value as boolean | null);
      case "choice":
        return value === null
          ? unknown
          : words(`${CHOICE_LISTS[field.list].words}.${value}` as Parameters<typeof words>[0]);
      case "text":
        if (field.builder && typeof value === "string" && value) return builderName(value, locale);
        return String(value ?? "") || unknown;
      default:
        return String(value ?? "") || unknown;
    }
  };
}

/**
 * Every specification a vehicle page shows, as rows grouped as buyers read them (specifications, dimensions,
 * bed), in the visitor's language: the one list the vehicle page, its print sheet and the comparison share. The
 * rows and their order are the field table's (lib/vehicles/fields); each is worded by its field's type and unit.
 */
export async function getSpecRows() {
  const t = await getTranslations("vehicle");
  const text = await getVehicleText();
  const wordsOf = await getFieldWords();
  const unknown = t("unknown");

  // One row states the 車検: its expiry, or that there is none and whether the total includes obtaining it.
  const inspection = (vehicle: VehicleDetail) => {
    const term = inspectionTermOf(vehicle);
    return term ? t(`price.inspectionTerm.${term}`) : text.inspection(vehicle);
  };

  const valueOf = (vehicle: VehicleDetail, name: VehicleField, shows?: DetailText | "inspection"): string => {
    if (shows === "inspection") return inspection(vehicle);
    if (shows) return vehicle[shows] || unknown;
    return wordsOf(name, vehicle[name]);
  };

  return (vehicle: VehicleDetail): SpecGroup[] => {
    const licence = requiredLicence(vehicle);
    const rowOf = (name: (typeof VEHICLE_PAGE_ROWS)[(typeof SPEC_GROUPS)[number]][number]): StatedRow[] => {
      if (name === "licence") return licence ? [{ key: name, label: t(name), value: text.licence(licence) }] : [];
      const { page, saleOnly } = VEHICLE_FIELDS[name] as VehicleFieldSpec;
      // A purchase listing has no sales terms to state.
      if (!page || page.group === "equipment" || (saleOnly && vehicle.kind !== "sale")) return [];
      if (page.group === "body" && !stated(vehicle[name])) return [];
      return [{ key: page.label, label: t(page.label), value: valueOf(vehicle, name, page.shows) }];
    };
    // A box body's 荷台内寸 is the inside of the box, which its buyers look for as 庫内寸.
    const title = (id: (typeof SPEC_GROUPS)[number]) => t(id === "bed" && vehicle.boxBody ? "boxInside" : id);
    return SPEC_GROUPS.map((id) => ({ id, title: title(id), rows: VEHICLE_PAGE_ROWS[id].flatMap(rowOf) }));
  };
}

/**
 * A body's one-line summary as the truck portals headline it (「古河ユニック 4段 2.93t ラジコン」, "Furukawa UNIC,
 * 4-stage, 2.93 t, Radio remote"): what the field table marks as a highlight and the truck states, or null.
 */
export async function getBodyHighlights() {
  const t = await getTranslations("vehicle");
  const locale = await getLocale();
  const wordsOf = await getFieldWords();
  return (vehicle: Partial<BodyHighlights> = {}): string | null => {
    const parts = HIGHLIGHT_FIELDS.flatMap((name) => {
      const value = vehicle[name];
      if (!stated(value)) return [];
      const { highlight, page } = vehicleField(name);
      const label = page && "label" in page ? t(page.label) : "";
      if (highlight === "label") return [label];
      const words = wordsOf(name, value);
      return [highlight === "both" ? t("highlightLabelled", { label, value: words }) : words];
    });
    return parts.length > 0 ? formatList(locale, parts, "unit") : null;
  };
}
