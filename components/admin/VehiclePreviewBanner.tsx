import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import type { VEHICLE_STATUSES } from "@/lib/admin/vehicles";

/** Above a staff preview of a vehicle's page: this is not what the public sees, and the way back to the form. */
export async function VehiclePreviewBanner({
  kind,
  id,
  status,
}: {
  kind: "sale" | "purchase";
  id: number;
  status: (typeof VEHICLE_STATUSES)[number];
}) {
  const t = await getTranslations("admin.preview");
  const ts = await getTranslations("admin.vehicles");
  return (
    <div role="note" className="sticky top-0 z-40 border-b-4 border-amber-500 bg-amber-100 px-4 py-3 text-amber-950">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2">
        <p className="font-bold">
          {t("banner")} {t("status", { status: ts(`statuses.${status}`) })}
        </p>
        <Link href={routes.admin.vehicle(kind, id)} className="font-semibold underline">
          {t("back")}
        </Link>
      </div>
    </div>
  );
}
