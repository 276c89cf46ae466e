import type { MetadataRoute } from "next";
import { siteOrigin } from "@/lib/seo/site";
import { sitemapEntries } from "@/lib/seo/sitemap";

// Read from the database on each request: a vehicle appears the moment it is published.
export const dynamic = "force-dynamic";

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(siteOrigin());
}
