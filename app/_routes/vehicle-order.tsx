// A vehicle's order form, the same for both catalogues. A module of its own: a page's scripts are those of the
// components its module graph names, and the vehicle page itself should not carry the form's.
import type { ListingKind } from "@/lib/vehicles/listing-kind";
import { orderMetadata } from "@/lib/vehicles/vehicle-page";
import { OrderPage } from "@/components/vehicle/OrderPage";
import { withErrorPages } from "@/components/layout/withErrorPages";
import { submitVehicleOrder } from "@/app/actions/vehicle-order";
import { openVehicle, vehicleMetadataOf, type VehicleProps } from "./vehicle-shared";

export function vehicleOrderRoute(kind: ListingKind) {
  return {
    generateMetadata: vehicleMetadataOf(kind, orderMetadata),
    Page: withErrorPages(async (props: VehicleProps) => {
      const { vehicle } = await openVehicle(kind, props);
      return <OrderPage vehicle={vehicle} action={submitVehicleOrder} />;
    }),
  };
}
