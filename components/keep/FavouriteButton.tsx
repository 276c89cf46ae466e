"use client";

import { useTranslations } from "next-intl";
import { KEPT_LISTS } from "@/lib/client/kept-vehicles";
import type { VehicleKey } from "@/lib/vehicles/vehicle-keys";
import { buttonClass } from "@/components/ui/button";
import { useKeptVehicle } from "./use-kept";
import { sayKeptStatus } from "./kept-status";
import { cn } from "@/components/ui/cn";

/**
 * The heart that keeps a vehicle as a favourite in this browser: a pressed button whose label says what it will do.
 * The heart is drawn by the stylesheet (`.heart`, app/globals.css), which also holds the other label's room, so the
 * button keeps its size whichever label shows. A full list is said in the page's status line (KeepStatus).
 */
export function FavouriteButton({ vehicle, className }: { vehicle: VehicleKey; className?: string }) {
  const t = useTranslations("keep.favourite");
  const { kept, toggle } = useKeptVehicle("favourites", vehicle);
  const { max } = KEPT_LISTS.favourites;
  const label = t(kept ? "remove" : "add");
  return (
    <button
      type="button"
      aria-pressed={kept}
      // Named by its label alone: the other label, kept for its room, is the stylesheet's and never read.
      aria-label={label}
      data-other={t(kept ? "add" : "remove")}
      data-testid="favourite-toggle"
      className={buttonClass({
        variant: kept ? "outline" : "secondary",
        size: "sm",
        className: cn("heart", className),
      })}
      onClick={() => sayKeptStatus(toggle() ? "" : t("full", { max }))}
    >
      <span>{label}</span>
    </button>
  );
}
