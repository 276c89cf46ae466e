import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { redirect } from "@/lib/i18n/navigation";
import type { ListingKind } from "@/lib/vehicles/listing-kind";
import { getCatalogueOptions } from "./options";
import { countCatalogueSearch, searchCatalogue, type CatalogueResult } from "./search";
import {
  canonicalCatalogueHref,
  catalogueQuery,
  parseCatalogueParams,
  tonnageClassSearch,
  type CatalogueParams,
} from "./params";
import { routes } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo/metadata";

export type CatalogueSearchParams = Record<string, string | string[] | undefined>;

/**
 * A catalogue page's whole job: one search for the kind, the category in the path and the search in the
 * query string. The results are cached by the parsed search (lib/catalogue/search), so URLs that ask the
 * same search (other parameter order, tracking parameters) share one entry. An unknown category answers 404.
 */
export async function loadCatalogue(
  kind: ListingKind,
  locale: Locale,
  searchParams: CatalogueSearchParams,
  category: string[] | undefined,
) {
  const params = parseCatalogueParams(searchParams);
  const canonical = canonicalCatalogueHref(kind, category, params);
  if (canonical) redirect({ href: canonical, locale });
  const result = await searchCatalogue(kind, category?.[0], params, locale);
  if (!result) notFound();
  const classSuggestion = await classSuggestionFor(kind, category?.[0], params, result);
  return { params, result, classSuggestion };
}

/** A search for the class a load names (4t車), offered when the load finds nothing and the class would. */
export type ClassSuggestion = { search: CatalogueParams; tons: number; total: number };

async function classSuggestionFor(
  kind: ListingKind,
  category: string | undefined,
  params: CatalogueParams,
  result: CatalogueResult,
): Promise<ClassSuggestion | null> {
  const suggested = result.total === 0 ? tonnageClassSearch(params) : null;
  // A class the master data no longer has would filter nothing: no suggestion rather than the whole list.
  if (!suggested || !result.options.loadClasses.some((c) => c.slug === suggested.search.loadClass)) return null;
  const found = await countCatalogueSearch(kind, category, suggested.search);
  return found ? { ...suggested, total: found } : null;
}

/**
 * A catalogue page's metadata. Its canonical URL keeps what makes it a listing of its own (category, maker,
 * load class, page) and drops the order; a free-word search or a re-sorted list is followed, not indexed.
 */
export async function catalogueMetadata(
  kind: ListingKind,
  locale: Locale,
  searchParams: CatalogueSearchParams,
  category: string[] | undefined,
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "catalogue" });
  const bodyType = category?.length
    ? (await getCatalogueOptions(locale)).bodyTypes.find((b) => b.slug === category[0])
    : null;
  if (bodyType === undefined) notFound();
  const params = parseCatalogueParams(searchParams);
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
