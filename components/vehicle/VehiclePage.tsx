import { preload } from "react-dom";
import { getLocale, getTranslations } from "next-intl/server";
import { routes } from "@/lib/routes";
import { readerOf } from "@/lib/vehicles/listing-kind";
import type { VehicleDetail } from "@/lib/vehicles/detail";
import type { VehicleCard as VehicleCardData } from "@/lib/vehicles/cards";
import { PhoneAndLine } from "@/components/layout/ContactCallouts";
import { PhotoGallery } from "./PhotoGallery";
import { VehiclePrice } from "./VehiclePrice";
import { VehicleSpecs } from "./VehicleSpecs";
import { Section } from "@/components/ui/Section";
import { SimilarVehicles } from "./SimilarVehicles";
import { getSpecRows, KEY_FACTS } from "./spec-rows";
import { Breadcrumbs } from "@/components/seo/Breadcrumbs";
import { JsonLd } from "@/components/seo/JsonLd";
import { Badge } from "@/components/ui/Badge";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { Card } from "@/components/ui/Card";
import { siteOrigin } from "@/lib/seo/site";
import { vehicleData } from "@/lib/seo/structured-data";
import { LOAN_DEFAULTS, simulateLoan } from "@/lib/finance/loan";
import { formatNumber, formatYen } from "@/lib/format";
import { textLinkClass } from "@/components/ui/TextLink";
import { PaymentSimulator } from "./PaymentSimulator";
import { VehicleBadges } from "./VehicleBadges";
import { VehicleYard } from "./VehicleYard";
import { KeepControls } from "@/components/keep/KeepControls";
import { RecentlyViewed } from "@/components/keep/RecentlyViewed";
import { ClientMessages } from "@/components/app/ClientMessages";
import { GALLERY_SIZES } from "./gallery-sizes";

const SIMULATOR_ID = "payment-simulator";

export async function VehiclePage({ vehicle, similar }: { vehicle: VehicleDetail; similar: VehicleCardData[] }) {
  // The first photo is what a phone shows largest: asked for from the head, before the scripts.
  const first = vehicle.gallery[0];
  if (first)
    preload(first.large.src, {
      as: "image",
      fetchPriority: "high",
      ...(first.srcSet && { imageSrcSet: first.srcSet, imageSizes: GALLERY_SIZES }),
    });
  const t = await getTranslations("vehicle");
  const locale = await getLocale();
  const tc = await getTranslations("catalogue");
  const [specs] = (await getSpecRows())(vehicle);
  const keyFacts = specs.rows.filter((row) => (KEY_FACTS as readonly string[]).includes(row.key));
  const href = routes.vehicle(vehicle.kind, vehicle.strId);
  const tf = await getTranslations("finance");
  // The payment simulator is for a sale vehicle one can still buy, at a price a loan can be worked out for;
  // the line under the price is its default example, which the simulator shows first.
  const financed = vehicle.kind === "sale" && !vehicle.sold ? vehicle.priceTotalYen : null;
  const example = financed === null ? null : simulateLoan({ priceYen: financed, ...LOAN_DEFAULTS });
  const exampleLoan = example?.ok && example.result.kind === "loan" ? example.result : null;

  return (
    <ClientMessages page="vehicle">
      <div className="mx-auto max-w-6xl px-4 py-6">
        <JsonLd
          data={vehicleData(
            {
              ...vehicle,
              photos: vehicle.gallery.map((photo) => photo.large.src),
              pricePartNames: { body: t("price.body"), fees: t("price.fees") },
            },
            locale,
            siteOrigin(),
          )}
        />
        <Breadcrumbs
          crumbs={[
            { name: tc(`${vehicle.kind}Title`), path: routes[vehicle.kind]() },
            { name: vehicle.bodyTypeName, path: routes[vehicle.kind](vehicle.bodyTypeSlug) },
            { name: vehicle.name },
          ]}
        />

        <div className="mt-4 grid gap-6 pc:grid-cols-[3fr_2fr]">
          <PhotoGallery photos={vehicle.gallery} name={vehicle.name} />
          <div className="flex flex-col gap-4">
            <div className="flex flex-wrap gap-2">
              {vehicle.isBargain && (
                <Badge tone="accent" size="md">
                  {t("bargain")}
                </Badge>
              )}
              <VehicleBadges badges={vehicle.badges} size="md" />
              {vehicle.leasePurchase && (
                <Badge tone="outline" size="md">
                  {t("leaseAvailable")}
                </Badge>
              )}
            </div>
            <h1 className="text-2xl font-black leading-snug">{vehicle.name}</h1>
            <p className="text-sm text-muted">
              {t("inquiryNo")} <span className="font-bold text-ink">{vehicle.inquiryNo}</span>
            </p>
            <KeepControls vehicle={{ kind: vehicle.kind, strId: vehicle.strId }} name={vehicle.name} />
            <VehiclePrice vehicle={vehicle} />
            {exampleLoan && (
              <a href={`#${SIMULATOR_ID}`} className={textLinkClass({ className: "text-sm" })}>
                {tf("teaser", {
                  amount: formatYen(locale, exampleLoan.monthlyPaymentYen),
                  months: exampleLoan.payments,
                  rate: formatNumber(locale, LOAN_DEFAULTS.annualRatePercent),
                })}
              </a>
            )}
            <dl className="grid grid-cols-2 gap-2 text-sm" data-testid="key-facts">
              {keyFacts.map((fact) => (
                <div key={fact.key}>
                  <dt className="text-muted">{fact.label}</dt>
                  <dd className="font-semibold">{fact.value}</dd>
                </div>
              ))}
            </dl>
            <VehicleYard office={vehicle.yard} />
            {!vehicle.sold && (
              <ButtonLink href={`${href}/order`} variant="accent" size="lg">
                {vehicle.kind === "sale" ? t("apply") : t("applyPurchase")}
              </ButtonLink>
            )}
            <Card as="div">
              <p className="text-sm font-semibold">{t("phoneCta", { inquiryNo: vehicle.inquiryNo })}</p>
              <PhoneAndLine audience={readerOf(vehicle.kind)} className="mt-2" />
            </Card>
            <ButtonLink href={`${href}/print`} variant="secondary">
              {t("printPage")}
            </ButtonLink>
          </div>
        </div>

        <div className="mt-10">
          <VehicleSpecs vehicle={vehicle} />
        </div>

        {vehicle.description && (
          <Section heading="ruled" id="description" title={t("description")} className="mt-10">
            <p className="mt-3 whitespace-pre-line leading-relaxed">{vehicle.description}</p>
          </Section>
        )}

        {vehicle.videoUrl && (
          <Section heading="ruled" id="video" title={t("video")} className="mt-10">
            <div className="mt-3 aspect-video overflow-hidden rounded-lg bg-black">
              <iframe
                src={vehicle.videoUrl}
                title={t("videoTitle", { name: vehicle.name })}
                loading="lazy"
                allow="encrypted-media; picture-in-picture"
                allowFullScreen
                className="h-full w-full"
              />
            </div>
          </Section>
        )}

        {financed !== null && exampleLoan && (
          <div className="mt-10">
            <PaymentSimulator id={SIMULATOR_ID} priceYen={financed} leasePurchase={vehicle.leasePurchase} />
          </div>
        )}

        <SimilarVehicles similar={similar} />
        <RecentlyViewed current={{ kind: vehicle.kind, strId: vehicle.strId }} className="mt-12" />
      </div>
    </ClientMessages>
  );
}
