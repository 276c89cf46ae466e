"use client";

import type { VehicleKey } from "@/lib/vehicles/vehicle-keys";
import { CompareToggle } from "./CompareToggle";
import { FavouriteButton } from "./FavouriteButton";
import { cn } from "@/components/ui/cn";

/**
 * What a visitor keeps a vehicle with, on its card, its page and the favourites page: the favourite heart and the
 * compare box. The server draws them as for a vehicle not kept, so a results page arrives with them and hydrating
 * it neither inserts nor redraws them; once scripts run, only a vehicle this browser keeps is drawn again, pressed.
 * Five elements in all (the heart is the stylesheet's). Why a vehicle could not be kept is said once for the page,
 * by KeepStatus. Both lists live in this browser, so without scripts the controls could do nothing: a browser that
 * runs none does not show them.
 */
export function KeepControls({
  vehicle,
  name,
  className = "mt-3",
}: {
  vehicle: VehicleKey;
  name: string;
  className?: string;
}) {
  return (
    <div
      className={cn(className, "flex flex-wrap items-start gap-x-3 gap-y-1 noscript:hidden print:hidden")}
      data-testid="keep-controls"
    >
      <FavouriteButton vehicle={vehicle} className="min-w-0 flex-1" />
      <CompareToggle vehicle={vehicle} name={name} />
    </div>
  );
}
