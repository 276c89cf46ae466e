import type { VehicleKey } from "@/lib/vehicles/vehicle-keys";
import { CompareToggle } from "./CompareToggle";
import { FavouriteButton } from "./FavouriteButton";

/** What a visitor keeps a vehicle with, on its card and its page: the favourite heart and the compare box. */
export function KeepControls({ vehicle, name }: { vehicle: VehicleKey; name: string }) {
  return (
    <div className="mt-3 flex flex-wrap items-start gap-x-3 gap-y-1 print:hidden" data-testid="keep-controls">
      <FavouriteButton vehicle={{ kind: vehicle.kind, strId: vehicle.strId }} className="min-w-0 flex-1" />
      <CompareToggle vehicle={{ kind: vehicle.kind, strId: vehicle.strId }} name={name} />
    </div>
  );
}
