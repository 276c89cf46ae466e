import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { getCatalogueOptions } from "./options";
import { isListingKind, paramsFromQuerySegment } from "./listing-path";
import { searchCatalogue } from "./search";
import { catalogueQuery } from "./params";
import { routes } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo/metadata";

/**
 * The catalogue route's whole job: one search for the kind, search and category that proxy.ts put in the
 * path. An unknown kind or category answers 404; more than one category segment was redirected before.
 */
export async function loadCatalogue(
  kind: string,
  locale: Locale,
  querySegment: string,
  category: string[] | undefined,
) {
  if (!isListingKind(kind) || (category && category.length > 1)) notFound();
  const params = paramsFromQuerySegment(querySegment);
  const result = await searchCatalogue(kind, category?.[0], params, locale);
  if (!result) notFound();
  return { listingKind: kind, params, result };
}

/**
 * A catalogue page's metadata. Its canonical URL keeps what makes it a listing of its own (category, maker,
 * load class, page) and drops the order; a free-word search or a re-sorted list is followed, not indexed.
 */
export async function catalogueMetadata(
  kind: string,
  locale: Locale,
  querySegment: string,
  category: string[] | undefined,
): Promise<Metadata> {
  if (!isListingKind(kind)) notFound();
  const t = await getTranslations({ locale, namespace: "catalogue" });
  const bodyType = category?.length
    ? (await getCatalogueOptions(locale)).bodyTypes.find((b) => b.slug === category[0])
    : null;
  if (bodyType === undefined) notFound();
  const params = paramsFromQuerySegment(querySegment);
  const query = new URLSearchParams(
    catalogueQuery({ maker: params.maker, loadClass: params.loadClass, page: params.page }),
  ).toString();
  return pageMetadata({
    locale,
    path: `${routes[kind](bodyType?.slug)}${query ? `?${query}` : ""}`,
    title: bodyType ? t(`${kind}CategoryTitle`, { category: bodyType.heading }) : t(`${kind}Title`),
    description: t(`${kind}Lead`),
    noindex: Boolean(params.q) || params.sort !== "newest",
  });
}
