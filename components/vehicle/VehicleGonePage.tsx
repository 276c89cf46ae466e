import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import type { VehicleDetail } from "@/lib/vehicles/detail";
import type { VehicleCard as VehicleCardData } from "@/lib/vehicles/cards";
import { LineButton, PhoneCallout } from "@/components/layout/ContactCallouts";
import { SimilarVehicles } from "./SimilarVehicles";

/**
 * What the URL of a vehicle staff archived shows: that it is no longer listed, the number the customer may
 * quote, vehicles like it still in stock, and the ways to reach us. Old links and mails keep helping.
 */
export async function VehicleGonePage({ vehicle, similar }: { vehicle: VehicleDetail; similar: VehicleCardData[] }) {
  const t = await getTranslations("vehicle");
  const tc = await getTranslations("catalogue");
  return (
    <div className="mx-auto max-w-6xl px-4 py-6">
      <div className="rounded-lg border border-slate-200 bg-white p-6">
        <h1 className="text-2xl font-black leading-snug">{t("gone.heading")}</h1>
        <p className="mt-3 leading-relaxed">
          {t(`gone.text.${vehicle.kind}`, { name: vehicle.name, inquiryNo: vehicle.inquiryNo })}
        </p>
        <div className="mt-5 flex flex-col gap-3 pc:flex-row pc:items-center pc:gap-6">
          <PhoneCallout />
          <LineButton long />
          <Link
            href={routes.contact()}
            className="inline-flex min-h-11 items-center justify-center rounded-md border border-brand-700 px-5 font-bold text-brand-800"
          >
            {t("gone.contact")}
          </Link>
        </div>
        <p className="mt-5">
          <Link href={routes[vehicle.kind](vehicle.bodyTypeSlug)} className="font-semibold text-brand-800 underline">
            {t("gone.browse", { bodyType: vehicle.bodyTypeName, catalogue: tc(`${vehicle.kind}Title`) })}
          </Link>
        </p>
      </div>
      <SimilarVehicles similar={similar} title={t(`gone.similar.${vehicle.kind}`)} />
    </div>
  );
}
