// What a vehicle's pages share: the page's kind and vehicle from its params, and metadata read the same way.
import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { localeOf } from "@/lib/i18n/locales";
import type { ListingKind } from "@/lib/vehicles/listing-kind";
import { loadVehicle } from "@/lib/vehicles/vehicle-page";
import { withErrorMetadata } from "@/lib/seo/error-pages";

export type VehicleProps = { params: Promise<{ locale: string; strId: string }> };

/** The vehicle a page's params name, in the page's language (404 when there is none). */
export async function openVehicle(kind: ListingKind, { params }: VehicleProps) {
  const { locale: segment, strId } = await params;
  const locale = localeOf(segment);
  setRequestLocale(locale);
  return { locale, vehicle: await loadVehicle(kind, locale, strId) };
}

/** A page's metadata from its kind, language and inquiry number. */
export function vehicleMetadataOf(
  kind: ListingKind,
  read: (kind: ListingKind, locale: ReturnType<typeof localeOf>, strId: string) => Promise<Metadata>,
) {
  return withErrorMetadata(async ({ params }: VehicleProps): Promise<Metadata> => {
    const { locale, strId } = await params;
    return read(kind, localeOf(locale), strId);
  });
}
