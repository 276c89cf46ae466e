import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { notFoundMetadata } from "@/lib/seo/not-found";
import { getCatalogueOptions } from "./options";
import { isListingKind, paramsFromQuerySegment } from "./listing-path";
import { searchCatalogue } from "./search";

/**
 * The catalogue route's whole job: one search for the kind, search and category that proxy.ts put in the
 * path. An unknown kind or category answers 404; more than one category segment was redirected before.
 */
export async function loadCatalogue(kind: string, locale: Locale, querySegment: string, category: string[] | undefined) {
  if (!isListingKind(kind) || (category && category.length > 1)) notFound();
  const params = paramsFromQuerySegment(querySegment);
  const result = await searchCatalogue(kind, category?.[0], params, locale);
  if (!result) notFound();
  return { listingKind: kind, params, result };
}

export async function catalogueMetadata(kind: string, locale: Locale, category: string[] | undefined): Promise<Metadata> {
  if (!isListingKind(kind)) return notFoundMetadata(locale);
  const t = await getTranslations({ locale, namespace: "catalogue" });
  if (!category?.length) return { title: t(`${kind}Title`), description: t(`${kind}Lead`) };
  const bodyType = (await getCatalogueOptions(locale)).bodyTypes.find((b) => b.slug === category[0]);
  if (!bodyType) return notFoundMetadata(locale);
  return { title: t(`${kind}CategoryTitle`, { category: bodyType.name }), description: t(`${kind}Lead`) };
}
