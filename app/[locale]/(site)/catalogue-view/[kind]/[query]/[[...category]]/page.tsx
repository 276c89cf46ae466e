import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { catalogueMetadata, loadCatalogue } from "@/lib/catalogue/catalogue-page";
import { CatalogueView } from "@/components/catalogue/CatalogueView";
import { withErrorMetadata } from "@/lib/seo/error-pages";
import { withErrorPages } from "@/components/layout/withErrorPages";

// Both catalogues (/sale and /purchase, with or without a category and a search) render here: proxy.ts
// rewrites them to this path, which carries the search in canonical form (lib/catalogue/listing-path), so
// one search is one cache entry of its results. The page itself is rendered per request: its scripts carry
// that request's CSP nonce, which a page cached whole could not.
export const dynamic = "force-dynamic";

type Props = PageProps<"/[locale]/catalogue-view/[kind]/[query]/[[...category]]">;

export const generateMetadata = withErrorMetadata(async ({ params }: Props) => {
  const { locale, kind, query, category } = await params;
  return catalogueMetadata(kind, locale as Locale, query, category);
});

export default withErrorPages(async function CataloguePage({ params }: Props) {
  const { locale, kind, query, category } = await params;
  setRequestLocale(locale);
  const { listingKind, params: search, result } = await loadCatalogue(kind, locale as Locale, query, category);
  return <CatalogueView kind={listingKind} params={search} result={result} />;
});
