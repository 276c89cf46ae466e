import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import type { ListingKind } from "@/lib/generated/prisma/client";
import { notFoundMetadata } from "@/lib/seo/not-found";
import { formatPrice } from "@/lib/format";
import { getVehicleDetail } from "./detail";

/** The vehicle a vehicle route names, or the 404 page for a malformed, unknown or unpublished id. */
export async function loadVehicle(kind: ListingKind, locale: Locale, strId: string) {
  const vehicle = await getVehicleDetail(kind, strId, locale);
  if (!vehicle) notFound();
  return vehicle;
}

export async function vehicleMetadata(kind: ListingKind, locale: Locale, strId: string): Promise<Metadata> {
  const vehicle = await getVehicleDetail(kind, strId, locale);
  if (!vehicle) return notFoundMetadata(locale);
  const t = await getTranslations({ locale, namespace: "vehicle" });
  const price = vehicle.priceTotalYen === null ? t("priceOnRequest") : `${t(`priceLabel.${kind}`)} ${formatPrice(locale, vehicle.priceTotalYen)}`;
  return {
    title: t("metaTitle", { name: vehicle.name, inquiryNo: vehicle.inquiryNo }),
    description: t("metaDescription", { price, description: vehicle.description }).slice(0, 160),
  };
}

export async function orderMetadata(kind: ListingKind, locale: Locale, strId: string): Promise<Metadata> {
  const vehicle = await getVehicleDetail(kind, strId, locale);
  if (!vehicle) return notFoundMetadata(locale);
  const t = await getTranslations({ locale, namespace: "order" });
  return { title: t("titleFor", { name: vehicle.name }), robots: { index: false } };
}

export async function printMetadata(kind: ListingKind, locale: Locale, strId: string): Promise<Metadata> {
  const vehicle = await getVehicleDetail(kind, strId, locale);
  if (!vehicle) return notFoundMetadata(locale);
  const t = await getTranslations({ locale, namespace: "print" });
  return { title: t("title", { name: vehicle.name }), robots: { index: false } };
}
