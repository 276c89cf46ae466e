import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import type { Locale } from "@/lib/i18n/locales";
import { getVehicleFormOptions, type getVehicleForEdit } from "@/lib/admin/vehicle-editor";
import { saveVehicleForm } from "@/app/actions/admin-vehicle-form";
import { VehicleForm } from "./VehicleForm";
import { VehiclePhotos } from "./VehiclePhotos";

export async function VehicleEditor({ kind, locale, vehicle }: { kind: "sale" | "purchase"; locale: Locale; vehicle: Awaited<ReturnType<typeof getVehicleForEdit>> }) {
  const t = await getTranslations("admin.vehicleForm");
  const tn = await getTranslations("admin.nav");
  return (
    <>
      <p><Link href={routes.admin[kind]} className="underline">{t("back")}</Link></p>
      <h1 className="mt-2 text-2xl font-black">{vehicle ? t("editTitle", { name: locale === "ja" ? vehicle.name : vehicle.nameEn }) : t("newTitle", { kind: tn(kind) })}</h1>
      <VehicleForm
        action={saveVehicleForm}
        kind={kind}
        record={{ id: vehicle?.id ?? null, version: vehicle?.version ?? null }}
        initial={vehicle?.initial ?? {}}
        options={await getVehicleFormOptions(locale)}
      />
      {vehicle && <VehiclePhotos key={vehicle.photos.map((p) => p.id).join(",")} vehicleId={vehicle.id} photos={vehicle.photos} />}
    </>
  );
}
