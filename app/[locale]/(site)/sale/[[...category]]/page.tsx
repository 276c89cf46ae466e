import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { catalogueMetadata, loadCatalogue } from "@/lib/catalogue/route";
import { CatalogueView } from "@/components/catalogue/CatalogueView";

type Props = PageProps<"/[locale]/sale/[[...category]]">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, category } = await params;
  return catalogueMetadata("sale", locale as Locale, category);
}

export default async function SaleCataloguePage({ params, searchParams }: Props) {
  const { locale, category } = await params;
  setRequestLocale(locale);
  const { params: query, result } = await loadCatalogue("sale", locale as Locale, category, await searchParams);
  return <CatalogueView kind="sale" params={query} result={result} />;
}
