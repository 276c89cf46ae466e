import "server-only";
import { db } from "@/lib/db";
import { CACHE_SECONDS, CACHE_TAGS } from "@/lib/cache-tags";
import { cachedByContent } from "@/lib/cache/drawn-once";
import { locales, type Locale } from "@/lib/i18n/locales";
import { CONTACT_TYPES } from "@/lib/requests/schema";
import { routes } from "@/lib/routes";
import { storyPaths, storyVersions } from "@/lib/content/blog";
import { canonicalAndAlternates, everyLanguage, type Versions } from "./metadata";

// The sitemap protocol's limit per file. Beyond it /sitemap.xml is an index of files of that many URLs each.
export const SITEMAP_URL_LIMIT = 50_000;

export type SitemapEntry = { url: string; lastModified?: string; languages: Record<string, string> };

/** One sitemap entry per language a page exists in (or those of `listed`), each naming the others (hreflang). */
function entries(origin: string, versions: Versions, lastModified?: Date, listed: readonly Locale[] = locales): SitemapEntry[] {
  return listed
    .filter((locale) => versions[locale] !== undefined)
    .map((locale) => {
      const { canonical, languages } = canonicalAndAlternates(locale, versions);
      const absolute = Object.fromEntries(Object.entries(languages).map(([language, url]) => [language, `${origin}${url}`]));
      return { url: `${origin}${canonical}`, ...(lastModified && { lastModified: lastModified.toISOString() }), languages: absolute };
    });
}

/** Every public page: the fixed ones, catalogue categories, and each published vehicle, post, review and page. */
async function readSitemapEntries(origin: string): Promise<SitemapEntry[]> {
  const [bodyTypes, bodyWork, pages, posts, reviews] = await Promise.all([
    db().bodyType.findMany({ select: { slug: true }, orderBy: { position: "asc" } }),
    db().bodyWorkItem.findMany({ where: { published: true }, select: { slug: true, updatedAt: true } }),
    db().page.findMany({ where: { published: true }, select: { slug: true, updatedAt: true } }),
    db().blogPost.findMany({
      where: { published: true, publishedAt: { lte: new Date() } },
      select: { id: true, language: true, updatedAt: true, translation: { select: { id: true, language: true, published: true } }, translationOf: { select: { id: true, language: true, published: true } } },
    }),
    db().review.findMany({ where: { published: true }, select: { id: true, language: true, updatedAt: true } }),
  ]);
  const fixed = [routes.home, routes.sale(), routes.purchase(), routes.services, routes.company, routes.autoAuction, routes.truckAuction, routes.kaitori, routes.bodyWork, routes.line, routes.blog, routes.reviews, routes.contact(), ...CONTACT_TYPES.map((type) => routes.contact(type))];
  const categories = bodyTypes.flatMap(({ slug }) => [routes.sale(slug), routes.purchase(slug)]);
  const list: SitemapEntry[] = [
    ...[...fixed, ...categories].flatMap((path) => entries(origin, everyLanguage(path))),
    ...bodyWork.flatMap((item) => entries(origin, everyLanguage(routes.bodyWorkItem(item.slug)), item.updatedAt)),
    ...pages.flatMap((page) => entries(origin, everyLanguage(routes.staffPage(page.slug)), page.updatedAt)),
    ...posts.flatMap((post) => {
      // A translated story is listed once per language, by the post written in it.
      return entries(origin, storyPaths(storyVersions(post)), post.updatedAt, [post.language]);
    }),
    ...reviews.flatMap((review) => entries(origin, { [review.language as Locale]: routes.review(review.id) }, review.updatedAt)),
  ];
  const vehicles = await db().vehicle.findMany({ where: { status: "published" }, select: { kind: true, strId: true, updatedAt: true }, orderBy: { publishedAt: "desc" } });
  return [...list, ...vehicles.flatMap((vehicle) => entries(origin, everyLanguage(routes.vehicle(vehicle.kind, vehicle.strId)), vehicle.updatedAt))];
}

// Read once, then served from the cache until staff change a vehicle, master data or content (their saves
// expire these tags), or for five minutes, which also brings in posts whose publication time has come.
const cachedSitemapEntries = cachedByContent(readSitemapEntries, "sitemap", { tags: [CACHE_TAGS.vehicles, CACHE_TAGS.masterData, CACHE_TAGS.content], revalidate: CACHE_SECONDS });

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");
}

function urlset(list: SitemapEntry[]): string {
  const urls = list.map((entry) => {
    const alternates = Object.entries(entry.languages).map(([language, href]) => `<xhtml:link rel="alternate" hreflang="${escapeXml(language)}" href="${escapeXml(href)}" />`);
    return `<url>\n<loc>${escapeXml(entry.url)}</loc>\n${alternates.join("\n")}\n${entry.lastModified ? `<lastmod>${entry.lastModified}</lastmod>\n` : ""}</url>`;
  });
  return `${XML_HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

function sitemapIndex(files: string[]): string {
  const listed = files.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${listed.join("\n")}\n</sitemapindex>\n`;
}

/**
 * /sitemap.xml (`part` null) or one of its parts (/sitemaps/{part}.xml): every URL in one file while they fit
 * the protocol's limit, else an index of files of `limit` URLs each. Null for a part that does not exist.
 */
export function sitemapDocument(origin: string, list: SitemapEntry[], part: number | null, limit = SITEMAP_URL_LIMIT): string | null {
  const parts = Math.ceil(list.length / limit);
  if (part === null) return parts <= 1 ? urlset(list) : sitemapIndex(Array.from({ length: parts }, (_, i) => `${origin}${routes.sitemapPart(i)}`));
  if (parts <= 1 || !Number.isInteger(part) || part < 0 || part >= parts) return null;
  return urlset(list.slice(part * limit, (part + 1) * limit));
}

/** The answer of /sitemap.xml and its parts, from the cache. */
export async function sitemapResponse(origin: string, part: number | null): Promise<Response> {
  const { value, serverTiming } = await cachedSitemapEntries(origin);
  const document = sitemapDocument(origin, value, part);
  if (document === null) return new Response(null, { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(document, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=300", "Server-Timing": serverTiming } });
}
