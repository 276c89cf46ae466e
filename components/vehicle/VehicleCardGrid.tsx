import type { VehicleCard as VehicleCardData } from "@/lib/vehicles/cards";
import { VehicleCard } from "./VehicleCard";

// Cards above the fold on a phone load their photo first; the rest wait until they are scrolled to.
const EAGER_CARDS = 2;

/**
 * Vehicle cards one per row on a phone, four on a computer. `atTop`: the grid opens the page, so its first
 * photos are the ones a visitor sees first.
 */
export function VehicleCardGrid({
  vehicles,
  atTop = false,
  withActions = false,
  className = "mt-4",
}: {
  vehicles: VehicleCardData[];
  atTop?: boolean;
  withActions?: boolean;
  className?: string;
}) {
  return (
    <ul className={`${className} grid grid-cols-1 gap-4 pc:grid-cols-4`}>
      {vehicles.map((vehicle, index) => (
        <li key={vehicle.strId} className="flex">
          <VehicleCard vehicle={vehicle} priority={atTop && index < EAGER_CARDS} withActions={withActions} />
        </li>
      ))}
    </ul>
  );
}
