import { getLocale, getTranslations } from "next-intl/server";
import { formatNumber } from "@/lib/format";
import type { VehicleDetail } from "@/lib/vehicles/detail";
import { DefinitionList } from "@/components/ui/DefinitionList";
import { requiredLicence } from "@/lib/vehicles/licence";
import { getVehicleText } from "./vehicle-text";
import { Section } from "@/components/ui/Section";

export const EQUIPMENT_OPTIONS = [
  "hasAirConditioner",
  "hasRearDoubleWheels",
  "hasThreeSideOpening",
  "hasPowerSteering",
  "hasPowerWindow",
  "recyclingFeePaid",
] as const;

type Row = [label: string, value: string];

function SpecTable({ id, title, rows, note }: { id: string; title: string; rows: Row[]; note?: string }) {
  return (
    <Section heading="ruled" id={id} title={title} className="break-inside-avoid">
      <DefinitionList look="table" rows={rows} className="mt-2 text-sm" />
      {/* The sheet printed for the yard keeps to one A4 page: the licence is named in the table above. */}
      {note && <p className="mt-2 text-sm text-muted print:hidden">{note}</p>}
    </Section>
  );
}

/** Every field of the vehicle, grouped as buyers read them: specifications, dimensions, bed, equipment. */
export async function VehicleSpecs({ vehicle }: { vehicle: VehicleDetail }) {
  const t = await getTranslations("vehicle");
  const locale = await getLocale();
  const text = await getVehicleText();
  const tl = await getTranslations("licence");
  const licence = requiredLicence(vehicle);
  const unknown = t("unknown");
  const num = (value: number | null, key: "mm" | "kg" | "cc") =>
    value === null ? unknown : t(key, { value: formatNumber(locale, value) });
  const yesNo = (value: boolean | null) => (value === null ? unknown : value ? t("yes") : t("no"));

  const specs: Row[] = [
    [t("maker"), vehicle.makerName],
    [t("modelName"), vehicle.modelLabel || unknown],
    [t("modelCode"), vehicle.modelCode || unknown],
    [t("year"), text.year(vehicle.modelYear)],
    [t("mileage"), text.mileage(vehicle.mileageKm)],
    [t("inspection"), text.inspection(vehicle)],
    [t("loadClass"), vehicle.loadClassName],
    [t("bodyType"), vehicle.bodyTypeName],
    [t("displacement"), num(vehicle.displacementCc, "cc")],
    [t("driveType"), vehicle.driveTypeName ?? unknown],
    [t("transmission"), vehicle.transmissionName ?? unknown],
    [t("fuel"), vehicle.fuelName ?? unknown],
    [t("maxLoad"), num(vehicle.maxLoadKg, "kg")],
    [t("vehicleWeight"), num(vehicle.vehicleWeightKg, "kg")],
    [t("grossWeight"), num(vehicle.grossWeightKg, "kg")],
    ...(licence ? [[t("licence"), tl(`names.${licence}`)] as Row] : []),
    [t("repairHistory"), yesNo(vehicle.repairHistory)],
    [t("chassisLast3"), vehicle.chassisLast3 ?? unknown],
    [t("doors"), vehicle.doors === null ? unknown : t("doorsValue", { value: vehicle.doors })],
    [t("seats"), vehicle.seats === null ? unknown : t("seatsValue", { value: vehicle.seats })],
    [t("airbags"), yesNo(vehicle.airbags)],
    ...(vehicle.kind === "sale"
      ? [[t("leasePurchase"), vehicle.leasePurchase ? t("available") : t("unavailable")] as Row]
      : []),
  ];
  const dimensions: Row[] = [
    [t("length"), num(vehicle.lengthMm, "mm")],
    [t("width"), num(vehicle.widthMm, "mm")],
    [t("height"), num(vehicle.heightMm, "mm")],
  ];
  const bed: Row[] = [
    [t("bedLength"), num(vehicle.bedLengthMm, "mm")],
    [t("bedWidth"), num(vehicle.bedWidthMm, "mm")],
    [t("bedHeight"), num(vehicle.bedHeightMm, "mm")],
  ];

  return (
    <div className="grid gap-6 pc:grid-cols-2 print:grid-cols-2 print:gap-4">
      <SpecTable id="specs" title={t("specs")} rows={specs} note={licence ? tl(`explain.${licence}`) : undefined} />
      <div className="grid content-start gap-6">
        <SpecTable id="dimensions" title={t("dimensions")} rows={dimensions} />
        <SpecTable id="bed" title={t("bed")} rows={bed} />
        <Section heading="ruled" id="equipment" title={t("equipment")} className="break-inside-avoid">
          <ul className="mt-2 grid grid-cols-2 gap-2 text-sm">
            {EQUIPMENT_OPTIONS.map((option) => (
              <li
                key={option}
                className={[
                  "rounded border px-3 py-2",
                  vehicle[option]
                    ? "border-brand-600 bg-brand-50 font-semibold"
                    : "border-slate-200 text-muted line-through",
                ].join(" ")}
              >
                <span className="sr-only">{vehicle[option] ? t("equipped") : t("notEquipped")}: </span>
                {t(`options.${option}`)}
              </li>
            ))}
          </ul>
        </Section>
      </div>
    </div>
  );
}
