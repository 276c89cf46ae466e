import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import type { Locale } from "@/lib/i18n/locales";
import type { getVehicleForEdit, getVehicleFormOptions } from "@/lib/admin/vehicle-editor";
import type { Action } from "@/lib/actions/result";
import { VehicleForm } from "./VehicleForm";
import { VehiclePhotos, type PhotoCalls } from "./VehiclePhotos";
import { DuplicateVehicleButton, type DuplicateCall } from "./DuplicateVehicleButton";

export type VehicleEditorCalls = PhotoCalls & {
  save: Action<{ id: number; version: number }>;
  duplicate: DuplicateCall;
};

export async function VehicleEditor({
  actions,
  kind,
  locale,
  vehicle,
  options,
}: {
  actions: VehicleEditorCalls;
  kind: "sale" | "purchase";
  locale: Locale;
  vehicle: Awaited<ReturnType<typeof getVehicleForEdit>>;
  /** The master data the form chooses from. */
  options: Awaited<ReturnType<typeof getVehicleFormOptions>>;
}) {
  const t = await getTranslations("admin.vehicleForm");
  const tn = await getTranslations("admin.nav");
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link href={routes.admin[kind]} className="underline">
          {t("back")}
        </Link>
        {vehicle && <DuplicateVehicleButton action={actions.duplicate} kind={kind} id={vehicle.id} size="md" />}
      </div>
      <h1 className="mt-2 text-2xl font-black">
        {vehicle
          ? t("editTitle", { name: locale === "ja" ? vehicle.name : vehicle.nameEn })
          : t("newTitle", { kind: tn(kind) })}
      </h1>
      <VehicleForm
        action={actions.save}
        kind={kind}
        record={{ id: vehicle?.id ?? null, version: vehicle?.version ?? null }}
        initial={vehicle?.initial ?? {}}
        options={options}
      />
      {vehicle && (
        <VehiclePhotos
          key={vehicle.photos.map((p) => p.id).join(",")}
          vehicleId={vehicle.id}
          photos={vehicle.photos}
          actions={actions}
        />
      )}
    </>
  );
}
