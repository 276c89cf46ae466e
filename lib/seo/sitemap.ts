import "server-only";
import type { MetadataRoute } from "next";
import { db } from "@/lib/db";
import { locales, type Locale } from "@/lib/i18n/locales";
import { CONTACT_TYPES } from "@/lib/requests/schema";
import { routes } from "@/lib/routes";
import { storyPaths, storyVersions } from "@/lib/content/blog";
import { canonicalAndAlternates, everyLanguage, type Versions } from "./metadata";

// The sitemap protocol's limit per file. A dealer's stock is far below it; were it ever reached, the newest
// vehicles are listed and the rest are still found through the catalogue.
const SITEMAP_URL_LIMIT = 50_000;

type Entry = MetadataRoute.Sitemap[number];

/** One sitemap entry per language a page exists in (or those of `listed`), each naming the others (hreflang). */
function entries(origin: string, versions: Versions, lastModified?: Date, listed: readonly Locale[] = locales): Entry[] {
  return listed
    .filter((locale) => versions[locale] !== undefined)
    .map((locale) => {
      const { canonical, languages } = canonicalAndAlternates(locale, versions);
      const absolute = Object.fromEntries(Object.entries(languages).map(([language, url]) => [language, `${origin}${url}`]));
      return { url: `${origin}${canonical}`, ...(lastModified && { lastModified }), alternates: { languages: absolute } };
    });
}

/** Every public page: the fixed ones, catalogue categories, and each published vehicle, post, review and page. */
export async function sitemapEntries(origin: string): Promise<MetadataRoute.Sitemap> {
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
  const list: MetadataRoute.Sitemap = [
    ...[...fixed, ...categories].flatMap((path) => entries(origin, everyLanguage(path))),
    ...bodyWork.flatMap((item) => entries(origin, everyLanguage(routes.bodyWorkItem(item.slug)), item.updatedAt)),
    ...pages.flatMap((page) => entries(origin, everyLanguage(routes.staffPage(page.slug)), page.updatedAt)),
    ...posts.flatMap((post) => {
      // A translated story is listed once per language, by the post written in it.
      return entries(origin, storyPaths(storyVersions(post)), post.updatedAt, [post.language]);
    }),
    ...reviews.flatMap((review) => entries(origin, { [review.language as Locale]: routes.review(review.id) }, review.updatedAt)),
  ];
  const room = Math.max(0, Math.floor((SITEMAP_URL_LIMIT - list.length) / locales.length));
  const vehicles = await db().vehicle.findMany({ where: { status: "published" }, select: { kind: true, strId: true, updatedAt: true }, orderBy: { publishedAt: "desc" }, take: room });
  return [...list, ...vehicles.flatMap((vehicle) => entries(origin, everyLanguage(routes.vehicle(vehicle.kind, vehicle.strId)), vehicle.updatedAt))];
}
