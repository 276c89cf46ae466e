import { getLocale, getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { formatPrice } from "@/lib/format";
import type { VehicleCard as VehicleCardData } from "@/lib/vehicles/cards";
import { Badge } from "@/components/ui/Badge";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { StoredImage } from "@/components/ui/StoredImage";
import { textLinkClass } from "@/components/ui/TextLink";
import { getVehicleText } from "./vehicle-text";
import { getBodyHighlights } from "./spec-rows";
import { VehicleBadges } from "./VehicleBadges";
import { OldPrice } from "./OldPrice";
import { KeepControls } from "@/components/keep/KeepControls";
import { DrivableNote } from "@/components/keep/DrivableNote";

// Each spec a term beside its value; the list styles its terms once, not on every <dt>.
const SPECS =
  "grid grid-cols-[auto_1fr] items-baseline gap-x-3 gap-y-1 px-3 pt-2 text-sm " +
  "[&>dd]:col-start-2 [&>dt]:text-xs [&>dt]:text-muted";

export async function VehicleCard({
  vehicle,
  priority = false,
  withActions = false,
}: {
  vehicle: VehicleCardData;
  priority?: boolean;
  withActions?: boolean;
}) {
  const t = await getTranslations("vehicle");
  const tc = await getTranslations("catalogue");
  const ty = await getTranslations("yard");
  const to = await getTranslations("offices");
  const text = await getVehicleText();
  const locale = await getLocale();
  const highlights = (await getBodyHighlights())(vehicle.highlights);
  const href = routes.vehicle(vehicle.kind, vehicle.strId);
  const { badges } = vehicle;
  const hasBadges = vehicle.isBargain || badges.new || badges.priceCut !== null || badges.reserved || badges.sold;
  // A results page draws twenty of these, and its weight is their elements and classes: no box per spec, none
  // for badges a vehicle has not, the price's words in one paragraph.
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <Link href={href} className="group relative block">
        {vehicle.photo ? (
          // No alt text: the link is named by the vehicle's name just below, which would otherwise be read twice.
          <StoredImage
            image={vehicle.photo}
            alt=""
            loading={priority ? "eager" : "lazy"}
            fetchPriority={priority ? "high" : undefined}
            decoding="async"
            className="aspect-[4/3] w-full bg-slate-100 object-cover"
          />
        ) : (
          <span className="flex aspect-[4/3] items-center justify-center bg-slate-100 text-sm text-muted">
            {t("noPhoto")}
          </span>
        )}
        {hasBadges && (
          <span className="absolute inset-x-2 top-2 flex flex-wrap gap-1">
            {vehicle.isBargain && <Badge tone="accent">{t("bargain")}</Badge>}
            <VehicleBadges badges={vehicle.badges} />
          </span>
        )}
        <h3 className="px-3 pt-3 font-bold leading-snug group-hover:underline">{vehicle.name}</h3>
      </Link>
      <dl className={SPECS}>
        <dt>{t("year")}</dt>
        <dd>{text.year(vehicle.modelYear)}</dd>
        <dt>{t("mileage")}</dt>
        <dd>{text.mileage(vehicle.mileageKm)}</dd>
        <dt>{t("loadClass")}</dt>
        <dd>{vehicle.loadClassName}</dd>
        <dt>{t("bodyType")}</dt>
        <dd>
          <Link href={routes[vehicle.kind](vehicle.bodyTypeSlug)} className={textLinkClass()}>
            {vehicle.bodyTypeName}
          </Link>
        </dd>
        {highlights && (
          <>
            <dt>{t("bodyHighlights")}</dt>
            <dd data-testid="body-highlights">{highlights}</dd>
          </>
        )}
        <dt>{ty("label")}</dt>
        <dd data-testid="yard">{to(vehicle.yard)}</dd>
        {vehicle.licence && (
          <>
            <dt>{t("licence")}</dt>
            <dd data-testid="licence">{text.licence(vehicle.licence)}</dd>
            <DrivableNote needed={vehicle.licence} as="dd" />
          </>
        )}
      </dl>
      {/* One grid for the price, the controls and the two actions side by side, rather than a box for the pair. */}
      <div className="mt-auto grid grid-cols-2 gap-x-2 p-3">
        {vehicle.priceTotalYen !== null ? (
          <p className="col-span-2 text-xs text-muted tabular-nums">
            {t(`priceLabel.${vehicle.kind}`)}
            {badges.priceCut && <OldPrice yen={badges.priceCut.fromYen} className="text-sm" />}
            <strong className="block text-2xl font-black text-price">
              {formatPrice(locale, vehicle.priceTotalYen)}
            </strong>
            {vehicle.kind === "sale" &&
              vehicle.priceBodyYen !== null &&
              t("price.bodyShort", { price: formatPrice(locale, vehicle.priceBodyYen) })}
          </p>
        ) : (
          <p className="col-span-2 font-bold">{t(`priceOnRequest.${vehicle.kind}`)}</p>
        )}
        <p className="col-span-2 mt-1 text-xs text-muted">
          {t("inquiryNo")} {vehicle.inquiryNo}
        </p>
        <KeepControls
          vehicle={{ kind: vehicle.kind, strId: vehicle.strId }}
          name={vehicle.name}
          className="col-span-2 mt-3"
        />
        {/* A sold vehicle can no longer be asked about: its card leads to vehicles like it instead. */}
        {withActions && badges.sold && (
          <ButtonLink
            href={routes[vehicle.kind](vehicle.bodyTypeSlug)}
            aria-label={tc("actionFor", { action: tc("findSimilar"), name: vehicle.name })}
            variant="secondary"
            size="sm"
            className="col-span-2 mt-3"
          >
            {tc("findSimilar")}
          </ButtonLink>
        )}
        {withActions && !badges.sold && (
          <>
            <ButtonLink
              href={`${href}/order`}
              aria-label={tc("actionFor", { action: tc(`ask.${vehicle.kind}`), name: vehicle.name })}
              variant="accent"
              size="sm"
              className="mt-3"
            >
              {tc(`ask.${vehicle.kind}`)}
            </ButtonLink>
            <ButtonLink
              href={`${href}/print`}
              aria-label={tc("actionFor", { action: tc("print"), name: vehicle.name })}
              variant="secondary"
              size="sm"
              className="mt-3"
            >
              {tc("print")}
            </ButtonLink>
          </>
        )}
      </div>
    </article>
  );
}
