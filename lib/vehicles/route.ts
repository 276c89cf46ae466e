import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { localeCodes, type Locale } from "@/lib/i18n/locales";
import type { ListingKind } from "@/lib/generated/prisma/client";
import { formatPrice } from "@/lib/format";
import { getArchivedVehicle, getVehicleDetail, type VehicleDetail } from "./detail";
import { db } from "@/lib/db";
import { getImage } from "@/lib/media/store";
import { routes } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo/metadata";
import { vehicleShareImage } from "@/lib/seo/share-image";

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
export async function loadVehicleListing(kind: ListingKind, locale: Locale, strId: string): Promise<{ vehicle: VehicleDetail; listed: boolean }> {
  const vehicle = await getVehicleDetail(kind, strId, locale);
  if (vehicle) return { vehicle, listed: true };
  const archived = await getArchivedVehicle(kind, strId, locale);
  if (!archived) notFound();
  return { vehicle: archived, listed: false };
}

async function priceText(kind: ListingKind, locale: Locale, priceTotalYen: number | null) {
  const t = await getTranslations({ locale, namespace: "vehicle" });
  return { label: t(`priceLabel.${kind}`), price: priceTotalYen === null ? t(`priceOnRequest.${kind}`) : formatPrice(locale, priceTotalYen) };
}

export async function vehicleMetadata(kind: ListingKind, locale: Locale, strId: string): Promise<Metadata> {
  const { vehicle, listed } = await loadVehicleListing(kind, locale, strId);
  const t = await getTranslations({ locale, namespace: "vehicle" });
  if (!listed) return { title: t("gone.title", { name: vehicle.name }), robots: { index: false } };
  const { label, price } = await priceText(kind, locale, vehicle.priceTotalYen);
  return pageMetadata({
    locale,
    path: routes.vehicle(kind, strId),
    image: routes.shareImage(localeCodes[locale], { kind, strId }),
    title: t("metaTitle", { name: vehicle.name, inquiryNo: vehicle.inquiryNo }),
    description: t("metaDescription", { price: vehicle.priceTotalYen === null ? price : `${label} ${price}`, description: vehicle.description }).slice(0, 160),
  });
}

/** The picture a shared vehicle link shows: its first photo, name and price; 404 for what has no page. */
export async function vehicleShareImageResponse(kind: ListingKind, locale: Locale, strId: string): Promise<Response> {
  const vehicle = await getVehicleDetail(kind, strId, locale);
  if (!vehicle) return new Response(null, { status: 404 });
  const photo = vehicle.photos[0] ? await getImage(db(), vehicle.photos[0].largeKey) : null;
  const t = await getTranslations({ locale, namespace: "meta" });
  const { label, price } = await priceText(kind, locale, vehicle.priceTotalYen);
  return vehicleShareImage({ photo: photo ? Buffer.from(photo.bytes) : null, name: vehicle.name, priceLabel: label, price, siteName: t("siteName") });
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
