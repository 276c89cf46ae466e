import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localeOf } from "@/lib/i18n/locales";
import { routes } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo/metadata";
import { getComparedVehicles } from "@/lib/vehicles/by-ids";
import { COMPARE_MAX, parseIdsParam } from "@/lib/vehicles/vehicle-keys";
import { withErrorPages } from "@/components/layout/withErrorPages";
import { CompareView } from "@/components/keep/CompareView";

export async function generateMetadata({ params }: PageProps<"/[locale]/compare">): Promise<Metadata> {
  const locale = localeOf((await params).locale);
  const t = await getTranslations({ locale, namespace: "compare" });
  return pageMetadata({
    locale,
    path: routes.compare,
    title: t("title"),
    description: t("metaDescription"),
    noindex: true,
  });
}

export default withErrorPages(async function Compare({ params, searchParams }: PageProps<"/[locale]/compare">) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const query = await searchParams;
  const { keys, more } = parseIdsParam(query.ids, COMPARE_MAX);
  const compared = await getComparedVehicles(keys, locale);
  return <CompareView compared={compared} more={more} onlyDifferences={query.diff === "1"} />;
});
