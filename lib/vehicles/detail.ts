import "server-only";
import { cache } from "react";
import { db } from "@/lib/db";
import type { Locale } from "@/lib/i18n/locales";
import { mediaUrl, PHOTO_SIZES } from "@/lib/media/keys";
import type { ListingKind, Prisma, VehicleStatus } from "@/lib/generated/prisma/client";
import { isValidStrId } from "./str-id";
import { LISTED, PUBLIC_PAGE_STATUSES } from "./status";
import { saleTermsFor } from "./fields";
import { bodyEquipmentFor } from "./body-equipment";
import { recentPriceChanges, toVehicleCard, vehicleCardSelect, type VehicleCard } from "./cards";
import { nameIn, textIn } from "@/lib/i18n/bilingual";
import { vehicleName } from "./name";
import { yardOffice } from "@/lib/company";
import { vehicleBadges } from "./badges";

const named = { select: { slug: true, nameJa: true, nameEn: true } } as const;

export const detailInclude = (now: Date) =>
  ({
    maker: named,
    loadClass: named,
    bodyType: { select: { ...named.select, towsTrailer: true, boxBody: true } },
    fuel: named,
    transmission: named,
    driveType: named,
    craneMaker: named,
    reeferMaker: named,
    photos: { orderBy: { position: "asc" } },
    priceChanges: recentPriceChanges(now),
  }) satisfies Prisma.VehicleInclude;

export const detailOmit = { searchText: true, searchGrams: true } satisfies Prisma.VehicleOmit;

type DetailRow = Prisma.VehicleGetPayload<{ include: ReturnType<typeof detailInclude>; omit: typeof detailOmit }>;

/** Everything a vehicle page shows, with names in the visitor's language and its marks as of `now`. */
export function toVehicleDetail(row: DetailRow, locale: Locale, now = new Date()) {
  const pick = (names: { nameJa: string; nameEn: string } | null) => (names ? nameIn(locale, names) : null);
  return {
    ...bodyEquipmentFor(row.bodyType.slug, saleTermsFor(row.kind, row)),
    name: vehicleName(locale, row),
    description: textIn(locale, row, "description"),
    modelLabel: locale === "en" && row.modelNameEn ? row.modelNameEn : row.modelName,
    makerName: pick(row.maker)!,
    loadClassName: pick(row.loadClass)!,
    bodyTypeName: pick(row.bodyType)!,
    bodyTypeSlug: row.bodyType.slug,
    towsTrailer: row.bodyType.towsTrailer,
    boxBody: row.bodyType.boxBody,
    fuelName: pick(row.fuel),
    transmissionName: pick(row.transmission),
    driveTypeName: pick(row.driveType),
    sold: row.status === "sold",
    badges: vehicleBadges(row, now),
    yard: yardOffice(row.yard),
    gallery: row.photos.map((photo) => ({
      large: { src: mediaUrl(photo.largeKey), ...PHOTO_SIZES.large },
      thumb: { src: mediaUrl(photo.thumbKey), ...PHOTO_SIZES.thumb },
      // The sizes the browser picks from for the screen it draws on; none for a photo stored before the medium.
      srcSet: photo.mediumKey
        ? [
            `${mediaUrl(photo.mediumKey)} ${PHOTO_SIZES.medium.width}w`,
            `${mediaUrl(photo.largeKey)} ${PHOTO_SIZES.large.width}w`,
          ].join(", ")
        : undefined,
    })),
  };
}

export type VehicleDetail = ReturnType<typeof toVehicleDetail>;

async function findVehicleDetail(
  kind: ListingKind,
  strId: string,
  locale: Locale,
  statuses: readonly VehicleStatus[],
): Promise<VehicleDetail | null> {
  if (!isValidStrId(strId)) return null;
  // The search columns are the widest of the row and no page shows them.
  const now = new Date();
  const row = await db().vehicle.findFirst({
    where: { strId, kind, status: { in: [...statuses] } },
    include: detailInclude(now),
    omit: detailOmit,
  });
  return row ? toVehicleDetail(row, locale, now) : null;
}

/** A published or sold vehicle of this catalogue; null for a malformed id, a draft or an unknown one. */
export const getVehicleDetail = cache((kind: ListingKind, strId: string, locale: Locale) =>
  findVehicleDetail(kind, strId, locale, PUBLIC_PAGE_STATUSES),
);

/** A vehicle staff archived (orders refer to it): its old URL says it is no longer listed. */
export const getArchivedVehicle = cache((kind: ListingKind, strId: string, locale: Locale) =>
  findVehicleDetail(kind, strId, locale, ["archived"]),
);

/**
 * Up to `limit` published vehicles like this one: those with its body first (a crane truck's buyer compares cranes,
 * not the flatbeds of its class), then others of its load class; each nearest in price first, or the newest for a
 * vehicle without a price.
 */
export async function getSimilarVehicles(vehicle: VehicleDetail, locale: Locale, limit = 4): Promise<VehicleCard[]> {
  const others = { kind: vehicle.kind, ...LISTED, id: { not: vehicle.id } } satisfies Prisma.VehicleWhereInput;
  const sameBody = await nearestInPrice({ ...others, bodyTypeId: vehicle.bodyTypeId }, vehicle.priceTotalYen, limit);
  const sameClass =
    sameBody.length < limit
      ? await nearestInPrice(
          { ...others, bodyTypeId: { not: vehicle.bodyTypeId }, loadClassId: vehicle.loadClassId },
          vehicle.priceTotalYen,
          limit - sameBody.length,
        )
      : [];
  return [...sameBody, ...sameClass].map((row) => toVehicleCard(row, locale));
}

/** Up to `limit` cards' rows of the vehicles `where` selects, nearest to `price` first (the newest without one). */
async function nearestInPrice(where: Prisma.VehicleWhereInput, price: number | null, limit: number) {
  const select = vehicleCardSelect(new Date());
  if (price === null) return db().vehicle.findMany({ where, orderBy: { publishedAt: "desc" }, take: limit, select });
  const [above, below] = await Promise.all([
    db().vehicle.findMany({
      where: { ...where, priceTotalYen: { gte: price } },
      orderBy: { priceTotalYen: "asc" },
      take: limit,
      select,
    }),
    db().vehicle.findMany({
      where: { ...where, priceTotalYen: { lt: price } },
      orderBy: { priceTotalYen: "desc" },
      take: limit,
      select,
    }),
  ]);
  return [...above, ...below]
    .sort((a, b) => Math.abs(a.priceTotalYen! - price) - Math.abs(b.priceTotalYen! - price))
    .slice(0, limit);
}
