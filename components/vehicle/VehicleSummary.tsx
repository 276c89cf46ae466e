import { getTranslations } from "next-intl/server";
import type { VehicleDetail } from "@/lib/vehicles/detail";
import { Card } from "@/components/ui/Card";
import { StoredImage } from "@/components/ui/StoredImage";
import { VehiclePrice } from "./VehiclePrice";

/** The vehicle an order or a print-out is about: photo, name, inquiry number and price. */
export async function VehicleSummary({ vehicle }: { vehicle: VehicleDetail }) {
  const t = await getTranslations("vehicle");
  const photo = vehicle.gallery[0];
  return (
    <Card as="div" className="flex gap-4">
      {photo && <StoredImage image={photo.thumb} alt="" className="h-24 w-32 shrink-0 rounded object-cover" />}
      <div>
        <p className="font-bold">{vehicle.name}</p>
        <p className="text-sm text-muted">
          {t("inquiryNo")} {vehicle.inquiryNo}
        </p>
        <VehiclePrice vehicle={vehicle} compact />
      </div>
    </Card>
  );
}
