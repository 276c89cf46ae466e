import "server-only";
import { createHash } from "node:crypto";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { localeCodes, type Locale } from "@/lib/i18n/locales";
import type { ListingKind } from "@/lib/generated/prisma/client";
import { formatPrice } from "@/lib/format";
import { getArchivedVehicle, getVehicleDetail, type VehicleDetail } from "./detail";
import { db } from "@/lib/db";
import { ImageWorkBusy } from "@/lib/media/image-work";
import { PHOTO_BUSY_ANSWER } from "@/lib/media/limits";
import { getImage } from "@/lib/media/store";
import { routes } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo/metadata";
import { vehicleShareImage } from "@/lib/seo/share-image";
import { cacheAcrossRequests } from "@/lib/cache/across-requests";

/** The vehicle a vehicle route names, or notFound() for a malformed, unknown or unpublished id. */
export async function loadVehicle(kind: ListingKind, locale: Locale, strId: string) {
  const vehicle = await getVehicleDetail(kind, strId, locale);
  if (!vehicle) notFound();
  return vehicle;
}

/**
 * What a vehicle's own URL shows: the vehicle, or, once staff archived it (orders refer to it), the page that
 * says it is no longer listed, so old links and mails still lead somewhere useful. notFound() otherwise.
 */
export async function loadVehicleListing(
  kind: ListingKind,
  locale: Locale,
  strId: string,
): Promise<{ vehicle: VehicleDetail; listed: boolean }> {
  const vehicle = await getVehicleDetail(kind, strId, locale);
  if (vehicle) return { vehicle, listed: true };
  const archived = await getArchivedVehicle(kind, strId, locale);
  if (!archived) notFound();
  return { vehicle: archived, listed: false };
}

async function priceText(kind: ListingKind, locale: Locale, priceTotalYen: number | null) {
  const t = await getTranslations({ locale, namespace: "vehicle" });
  return {
    label: t(`priceLabel.${kind}`),
    price: priceTotalYen === null ? t(`priceOnRequest.${kind}`) : formatPrice(locale, priceTotalYen),
  };
}

export async function vehicleMetadata(kind: ListingKind, locale: Locale, strId: string): Promise<Metadata> {
  const { vehicle, listed } = await loadVehicleListing(kind, locale, strId);
  const t = await getTranslations({ locale, namespace: "vehicle" });
  if (!listed) return { title: t("gone.title", { name: vehicle.name }), robots: { index: false } };
  const { label, price } = await priceText(kind, locale, vehicle.priceTotalYen);
  const card = await shareCardOf(vehicle, kind, locale);
  return pageMetadata({
    locale,
    path: routes.vehicle(kind, strId),
    image: routes.shareImage(localeCodes[locale], { kind, strId, version: shareCardVersion(card) }),
    title: t("metaTitle", { name: vehicle.name, inquiryNo: vehicle.inquiryNo }),
    description: t("metaDescription", {
      price: vehicle.priceTotalYen === null ? price : `${label} ${price}`,
      description: vehicle.description,
    }).slice(0, 160),
  });
}

/** Everything a vehicle's share card shows; its hash is the card's version, in the URL pages give the networks. */
type ShareCard = { photoKey: string | null; name: string; priceLabel: string; price: string; siteName: string };

async function shareCardOf(vehicle: VehicleDetail, kind: ListingKind, locale: Locale): Promise<ShareCard> {
  const { label, price } = await priceText(kind, locale, vehicle.priceTotalYen);
  const t = await getTranslations({ locale, namespace: "meta" });
  return {
    photoKey: vehicle.photos[0]?.largeKey ?? null,
    name: vehicle.name,
    priceLabel: label,
    price,
    siteName: t("siteName"),
  };
}

export function shareCardVersion(card: ShareCard): string {
  return createHash("sha256").update(JSON.stringify(card)).digest("base64url").slice(0, 16);
}

// A card is drawn once per content (0.2–0.3 s of a core) and kept a day after it was last drawn.
const drawShareCard = cacheAcrossRequests(
  async (card: ShareCard) => {
    const photo = card.photoKey ? await getImage(db(), card.photoKey) : null;
    const image = await vehicleShareImage({ ...card, photo: photo ? Buffer.from(photo.bytes) : null });
    return Buffer.from(await image.arrayBuffer()).toString("base64");
  },
  "share-card",
  { revalidate: 24 * 60 * 60 },
);

/**
 * The picture a shared vehicle link shows: its first photo, name and price; 404 for what has no page. At the
 * URL of its current version it never changes, and is cached for a year; any other URL (an old version, none)
 * shows the current card, cached for minutes, as the price may change.
 */
export async function vehicleShareImageResponse(
  kind: ListingKind,
  locale: Locale,
  strId: string,
  requestedVersion: string | null,
): Promise<Response> {
  const vehicle = await getVehicleDetail(kind, strId, locale);
  if (!vehicle) return new Response(null, { status: 404 });
  const card = await shareCardOf(vehicle, kind, locale);
  const drawn = await drawShareCard.timed(card).catch((error: unknown) => {
    if (error instanceof ImageWorkBusy) return null;
    throw error;
  });
  if (!drawn) return new Response(null, PHOTO_BUSY_ANSWER);
  const { value, serverTiming } = drawn;
  const current = requestedVersion === shareCardVersion(card);
  return new Response(Buffer.from(value, "base64"), {
    headers: {
      "Content-Type": "image/png",
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "public, max-age=300",
      "Server-Timing": serverTiming,
    },
  });
}

export async function orderMetadata(kind: ListingKind, locale: Locale, strId: string): Promise<Metadata> {
  const vehicle = await loadVehicle(kind, locale, strId);
  const t = await getTranslations({ locale, namespace: "order" });
  return { title: t("titleFor", { name: vehicle.name }), robots: { index: false } };
}

export async function printMetadata(kind: ListingKind, locale: Locale, strId: string): Promise<Metadata> {
  const vehicle = await loadVehicle(kind, locale, strId);
  const t = await getTranslations({ locale, namespace: "print" });
  return { title: t("title", { name: vehicle.name }), robots: { index: false } };
}
