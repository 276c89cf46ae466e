import type { MetadataRoute } from "next";
import { localeCodes } from "@/lib/i18n/locales";
import { siteOrigin } from "@/lib/seo/site";
import { routes } from "@/lib/routes";

export const dynamic = "force-dynamic";

// Crawlers may read every public page; the staff area and the API are theirs to leave alone.
export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = await siteOrigin();
  return {
    rules: { userAgent: "*", allow: "/", disallow: [...Object.values(localeCodes).map((code) => `/${code}${routes.admin.home}`), "/api/"] },
    sitemap: `${origin}/sitemap.xml`,
  };
}
