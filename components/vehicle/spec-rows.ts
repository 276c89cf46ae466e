import type { Messages } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import { formatNumber, formatPrice } from "@/lib/format";
import type { VehicleDetail } from "@/lib/vehicles/detail";
import { requiredLicence } from "@/lib/vehicles/licence";
import { inspectionTermOf, warrantyOf, type SalePriceTerms } from "@/lib/vehicles/price";
import type { StatedRow } from "@/lib/vehicles/compare";
import { getVehicleText } from "./vehicle-text";

export const EQUIPMENT_OPTIONS = [
  "hasAirConditioner",
  "hasRearDoubleWheels",
  "hasThreeSideOpening",
  "hasPowerSteering",
  "hasPowerWindow",
  "recyclingFeePaid",
] as const;

// The vehicle's words that name a specification (a key of the vehicle namespace with a plain string).
type VehicleWords = Messages["vehicle"];
type SpecKey = { [K in keyof VehicleWords]: VehicleWords[K] extends string ? K : never }[keyof VehicleWords];

/** The specifications a vehicle page repeats beside its price, as buyers judge a truck at a glance. */
export const KEY_FACTS = ["year", "mileage", "loadClass", "inspection"] as const satisfies readonly SpecKey[];

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
export type SpecGroup = { id: "specs" | "dimensions" | "bed"; title: string; rows: StatedRow[] };

/**
 * Every specification a vehicle page shows, as rows grouped as buyers read them (specifications, dimensions,
 * bed), in the visitor's language: the one list the vehicle page, its print sheet and the comparison share.
 */
export async function getSpecRows() {
  const t = await getTranslations("vehicle");
  const locale = await getLocale();
  const text = await getVehicleText();
  const tl = await getTranslations("licence");
  const unknown = t("unknown");
  const num = (value: number | null, key: "mm" | "kg" | "cc") =>
    value === null ? unknown : t(key, { value: formatNumber(locale, value) });
  const yesNo = (value: boolean | null) => (value === null ? unknown : value ? t("yes") : t("no"));
  const row = (key: SpecKey, value: string): StatedRow => ({
    key,
    label: t(key),
    value,
  });

  // One row states the 車検: its expiry, or that there is none and whether the total includes obtaining it.
  const inspection = (vehicle: VehicleDetail) => {
    const term = inspectionTermOf(vehicle);
    return term ? t(`price.inspectionTerm.${term}`) : text.inspection(vehicle);
  };

  return (vehicle: VehicleDetail): SpecGroup[] => {
    const licence = requiredLicence(vehicle);
    return [
      {
        id: "specs",
        title: t("specs"),
        rows: [
          row("maker", vehicle.makerName),
          row("modelName", vehicle.modelLabel || unknown),
          row("modelCode", vehicle.modelCode || unknown),
          row("year", text.year(vehicle.modelYear)),
          row("mileage", text.mileage(vehicle.mileageKm)),
          row("inspection", inspection(vehicle)),
          row("loadClass", vehicle.loadClassName),
          row("bodyType", vehicle.bodyTypeName),
          row("displacement", num(vehicle.displacementCc, "cc")),
          row("driveType", vehicle.driveTypeName ?? unknown),
          row("transmission", vehicle.transmissionName ?? unknown),
          row("fuel", vehicle.fuelName ?? unknown),
          row("maxLoad", num(vehicle.maxLoadKg, "kg")),
          row("vehicleWeight", num(vehicle.vehicleWeightKg, "kg")),
          row("grossWeight", num(vehicle.grossWeightKg, "kg")),
          ...(licence ? [row("licence", tl(`names.${licence}`))] : []),
          row("repairHistory", yesNo(vehicle.repairHistory)),
          row("chassisLast3", vehicle.chassisLast3 ?? unknown),
          row("doors", vehicle.doors === null ? unknown : t("doorsValue", { value: vehicle.doors })),
          row("seats", vehicle.seats === null ? unknown : t("seatsValue", { value: vehicle.seats })),
          row("airbags", yesNo(vehicle.airbags)),
          ...(vehicle.kind === "sale"
            ? [row("leasePurchase", vehicle.leasePurchase ? t("available") : t("unavailable"))]
            : []),
        ],
      },
      {
        id: "dimensions",
        title: t("dimensions"),
        rows: [
          row("length", num(vehicle.lengthMm, "mm")),
          row("width", num(vehicle.widthMm, "mm")),
          row("height", num(vehicle.heightMm, "mm")),
        ],
      },
      {
        id: "bed",
        title: t("bed"),
        rows: [
          row("bedLength", num(vehicle.bedLengthMm, "mm")),
          row("bedWidth", num(vehicle.bedWidthMm, "mm")),
          row("bedHeight", num(vehicle.bedHeightMm, "mm")),
        ],
      },
    ];
  };
}
