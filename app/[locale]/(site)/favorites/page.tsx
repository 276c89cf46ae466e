import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localeOf } from "@/lib/i18n/locales";
import { routes } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo/metadata";
import { getKeptVehicleCards } from "@/lib/vehicles/by-ids";
import { KEPT_VEHICLES_MAX, parseIdsParam } from "@/lib/vehicles/vehicle-keys";
import { withErrorPages } from "@/components/layout/withErrorPages";
import { FavouritesPage } from "@/components/keep/FavouritesPage";

export async function generateMetadata({ params }: PageProps<"/[locale]/favorites">): Promise<Metadata> {
  const locale = localeOf((await params).locale);
  const t = await getTranslations({ locale, namespace: "keep.favorites" });
  return pageMetadata({
    locale,
    path: routes.favorites,
    title: t("title"),
    description: t("metaDescription"),
    noindex: true,
  });
}

export default withErrorPages(async function Favorites({ params, searchParams }: PageProps<"/[locale]/favorites">) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const { keys } = parseIdsParam((await searchParams).ids, KEPT_VEHICLES_MAX);
  const shared = keys.length > 0 ? await getKeptVehicleCards(keys, locale) : null;
  return <FavouritesPage shared={shared} />;
});
