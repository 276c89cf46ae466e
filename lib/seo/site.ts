import "server-only";
import { serverEnv } from "@/lib/env";
import type { ListingKind } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";
import { routes } from "@/lib/routes";

/** The picture a link shows when shared (LINE, X, Facebook): 1200×630, as every network crops to. */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 };

/**
 * The origin every canonical URL, sitemap entry, share image and mail names: SITE_URL, never the request's
 * Host or X-Forwarded-Host, so a forged header cannot put another site's name into a page or a mail.
 */
export function siteOrigin(): string {
  return serverEnv().SITE_URL;
}

/** The site's home page in `locale` as an absolute URL: the link a mail's signature ends with. */
export function siteHomeUrl(locale: Locale): string {
  return `${siteOrigin()}${localizePath(locale, routes.home)}`;
}

/** A vehicle's public page as an absolute URL (mails, the print sheet's QR code), on the site's origin. */
export function vehicleUrl(vehicle: { kind: ListingKind; strId: string }, locale: Locale): string {
  return `${siteOrigin()}${localizePath(locale, routes.vehicle(vehicle.kind, vehicle.strId))}`;
}
