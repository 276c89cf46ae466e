import { siteOrigin } from "@/lib/seo/site";
import { sitemapResponse } from "@/lib/seo/sitemap";
import { parseWholeNumber } from "@/lib/http/url-values";

export const dynamic = "force-dynamic";

// The parts /sitemap.xml lists once the site has more URLs than one sitemap may hold: /sitemaps/0.xml, …
export async function GET(_request: Request, { params }: RouteContext<"/sitemaps/[file]">) {
  const part = parseWholeNumber(/^(.*)\.xml$/.exec((await params).file)?.[1]);
  if (part === null) return new Response(null, { status: 404 });
  return sitemapResponse(siteOrigin(), part);
}
