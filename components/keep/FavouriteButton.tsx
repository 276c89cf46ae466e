"use client";

import { useTranslations } from "next-intl";
import { KEPT_LISTS, hasVehicle, withoutVehicle, withVehicle } from "@/lib/client/kept-vehicles";
import type { VehicleKey } from "@/lib/vehicles/vehicle-keys";
import { buttonClass } from "@/components/ui/button";
import { HeartIcon } from "./HeartIcon";
import { useKeptList } from "./use-kept";
import { cn } from "@/components/ui/cn";

/**
 * The heart that keeps a vehicle as a favourite in this browser, drawn once scripts run (KeepControls, which says
 * when the list is full). Both labels share one width, so the card does not move when it is pressed.
 */
export function FavouriteButton({
  vehicle,
  onFull,
  className,
}: {
  vehicle: VehicleKey;
  /** Told after each press whether the list was full, so the vehicle could not be kept, and its words. */
  onFull: (message: string) => void;
  className?: string;
}) {
  const t = useTranslations("keep.favourite");
  const { list, update } = useKeptList("favourites");
  const kept = hasVehicle(list, vehicle);
  const { max } = KEPT_LISTS.favourites;
  return (
    <button
      type="button"
      aria-pressed={kept}
      data-testid="favourite-toggle"
      // A grid, not the usual flex row: both labels share its second cell, so the button keeps its size whichever
      // shows, the shorter one centred in it.
      className={buttonClass({
        variant: kept ? "outline" : "secondary",
        size: "sm",
        className: cn("grid grid-cols-[auto_auto]", className),
      })}
      onClick={() => {
        const done = update((current) =>
          hasVehicle(current, vehicle) ? withoutVehicle(current, vehicle) : withVehicle(current, vehicle, max),
        );
        onFull(done ? "" : t("full", { max }));
      }}
    >
      <HeartIcon filled={kept} />
      <span className={cn("col-start-2 row-start-1", kept && "invisible")} aria-hidden={kept || undefined}>
        {t("add")}
      </span>
      <span className={cn("col-start-2 row-start-1", !kept && "invisible")} aria-hidden={!kept || undefined}>
        {t("remove")}
      </span>
    </button>
  );
}
