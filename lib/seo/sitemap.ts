import "server-only";
import { db } from "@/lib/db";
import { CACHE_SECONDS, CACHE_TAGS } from "@/lib/cache/tags";
import { cacheAcrossRequests } from "@/lib/cache/across-requests";
import { locales, type Locale } from "@/lib/i18n/locales";
import { CONTACT_TYPES } from "@/lib/requests/types";
import { routes } from "@/lib/routes";
import { storyPaths, storyVersions } from "@/lib/content/blog";
import { canonicalAndAlternates, everyLanguage, type Versions } from "./metadata";
import { LISTED } from "@/lib/vehicles/status";

// URLs per sitemap file. The protocol allows 50,000, but a file of them is some 17 MB, and each part is cached
// whole: at 2,000 it stays well under the 2 MB a cache entry may hold. Beyond it /sitemap.xml is an index.
export const SITEMAP_PART_URLS = 2_000;
const VEHICLES_PER_PART = SITEMAP_PART_URLS / locales.length;

export type SitemapEntry = { url: string; lastModified?: string; languages: Record<string, string> };

/** One sitemap entry per language a page exists in (or those of `listed`), each naming the others (hreflang). */
function entries(
  origin: string,
  versions: Versions,
  lastModified?: Date,
  listed: readonly Locale[] = locales,
): SitemapEntry[] {
  return listed
    .filter((locale) => versions[locale] !== undefined)
    .map((locale) => {
      const { canonical, languages } = canonicalAndAlternates(locale, versions);
      const absolute = Object.fromEntries(
        Object.entries(languages).map(([language, url]) => [language, `${origin}${url}`]),
      );
      return {
        url: `${origin}${canonical}`,
        ...(lastModified && { lastModified: lastModified.toISOString() }),
        languages: absolute,
      };
    });
}

/**
 * Every public page but the vehicles: the fixed ones, catalogue categories, and each published post, review and page.
 */
async function readSitePages(origin: string): Promise<SitemapEntry[]> {
  const [bodyTypes, bodyWork, pages, posts, reviews] = await Promise.all([
    db().bodyType.findMany({ select: { slug: true }, orderBy: { position: "asc" } }),
    db().bodyWorkItem.findMany({ where: { published: true }, select: { slug: true, updatedAt: true } }),
    db().page.findMany({ where: { published: true }, select: { slug: true, updatedAt: true } }),
    db().blogPost.findMany({
      where: { published: true, publishedAt: { lte: new Date() } },
      select: {
        id: true,
        language: true,
        updatedAt: true,
        translation: { select: { id: true, language: true, published: true } },
        translationOf: { select: { id: true, language: true, published: true } },
      },
    }),
    db().review.findMany({ where: { published: true }, select: { id: true, language: true, updatedAt: true } }),
  ]);
  const fixed = [
    routes.home,
    routes.sale(),
    routes.purchase(),
    routes.services,
    routes.company,
    routes.commerceDisclosure,
    routes.autoAuction,
    routes.truckAuction,
    routes.kaitori,
    routes.bodyWork,
    routes.line,
    routes.blog,
    routes.reviews,
    routes.contact(),
    ...CONTACT_TYPES.map((type) => routes.contact(type)),
  ];
  const categories = bodyTypes.flatMap(({ slug }) => [routes.sale(slug), routes.purchase(slug)]);
  const list: SitemapEntry[] = [
    ...[...fixed, ...categories].flatMap((path) => entries(origin, everyLanguage(path))),
    ...bodyWork.flatMap((item) => entries(origin, everyLanguage(routes.bodyWorkItem(item.slug)), item.updatedAt)),
    ...pages.flatMap((page) => entries(origin, everyLanguage(routes.staffPage(page.slug)), page.updatedAt)),
    ...posts.flatMap((post) => {
      // A translated story is listed once per language, by the post written in it.
      return entries(origin, storyPaths(storyVersions(post)), post.updatedAt, [post.language]);
    }),
    ...reviews.flatMap((review) => entries(origin, { [review.language]: routes.review(review.id) }, review.updatedAt)),
  ];
  return list;
}

