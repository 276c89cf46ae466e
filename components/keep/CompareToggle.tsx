"use client";

import { useTranslations } from "next-intl";
import { KEPT_LISTS } from "@/lib/client/kept-vehicles";
import type { VehicleKey } from "@/lib/vehicles/vehicle-keys";
import { useKeptVehicle } from "./use-kept";
import { sayKeptStatus } from "./kept-status";

/**
 * 比較: a checkbox that puts the vehicle among those to compare (kept in this browser, at most four; the compare bar
 * opens them). Two elements, the box inside its label; a full list is said in the page's status line (KeepStatus).
 */
export function CompareToggle({ vehicle, name }: { vehicle: VehicleKey; name: string }) {
  const t = useTranslations("keep.compareToggle");
  const { kept, toggle } = useKeptVehicle("compare", vehicle);
  const { max } = KEPT_LISTS.compare;
  return (
    <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-1 text-sm font-semibold">
      <input
        type="checkbox"
        data-testid="compare-toggle"
        aria-label={t("labelFor", { name })}
        className="h-5 w-5 accent-brand-700"
        checked={kept}
        onChange={() => sayKeptStatus(toggle() ? "" : t("full", { max }))}
      />
      {t("label")}
    </label>
  );
}
