// The sale and purchase catalogues are the same route with another kind: each route file is one line
// that picks its kind here.
import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import type { ListingKind } from "@/lib/generated/prisma/client";
import { catalogueMetadata, loadCatalogue } from "@/lib/catalogue/route";
import { CatalogueView } from "@/components/catalogue/CatalogueView";

type Props = {
  params: Promise<{ locale: string; category?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export function catalogueRoute(kind: ListingKind) {
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const { locale, category } = await params;
      return catalogueMetadata(kind, locale as Locale, category);
    },
    async Page({ params, searchParams }: Props) {
      const { locale, category } = await params;
      setRequestLocale(locale);
      const { params: query, result } = await loadCatalogue(kind, locale as Locale, category, await searchParams);
      return <CatalogueView kind={kind} params={query} result={result} />;
    },
  };
}
