import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { redirect } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import type { Locale } from "@/lib/i18n/locales";
import type { ListingKind } from "@/lib/generated/prisma/client";
import { notFoundMetadata } from "@/lib/seo/not-found";
import { getCatalogueOptions } from "./options";
import { catalogueQuery, parseCatalogueParams } from "./params";
import { searchCatalogue } from "./search";

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * The catalogue routes' whole job: a multi-segment category goes to its first segment (keeping the
 * query), an unknown category answers 404, anything else is one search.
 */
export async function loadCatalogue(kind: ListingKind, locale: Locale, category: string[] | undefined, searchParams: SearchParams) {
  const params = parseCatalogueParams(searchParams);
  if (category && category.length > 1) {
    redirect({ href: { pathname: routes[kind](category[0]), query: catalogueQuery(params) }, locale });
  }
  const result = await searchCatalogue(kind, category?.[0], params, locale);
  if (!result) notFound();
  return { params, result };
}

export async function catalogueMetadata(kind: ListingKind, locale: Locale, category: string[] | undefined): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "catalogue" });
  if (!category?.length) return { title: t(`${kind}Title`), description: t(`${kind}Lead`) };
  const bodyType = (await getCatalogueOptions(locale)).bodyTypes.find((b) => b.slug === category[0]);
  if (!bodyType) return notFoundMetadata();
  return { title: t(`${kind}CategoryTitle`, { category: bodyType.name }), description: t(`${kind}Lead`) };
}
