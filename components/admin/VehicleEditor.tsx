import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import type { Locale } from "@/lib/i18n/locales";
import type { getVehicleForEdit, getVehicleFormOptions } from "@/lib/admin/vehicle-editor";
import type { Action } from "@/lib/actions/result";
import { VehicleForm } from "./VehicleForm";
import { VehiclePhotos, type PhotoCalls } from "./VehiclePhotos";
import { HeldPhotoPicker } from "./HeldPhotoPicker";
import { Notice } from "@/components/ui/Notice";
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
  created = false,
}: {
  actions: VehicleEditorCalls;
  kind: "sale" | "purchase";
  locale: Locale;
  vehicle: Awaited<ReturnType<typeof getVehicleForEdit>>;
  /** The master data the form chooses from. */
  options: Awaited<ReturnType<typeof getVehicleFormOptions>>;
  /** The vehicle was registered a moment ago (its first save led here): its photos come next. */
  created?: boolean;
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
          ? t("editTitle", { name: await vehicleRecordName(vehicle, locale) })
          : t("newTitle", { kind: tn(kind) })}
      </h1>
      {created && (
        <Notice tone="success" className="mt-4">
          {t("created")}
        </Notice>
      )}
      <VehicleForm
        action={actions.save}
        kind={kind}
        record={{ id: vehicle?.id ?? null, version: vehicle?.version ?? null }}
        initial={vehicle?.initial ?? {}}
        options={options}
        preview={
          vehicle && (
            // A new tab: the form and what was typed in it stay where they are.
            <Link
              href={routes.admin.vehiclePreview(kind, vehicle.id)}
              target="_blank"
              className="font-semibold text-brand-700 underline"
            >
              {t("preview")}
            </Link>
          )
        }
      />
      {vehicle ? (
        <div id="photos">
          <VehiclePhotos vehicleId={vehicle.id} photos={vehicle.photos} actions={actions} />
        </div>
      ) : (
        // Photos belong to a stored vehicle: those chosen now are uploaded by its editor right after the first save.
        <HeldPhotoPicker />
      )}
    </>
  );
}

/** How staff name a vehicle: its inquiry number and name ("1234 いすゞ エルフ"), in titles and dialogs. */
export async function vehicleRecordName(vehicle: { inquiryNo: number; name: string; nameEn: string }, locale: Locale) {
  const t = await getTranslations({ locale, namespace: "admin.vehicles" });
  return t("recordName", { inquiryNo: vehicle.inquiryNo, name: locale === "ja" ? vehicle.name : vehicle.nameEn });
}
