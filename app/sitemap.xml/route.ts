import { siteOrigin } from "@/lib/seo/site";
import { sitemapResponse } from "@/lib/seo/sitemap";

export const dynamic = "force-dynamic";

export async function GET() {
  return sitemapResponse(siteOrigin(), null);
}
