import "server-only";
import { db } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locales";
import { mediaUrl, PHOTO_SIZES } from "@/lib/media/keys";
import type { ListingKind, Prisma } from "@/lib/generated/prisma/client";
import { nameIn } from "@/lib/i18n/bilingual";
import { vehicleName } from "./name";
import { requiredLicence, type LicenceNeed } from "./licence";
import { LISTED } from "./status";
import { PRICE_CHANGES_READ, priceCutSince, vehicleBadges, type VehicleBadges } from "./badges";
import { yardOffice, type OfficeId } from "@/lib/company";
import { HIGHLIGHT_FIELDS, readKeyOf, readSelectOf, type BodyHighlights } from "./fields";
import { bodyHasField } from "./body-equipment";

/** What a catalogue card shows, already in the visitor's language. */
export interface VehicleCard {
  strId: string;
  kind: ListingKind;
  inquiryNo: number;
  name: string;
  makerName: string;
  modelYear: number | null;
  mileageKm: number | null;
  loadClassName: string;
  bodyTypeName: string;
  /** The catalogue category the vehicle is listed under (/sale/{slug}). */
  bodyTypeSlug: string;
  /** 車両本体価格, shown beside 支払総額 on a sale vehicle's card. */
  priceBodyYen: number | null;
  priceTotalYen: number | null;
  isBargain: boolean;
  /** 新着, 値下げ (with the old price), 商談中, 売約済, as of the moment the card was drawn. */
  badges: VehicleBadges;
  /** The office whose yard the vehicle stands at. */
  yard: OfficeId;
  /** The driving licence the truck needs, when its gross weight is stated. */
  licence: LicenceNeed | null;
  photo: { src: string; width: number; height: number } | null;
  /**
   * The body's equipment the card's one-line summary is worded from (components/vehicle/spec-rows
   * getBodyHighlights): only what the truck states, as most trucks state none of it.
   */
  highlights: Partial<BodyHighlights>;
}

const highlightSelect = readSelectOf(HIGHLIGHT_FIELDS);

/**
 * The price changes a card or a page reads: only those recent enough to make a 値下げ mark at `now`, the latest
 * few, read by the (vehicle, date) index for the rows being shown alone.
 */
export const recentPriceChanges = (now: Date) =>
  ({
    where: { changedAt: { gte: priceCutSince(now) } },
    select: { fromYen: true, changedAt: true },
    orderBy: { changedAt: "desc" },
    take: PRICE_CHANGES_READ,
  }) satisfies Prisma.Vehicle$priceChangesArgs;

/** The columns a card reads. */
export const vehicleCardSelect = (now: Date) =>
  ({
    strId: true,
    kind: true,
    inquiryNo: true,
    status: true,
    nameJa: true,
    nameEn: true,
    modelNameEn: true,
    modelYear: true,
    mileageKm: true,
    priceBodyYen: true,
    priceTotalYen: true,
    isBargain: true,
    grossWeightKg: true,
    maxLoadKg: true,
    maker: { select: { nameJa: true, nameEn: true } },
    loadClass: { select: { nameJa: true, nameEn: true } },
    bodyType: { select: { nameJa: true, nameEn: true, slug: true, towsTrailer: true } },
    photos: { select: { thumbKey: true }, orderBy: { position: "asc" }, take: 1 },
    yard: true,
    publishedAt: true,
    priceChanges: recentPriceChanges(now),
    ...highlightSelect,
  }) satisfies Prisma.VehicleSelect;

type CardRow = Prisma.VehicleGetPayload<{ select: ReturnType<typeof vehicleCardSelect> }>;

// A cached search hands its rows back through JSON, its dates as strings: read either.
const dateOf = (value: Date | string) => new Date(value);

/** A card in the visitor's language, its marks as of `now`. */
export function toVehicleCard(row: CardRow, locale: Locale, now = new Date()): VehicleCard {
  const pick = (names: { nameJa: string; nameEn: string }) => nameIn(locale, names);
  const photo = row.photos[0];
  return {
    strId: row.strId,
    kind: row.kind,
    inquiryNo: row.inquiryNo,
    name: vehicleName(locale, row),
    makerName: pick(row.maker),
    modelYear: row.modelYear,
    mileageKm: row.mileageKm,
    loadClassName: pick(row.loadClass),
    bodyTypeName: pick(row.bodyType),
    bodyTypeSlug: row.bodyType.slug,
    priceBodyYen: row.priceBodyYen,
    priceTotalYen: row.priceTotalYen,
    isBargain: row.kind === "sale" && row.isBargain,
    badges: vehicleBadges(
      {
        kind: row.kind,
        status: row.status,
        priceTotalYen: row.priceTotalYen,
        publishedAt: row.publishedAt && dateOf(row.publishedAt),
        priceChanges: row.priceChanges.map((change) => ({ ...change, changedAt: dateOf(change.changedAt) })),
      },
      now,
    ),
    yard: yardOffice(row.yard).id,
    licence: requiredLicence({ ...row, towsTrailer: row.bodyType.towsTrailer }),
    photo: photo ? { src: mediaUrl(photo.thumbKey), ...PHOTO_SIZES.thumb } : null,
    highlights: Object.fromEntries(
      HIGHLIGHT_FIELDS.flatMap((field) => {
        const key = readKeyOf(field);
        const value = row[key];
        return value === null || value === false || !bodyHasField(row.bodyType.slug, field) ? [] : [[key, value]];
      }),
    ),
  };
}

/**
 * The newest published listings of one catalogue (for the home page), or only those offered through the auction agency.
 */
export async function getNewestVehicles(
  kind: ListingKind,
  locale: Locale,
  limit: number,
  only: { auctionAgency?: boolean } = {},
): Promise<VehicleCard[]> {
  const rows = await db().vehicle.findMany({
    where: { kind, ...LISTED, ...(only.auctionAgency && { auctionAgency: true }) },
    orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
    take: limit,
    select: vehicleCardSelect(new Date()),
  });
  return rows.map((row) => toVehicleCard(row, locale));
}
