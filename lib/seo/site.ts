import "server-only";
import { serverEnv } from "@/lib/env";
import { requestOrigin } from "@/lib/http/origin";
import type { ListingKind } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";
import { routes } from "@/lib/routes";

/** The picture a link shows when shared (LINE, X, Facebook): 1200×630, as every network crops to. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 };

/**
 * The origin every canonical URL, sitemap entry and share image names. SITE_URL pins it in production, so a
 * forged Host header can never put another site's name into a page; without it, the request's own origin.
 */
export async function siteOrigin(): Promise<string> {
  return serverEnv().SITE_URL?.replace(/\/+$/, "") ?? (await requestOrigin());
}

/** A vehicle's public page as an absolute URL (mails, the print sheet's QR code), on the site's origin. */
export async function vehicleUrl(vehicle: { kind: ListingKind; strId: string }, locale: Locale): Promise<string> {
  return `${await siteOrigin()}${localizePath(locale, routes.vehicle(vehicle.kind, vehicle.strId))}`;
}
