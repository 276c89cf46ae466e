"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { KEPT_LISTS, hasVehicle, withoutVehicle, withVehicle } from "@/lib/client/kept-vehicles";
import type { VehicleKey } from "@/lib/vehicles/vehicle-keys";
import { buttonClass } from "@/components/ui/button";
import { HeartIcon } from "./HeartIcon";
import { useKeptList } from "./use-kept";
import { cn } from "@/components/ui/cn";

/**
 * The heart that keeps a vehicle as a favourite in this browser, drawn once scripts run (KeepControls). Both labels
 * share one width, so the card does not move when it is pressed.
 */
export function FavouriteButton({ vehicle, className }: { vehicle: VehicleKey; className?: string }) {
  const t = useTranslations("keep.favourite");
  const { list, update } = useKeptList("favourites");
  const [full, setFull] = useState(false);
  const kept = hasVehicle(list, vehicle);
  const { max } = KEPT_LISTS.favourites;
  return (
    <div className={className}>
      <button
        type="button"
        aria-pressed={kept}
        data-testid="favourite-toggle"
        className={buttonClass({
          variant: kept ? "outline" : "secondary",
          size: "sm",
          block: true,
        })}
        onClick={() => {
          const done = update((current) =>
            hasVehicle(current, vehicle) ? withoutVehicle(current, vehicle) : withVehicle(current, vehicle, max),
          );
          setFull(!done);
        }}
      >
        <HeartIcon filled={kept} />
        <span className="grid items-center">
          {/* Both labels take the same cell, so the button keeps its size whichever shows; the shorter one is
              centred in it, not left at the top of the longer one's two lines. */}
          <span className={cn("col-start-1 row-start-1", kept && "invisible")} aria-hidden={kept || undefined}>
            {t("add")}
          </span>
          <span className={cn("col-start-1 row-start-1", !kept && "invisible")} aria-hidden={!kept || undefined}>
            {t("remove")}
          </span>
        </span>
      </button>
      <p role="status" className="text-xs text-red-800">
        {full ? t("full", { max }) : ""}
      </p>
    </div>
  );
}