/** One part's vehicles, newest first, each in every language. */
async function readVehiclePart(origin: string, part: number): Promise<SitemapEntry[]> {
  const vehicles = await db().vehicle.findMany({
    where: LISTED,
    select: { kind: true, strId: true, updatedAt: true },
    orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
    skip: part * VEHICLES_PER_PART,
    take: VEHICLES_PER_PART,
  });
  return vehicles.flatMap((vehicle) =>
    entries(origin, everyLanguage(routes.vehicle(vehicle.kind, vehicle.strId)), vehicle.updatedAt),
  );
}

// Read once, then served from the cache until staff change a vehicle, master data or content (their saves
// expire these tags), or for five minutes, which also brings in posts whose publication time has come.
const SITEMAP_CACHE = {
  tags: [CACHE_TAGS.vehicles, CACHE_TAGS.masterData, CACHE_TAGS.content],
  revalidate: CACHE_SECONDS,
};
const cachedSitePages = cacheAcrossRequests(readSitePages, "sitemap-pages", SITEMAP_CACHE);
const cachedVehicleCount = cacheAcrossRequests(
  async () => db().vehicle.count({ where: LISTED }),
  "sitemap-vehicles",
  SITEMAP_CACHE,
);
const cachedVehiclePart = cacheAcrossRequests(readVehiclePart, "sitemap-part", SITEMAP_CACHE);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

const SITEMAP_NS = "http://www.sitemaps.org/schemas/sitemap/0.9";

export function urlset(list: SitemapEntry[]): string {
  const urls = list.map((entry) => {
    const alternates = Object.entries(entry.languages).map(
      ([language, href]) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(language)}" href="${escapeXml(href)}" />`,
    );
    const lastModified = entry.lastModified ? [`<lastmod>${entry.lastModified}</lastmod>`] : [];
    return ["<url>", `<loc>${escapeXml(entry.url)}</loc>`, ...alternates, ...lastModified, "</url>"].join("\n");
  });
  const namespaces = `xmlns="${SITEMAP_NS}" xmlns:xhtml="http://www.w3.org/1999/xhtml"`;
  return `${XML_HEAD}<urlset ${namespaces}>\n${urls.join("\n")}\n</urlset>\n`;
}

export function sitemapIndex(files: string[]): string {
  const listed = files.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${listed.join("\n")}\n</sitemapindex>\n`;
}

/** How the site's URLs fall into files: the pages first, then the vehicles, at most `perPart` URLs each. */
export function sitemapLayout(pages: number, vehicles: number, perPart = SITEMAP_PART_URLS) {
  const vehiclesPerPart = perPart / locales.length;
  const pageParts = Math.max(1, Math.ceil(pages / perPart));
  const vehicleParts = Math.ceil(vehicles / vehiclesPerPart);
  return { single: pages + vehicles * locales.length <= perPart, parts: pageParts + vehicleParts, pageParts };
}

/**
 * /sitemap.xml (`part` null) or one of its parts (/sitemaps/{part}.xml): every URL in one file while they fit
 * one, else an index of the parts. A part that does not exist answers 404. Server-Timing says whether any of
 * it had to be read from the database.
 */
export async function sitemapResponse(origin: string, part: number | null): Promise<Response> {
  const [pages, count] = await Promise.all([cachedSitePages.timed(origin), cachedVehicleCount.timed()]);
  const layout = sitemapLayout(pages.value.length, count.value);
  const timings = [pages.serverTiming, count.serverTiming];
  let document: string | null = null;
  if (part === null && layout.single) {
    const vehicles = await cachedVehiclePart.timed(origin, 0);
    timings.push(vehicles.serverTiming);
    document = urlset([...pages.value, ...vehicles.value]);
  } else if (part === null) {
    document = sitemapIndex(Array.from({ length: layout.parts }, (_, i) => `${origin}${routes.sitemapPart(i)}`));
  } else if (!layout.single && part < layout.pageParts) {
    document = urlset(pages.value.slice(part * SITEMAP_PART_URLS, (part + 1) * SITEMAP_PART_URLS));
  } else if (!layout.single && part < layout.parts) {
    const vehicles = await cachedVehiclePart.timed(origin, part - layout.pageParts);
    timings.push(vehicles.serverTiming);
    document = urlset(vehicles.value);
  }
  if (document === null) return new Response(null, { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(document, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
      "Server-Timing": timings.join(", "),
    },
  });
}
