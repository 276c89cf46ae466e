import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import type { VehicleDetail } from "@/lib/vehicles/detail";
import { DefinitionList } from "@/components/ui/DefinitionList";
import { requiredLicence } from "@/lib/vehicles/licence";
import { EQUIPMENT_OPTIONS, getSpecRows, type SpecGroup } from "./spec-rows";
import { Section } from "@/components/ui/Section";
import { cn } from "@/components/ui/cn";
import { DrivableNote } from "@/components/keep/DrivableNote";
import { getVehicleText } from "./vehicle-text";

function SpecTable({ group, note, after }: { group: SpecGroup; note?: string; after?: ReactNode }) {
  return (
    <Section heading="ruled" id={group.id} title={group.title} className="break-inside-avoid">
      <DefinitionList
        look="table"
        rows={group.rows.map(({ label, value }) => [label, value])}
        className="mt-2 text-sm"
      />
      {/* The sheet printed for the yard keeps to one A4 page: the licence is named in the table above. */}
      {note && <p className="mt-2 text-sm text-muted print:hidden">{note}</p>}
      {after}
    </Section>
  );
}

/**
 * Every field of the vehicle, grouped as buyers read them: specifications, dimensions, bed, the body's equipment
 * (when it states any), equipment.
 */
export async function VehicleSpecs({ vehicle }: { vehicle: VehicleDetail }) {
  const t = await getTranslations("vehicle");
  const text = await getVehicleText();
  const licence = requiredLicence(vehicle);
  const [specs, dimensions, bed, body] = (await getSpecRows())(vehicle);

  return (
    <div className="grid gap-6 pc:grid-cols-2 print:grid-cols-2 print:gap-4">
      <SpecTable
        group={specs}
        note={text.licenceNote(vehicle)}
        after={<DrivableNote needed={licence} className="mt-2 print:hidden" />}
      />
      <div className="grid content-start gap-6 print:gap-4">
        <SpecTable group={dimensions} />
        <SpecTable group={bed} />
        {body.rows.length > 0 && <SpecTable group={body} />}
        <Section heading="ruled" id="equipment" title={t("equipment")} className="break-inside-avoid">
          <ul className="mt-2 grid grid-cols-2 gap-2 text-sm">
            {EQUIPMENT_OPTIONS.map((option) => (
              <li
                key={option}
                className={cn(
                  "rounded border px-3 py-2",
                  vehicle[option]
                    ? "border-brand-600 bg-brand-50 font-semibold"
                    : "border-slate-200 text-muted line-through",
                )}
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
