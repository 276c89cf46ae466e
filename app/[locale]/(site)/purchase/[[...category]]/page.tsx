import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { catalogueMetadata, loadCatalogue } from "@/lib/catalogue/route";
import { CatalogueView } from "@/components/catalogue/CatalogueView";

type Props = PageProps<"/[locale]/purchase/[[...category]]">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, category } = await params;
  return catalogueMetadata("purchase", locale as Locale, category);
}

export default async function PurchaseCataloguePage({ params, searchParams }: Props) {
  const { locale, category } = await params;
  setRequestLocale(locale);
  const { params: query, result } = await loadCatalogue("purchase", locale as Locale, category, await searchParams);
  return <CatalogueView kind="purchase" params={query} result={result} />;
}
