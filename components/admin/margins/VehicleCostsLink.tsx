import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { buttonClass } from "@/components/ui/button";

/** The way from a vehicle's staff page to its costs, drawn only for the roles that may open them. */
export async function VehicleCostsLink({ vehicleId }: { vehicleId: number }) {
  const t = await getTranslations("admin.costs");
  return (
    <p className="mt-8 flex flex-wrap items-center gap-3">
      <Link href={routes.admin.vehicleCosts(vehicleId)} className={buttonClass({ variant: "outline" })}>
        {t("link")}
      </Link>
      <span className="text-sm text-muted">{t("linkHint")}</span>
    </p>
  );
}
