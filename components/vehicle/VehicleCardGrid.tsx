import type { VehicleCard as VehicleCardData } from "@/lib/vehicles/cards";
import type { CatalogueView } from "@/lib/catalogue/view";
import { VehicleCard } from "./VehicleCard";
import { VehicleRow } from "./VehicleRow";
import { cn } from "@/components/ui/cn";

// Cards above the fold on a phone load their photo first; the rest wait until they are scrolled to.
const EAGER_CARDS = 2;

/**
 * Vehicle cards one per row on a phone, four on a computer, or as the compact list. `atTop`: the grid opens
 * the page, so its first photos are the ones a visitor sees first.
 */
export function VehicleCardGrid({
  vehicles,
  atTop = false,
  withActions = false,
  view = "cards",
  className = "mt-4",
}: {
  vehicles: VehicleCardData[];
  atTop?: boolean;
  withActions?: boolean;
  view?: CatalogueView;
  className?: string;
}) {
  if (view === "list")
    return (
      <ul className={cn(className, "grid grid-cols-1 gap-2 pc:grid-cols-2")} data-view="list">
        {vehicles.map((vehicle, index) => (
          <li key={vehicle.strId} className="flex">
            <VehicleRow vehicle={vehicle} priority={atTop && index < EAGER_CARDS} />
          </li>
        ))}
      </ul>
    );
  return (
    <ul className={cn(className, "grid grid-cols-1 gap-4 pc:grid-cols-4")}>
      {vehicles.map((vehicle, index) => (
        <li key={vehicle.strId} className="flex">
          <VehicleCard vehicle={vehicle} priority={atTop && index < EAGER_CARDS} withActions={withActions} />
        </li>
      ))}
    </ul>
  );
}
