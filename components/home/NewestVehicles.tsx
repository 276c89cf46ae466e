import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import type { VehicleCard as VehicleCardData } from "@/lib/vehicles/cards";
import { VehicleCardGrid } from "@/components/vehicle/VehicleCardGrid";

export async function NewestVehicles({ vehicles }: { vehicles: VehicleCardData[] }) {
  const t = await getTranslations("home");
  return (
    <section aria-labelledby="newest-title" className="mx-auto max-w-6xl px-4 pt-12">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h2 id="newest-title" className="text-xl font-black pc:text-2xl">
          {t("newestTitle")}
        </h2>
        <Link href={routes.sale()} className="font-semibold text-brand-600 underline underline-offset-2">
          {t("newestAll")}
        </Link>
      </div>
      {vehicles.length === 0 ? (
        <p className="mt-5 rounded-lg bg-slate-50 p-6 text-muted">{t("newestEmpty")}</p>
      ) : (
        <VehicleCardGrid vehicles={vehicles} atTop className="mt-5" />
      )}
    </section>
  );
}
