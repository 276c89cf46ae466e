// A vehicle's print sheet, the same for both catalogues. A print sheet that names no vehicle answers in the
// site's frame, not on A4.
import type { ListingKind } from "@/lib/vehicles/listing-kind";
import { printMetadata } from "@/lib/vehicles/vehicle-page";
import { PrintSheet } from "@/components/vehicle/PrintSheet";
import { SiteChrome } from "@/components/layout/SiteChrome";
import { withErrorPages } from "@/components/layout/withErrorPages";
import { openVehicle, vehicleMetadataOf, type VehicleProps } from "./vehicle-shared";

export function vehiclePrintRoute(kind: ListingKind) {
  return {
    generateMetadata: vehicleMetadataOf(kind, printMetadata),
    Page: withErrorPages(
      async (props: VehicleProps) => <PrintSheet vehicle={(await openVehicle(kind, props)).vehicle} />,
      SiteChrome,
    ),
  };
}
