import { getTranslations } from "next-intl/server";
import type { VehicleCard as VehicleCardData } from "@/lib/vehicles/cards";
import { VehicleCardGrid } from "./VehicleCardGrid";

/** Vehicles in stock like the one on the page (lib/vehicles/detail getSimilarVehicles). */
export async function SimilarVehicles({ similar, title }: { similar: VehicleCardData[]; title?: string }) {
  const t = await getTranslations("vehicle");
  if (similar.length === 0) return null;
  return (
    <section aria-labelledby="similar" className="mt-12">
      <h2 id="similar" className="text-xl font-black">
        {title ?? t("similar")}
      </h2>
      <VehicleCardGrid vehicles={similar} />
    </section>
  );
}
