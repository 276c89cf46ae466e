import "server-only";
import { db } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locales";
import { mediaUrl, PHOTO_SIZES } from "@/lib/media/keys";
import type { ListingKind, Prisma } from "@/lib/generated/prisma/client";
import { nameIn } from "@/lib/i18n/bilingual";
import { requiredLicence, type Licence } from "./licence";
import { LISTED } from "./status";

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
  sold: boolean;
  /** The driving licence the truck needs, when its gross weight is stated. */
  licence: Licence | null;
  photo: { src: string; width: number; height: number } | null;
}

export const vehicleCardSelect = {
  strId: true,
  kind: true,
  inquiryNo: true,
  status: true,
  nameJa: true,
  nameEn: true,
  modelYear: true,
  mileageKm: true,
  priceBodyYen: true,
  priceTotalYen: true,
  isBargain: true,
  grossWeightKg: true,
  maxLoadKg: true,
  maker: { select: { nameJa: true, nameEn: true } },
  loadClass: { select: { nameJa: true, nameEn: true } },
  bodyType: { select: { nameJa: true, nameEn: true, slug: true } },
  photos: { select: { thumbKey: true }, orderBy: { position: "asc" }, take: 1 },
} satisfies Prisma.VehicleSelect;

type CardRow = Prisma.VehicleGetPayload<{ select: typeof vehicleCardSelect }>;

export function toVehicleCard(row: CardRow, locale: Locale): VehicleCard {
  const pick = (names: { nameJa: string; nameEn: string }) => nameIn(locale, names);
  const photo = row.photos[0];
  return {
    strId: row.strId,
    kind: row.kind,
    inquiryNo: row.inquiryNo,
    name: pick(row),
    makerName: pick(row.maker),
    modelYear: row.modelYear,
    mileageKm: row.mileageKm,
    loadClassName: pick(row.loadClass),
    bodyTypeName: pick(row.bodyType),
    bodyTypeSlug: row.bodyType.slug,
    priceBodyYen: row.priceBodyYen,
    priceTotalYen: row.priceTotalYen,
    isBargain: row.kind === "sale" && row.isBargain,
    sold: row.status === "sold",
    licence: requiredLicence(row),
    photo: photo ? { src: mediaUrl(photo.thumbKey), ...PHOTO_SIZES.thumb } : null,
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
    select: vehicleCardSelect,
  });
  return rows.map((row) => toVehicleCard(row, locale));
}
