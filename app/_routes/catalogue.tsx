// Both catalogues (/sale and /purchase, with or without a category and a search) are one page each, the same
// but for their kind. The search is read from the query string on every request; its results are cached by
// the parsed search, not the page (the page's scripts carry that request's CSP nonce).
import { cookies } from "next/headers";
import { setRequestLocale } from "next-intl/server";
import { chooseView, VIEW_COOKIE, VIEW_QUERY_KEY } from "@/lib/catalogue/view";
import { localeOf } from "@/lib/i18n/locales";
import type { ListingKind } from "@/lib/vehicles/listing-kind";
import { catalogueMetadata, loadCatalogue, type CatalogueSearchParams } from "@/lib/catalogue/catalogue-page";
import { withErrorMetadata } from "@/lib/seo/error-pages";
import { CatalogueView } from "@/components/catalogue/CatalogueView";
import { withErrorPages } from "@/components/layout/withErrorPages";

type Props = {
  params: Promise<{ locale: string; category?: string[] }>;
  searchParams: Promise<CatalogueSearchParams>;
};

export function catalogueRoute(kind: ListingKind) {
  return {
    generateMetadata: withErrorMetadata(async ({ params, searchParams }: Props) => {
      const { locale, category } = await params;
      return catalogueMetadata(kind, localeOf(locale), await searchParams, category);
    }),
    Page: withErrorPages(async function CataloguePage({ params, searchParams }: Props) {
      const { locale: segment, category } = await params;
      const locale = localeOf(segment);
      setRequestLocale(locale);
      const query = await searchParams;
      const { params: search, result, classSuggestion } = await loadCatalogue(kind, locale, query, category);
      const view = chooseView(query[VIEW_QUERY_KEY], (await cookies()).get(VIEW_COOKIE)?.value);
      return (
        <CatalogueView kind={kind} params={search} result={result} classSuggestion={classSuggestion} view={view} />
      );
    }),
  };
}
