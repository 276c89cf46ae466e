import { siteOrigin } from "@/lib/seo/site";
import { sitemapResponse } from "@/lib/seo/sitemap";

export const dynamic = "force-dynamic";

// The parts /sitemap.xml lists once the site has more URLs than one sitemap may hold: /sitemaps/0.xml, …
export async function GET(_request: Request, { params }: RouteContext<"/sitemaps/[file]">) {
  const match = /^(\d{1,6})\.xml$/.exec((await params).file);
  if (!match) return new Response(null, { status: 404 });
  return sitemapResponse(siteOrigin(), Number(match[1]));
}
