"use client";

import type { VehicleKey } from "@/lib/vehicles/vehicle-keys";
import { CompareToggle } from "./CompareToggle";
import { FavouriteButton } from "./FavouriteButton";
import { useScripted } from "@/components/ui/use-scripted";

/**
 * What a visitor keeps a vehicle with, on its card and its page: the favourite heart and the compare box. Both live
 * in this browser, so without scripts they could do nothing: the server draws only the row they will take (the
 * same height, so the card does not move when they appear), which spares every card of a results page their
 * elements and hooks. A browser that runs no scripts never fills that row, so it does not draw it either.
 */
export function KeepControls({ vehicle, name }: { vehicle: VehicleKey; name: string }) {
  const scripted = useScripted();
  if (!scripted) return <div data-testid="keep-controls-room" className="mt-3 min-h-11 noscript:hidden print:hidden" />;
  return (
    <div className="mt-3 flex flex-wrap items-start gap-x-3 gap-y-1 print:hidden" data-testid="keep-controls">
      <FavouriteButton vehicle={vehicle} className="min-w-0 flex-1" />
      <CompareToggle vehicle={vehicle} name={name} />
    </div>
  );
}
