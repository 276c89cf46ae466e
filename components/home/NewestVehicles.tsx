import { getTranslations } from "next-intl/server";
import { routes } from "@/lib/routes";
import type { VehicleCard as VehicleCardData } from "@/lib/vehicles/cards";
import { VehicleCardGrid } from "@/components/vehicle/VehicleCardGrid";
import { EmptyNote } from "@/components/ui/EmptyNote";
import { HomeSection } from "./HomeSection";

export async function NewestVehicles({ vehicles }: { vehicles: VehicleCardData[] }) {
  const t = await getTranslations("home");
  return (
    <HomeSection id="newest-title" title={t("newestTitle")} more={{ href: routes.sale(), label: t("newestAll") }}>
      {vehicles.length === 0 ? (
        <EmptyNote className="mt-5">{t("newestEmpty")}</EmptyNote>
      ) : (
        <VehicleCardGrid vehicles={vehicles} atTop className="mt-5" />
      )}
    </HomeSection>
  );
}
