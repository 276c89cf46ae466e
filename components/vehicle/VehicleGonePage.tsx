import { getTranslations } from "next-intl/server";
import { routes } from "@/lib/routes";
import { readerOf } from "@/lib/vehicles/listing-kind";
import type { VehicleDetail } from "@/lib/vehicles/detail";
import type { VehicleCard as VehicleCardData } from "@/lib/vehicles/cards";
import { LineButton, PhoneCallout } from "@/components/layout/ContactCallouts";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { Card } from "@/components/ui/Card";
import { TextLink } from "@/components/ui/TextLink";
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
      <Card as="div">
        <h1 className="text-2xl font-black leading-snug">{t("gone.heading")}</h1>
        <p className="mt-3 leading-relaxed">
          {t(`gone.text.${vehicle.kind}`, { name: vehicle.name, inquiryNo: vehicle.inquiryNo })}
        </p>
        <div className="mt-5 flex flex-col gap-3 pc:flex-row pc:items-center pc:gap-6">
          <PhoneCallout />
          <LineButton audience={readerOf(vehicle.kind)} />
          <ButtonLink href={routes.contact()} variant="outline">
            {t("gone.contact")}
          </ButtonLink>
        </div>
        <p className="mt-5">
          <TextLink href={routes[vehicle.kind](vehicle.bodyTypeSlug)}>
            {t("gone.browse", { bodyType: vehicle.bodyTypeName, catalogue: tc(`${vehicle.kind}Title`) })}
          </TextLink>
        </p>
      </Card>
      <SimilarVehicles similar={similar} title={t(`gone.similar.${vehicle.kind}`)} />
    </div>
  );
}
