import type { MetadataRoute } from "next";
import { locales } from "@/lib/i18n/locales";
import { localizePath } from "@/lib/i18n/paths";
import { siteOrigin } from "@/lib/seo/site";
import { routes } from "@/lib/routes";

export const dynamic = "force-dynamic";

// Crawlers may read every public page; the staff area and the API are theirs to leave alone, but for the
// share cards, which the networks' crawlers (X's among them) fetch only where robots.txt allows.
export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = siteOrigin();
  return {
    rules: {
      userAgent: "*",
      allow: ["/", "/api/share-image/"],
      disallow: [...locales.map((locale) => localizePath(locale, routes.admin.home)), "/api/"],
    },
    sitemap: `${origin}/sitemap.xml`,
  };
}
