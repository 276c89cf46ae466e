import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { catalogueMetadata, loadCatalogue } from "@/lib/catalogue/route";
import { CatalogueView } from "@/components/catalogue/CatalogueView";

// Both catalogues (/sale and /purchase, with or without a category and a search) render here: proxy.ts
// rewrites them to this path so that each search is cached as a whole page (lib/catalogue/listing-path).
// No page is built ahead; each is rendered on its first visit and kept until vehicles or master data change.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: PageProps<"/[locale]/catalogue-view/[kind]/[query]/[[...category]]">) {
  const { locale, kind, category } = await params;
  return catalogueMetadata(kind, locale as Locale, category);
}

export default async function CataloguePage({ params }: PageProps<"/[locale]/catalogue-view/[kind]/[query]/[[...category]]">) {
  const { locale, kind, query, category } = await params;
  setRequestLocale(locale);
  const { listingKind, params: search, result } = await loadCatalogue(kind, locale as Locale, query, category);
  return <CatalogueView kind={listingKind} params={search} result={result} />;
}
