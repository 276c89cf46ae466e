"use client";

import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { KEPT_LISTS, hasVehicle, withoutVehicle, withVehicle } from "@/lib/client/kept-vehicles";
import type { VehicleKey } from "@/lib/vehicles/vehicle-keys";
import { useKeptList } from "./use-kept";

/**
 * 比較: a checkbox that puts the vehicle among those to compare (kept in this browser, at most four; the
 * compare bar opens them), drawn once scripts run (KeepControls).
 */
export function CompareToggle({ vehicle, name, className }: { vehicle: VehicleKey; name: string; className?: string }) {
  const t = useTranslations("keep.compareToggle");
  const id = useId();
  const { list, update } = useKeptList("compare");
  const [full, setFull] = useState(false);
  const { max } = KEPT_LISTS.compare;
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-1 text-sm font-semibold"
      >
        <input
          id={id}
          type="checkbox"
          data-testid="compare-toggle"
          aria-label={t("labelFor", { name })}
          className="h-5 w-5 accent-brand-700"
          checked={hasVehicle(list, vehicle)}
          onChange={(event) => {
            const on = event.target.checked;
            const done = update((current) =>
              on ? withVehicle(current, vehicle, max) : withoutVehicle(current, vehicle),
            );
            setFull(!done);
          }}
        />
        <span aria-hidden="true">{t("label")}</span>
      </label>
      <p role="status" className="text-xs text-red-800">
        {full ? t("full", { max }) : ""}
      </p>
    </div>
  );
}
