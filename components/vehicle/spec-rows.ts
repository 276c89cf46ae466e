import { getLocale, getTranslations } from "next-intl/server";
import { formatNumber, formatPrice } from "@/lib/format";
import type { VehicleDetail } from "@/lib/vehicles/detail";
import { requiredLicence } from "@/lib/vehicles/licence";
import { inspectionTermOf, warrantyOf, type SalePriceTerms } from "@/lib/vehicles/price";
import type { StatedRow } from "@/lib/vehicles/compare";
import {
  VEHICLE_FIELDS,
  VEHICLE_PAGE_ROWS,
  type DetailText,
  type PageLabel,
  type VehicleField,
  type VehicleFieldSpec,
} from "@/lib/vehicles/fields";
import { vehicleWordsIn } from "@/lib/vehicles/field-words";
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

/**
 * Every specification a vehicle page shows, as rows grouped as buyers read them (specifications, dimensions,
 * bed), in the visitor's language: the one list the vehicle page, its print sheet and the comparison share. The
 * rows and their order are the field table's (lib/vehicles/fields); each is worded by its field's type and unit.
 */
export async function getSpecRows() {
  const t = await getTranslations("vehicle");
  const text = await getVehicleText();
  const words = vehicleWordsIn(await getLocale());

  // One row states the 車検: its expiry, or that there is none and whether the total includes obtaining it.
  const inspection = (vehicle: VehicleDetail) => {
    const term = inspectionTermOf(vehicle);
    return term ? t(`price.inspectionTerm.${term}`) : text.inspection(vehicle);
  };

  const valueOf = (vehicle: VehicleDetail, name: VehicleField, shows?: DetailText | "inspection"): string => {
    if (shows === "inspection") return inspection(vehicle);
    if (shows) return vehicle[shows] || words.unknown;
    return words.field(name, vehicle[name]);
  };

  return (vehicle: VehicleDetail): SpecGroup[] => {
    const licence = requiredLicence(vehicle);
    const rowOf = (name: (typeof VEHICLE_PAGE_ROWS)[Exclude<(typeof SPEC_GROUPS)[number], "body">][number]) => {
      if (name === "licence") return licence ? [{ key: name, label: t(name), value: text.licence(licence) }] : [];
      const { page, saleOnly } = VEHICLE_FIELDS[name] as VehicleFieldSpec;
      // A purchase listing has no sales terms to state.
      if (!page || page.group === "equipment" || (saleOnly && vehicle.kind !== "sale")) return [];
      return [{ key: page.label, label: t(page.label), value: valueOf(vehicle, name, page.shows) }];
    };
    // A box body's 荷台内寸 is the inside of the box, which its buyers look for as 庫内寸.
    const title = (id: (typeof SPEC_GROUPS)[number]) => t(id === "bed" && vehicle.boxBody ? "boxInside" : id);
    // The body's rows are worded where the search text is too (lib/vehicles/field-words), so a search finds them.
    const rows = (id: (typeof SPEC_GROUPS)[number]) =>
      id === "body" ? words.bodyRows(vehicle) : VEHICLE_PAGE_ROWS[id].flatMap(rowOf);
    return SPEC_GROUPS.map((id) => ({ id, title: title(id), rows: rows(id) }));
  };
}

/**
 * A body's one-line summary as a catalogue card shows it (lib/vehicles/field-words bodyHighlights, which the
 * search text holds too), in the visitor's language.
 */
export async function getBodyHighlights() {
  return vehicleWordsIn(await getLocale()).bodyHighlights;
}
