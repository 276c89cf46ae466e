"use client";

import { useId } from "react";
import { useTranslations } from "next-intl";
import { KEPT_LISTS, hasVehicle, withoutVehicle, withVehicle } from "@/lib/client/kept-vehicles";
import type { VehicleKey } from "@/lib/vehicles/vehicle-keys";
import { useKeptList } from "./use-kept";

/**
 * 比較: a checkbox that puts the vehicle among those to compare (kept in this browser, at most four; the
 * compare bar opens them), drawn once scripts run (KeepControls, which says when the list is full).
 */
export function CompareToggle({
  vehicle,
  name,
  onFull,
}: {
  vehicle: VehicleKey;
  name: string;
  /** Told after each change whether the list was full, so the vehicle could not be added, and its words. */
  onFull: (message: string) => void;
}) {
  const t = useTranslations("keep.compareToggle");
  const id = useId();
  const { list, update } = useKeptList("compare");
  const { max } = KEPT_LISTS.compare;
  return (
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
          onFull(done ? "" : t("full", { max }));
        }}
      />
      <span aria-hidden="true">{t("label")}</span>
    </label>
  );
}
