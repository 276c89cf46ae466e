import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localeOf } from "@/lib/i18n/locales";
import { routes } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo/metadata";
import { getKeptVehicleCards } from "@/lib/vehicles/by-ids";
import { BULK_INQUIRY_MAX, parseIdsParam } from "@/lib/vehicles/vehicle-keys";
import { withErrorPages } from "@/components/layout/withErrorPages";
import { BulkInquiryPage } from "@/components/keep/BulkInquiryPage";
import { submitBulkInquiry } from "@/app/actions/vehicle-order";

export async function generateMetadata({ params }: PageProps<"/[locale]/inquiry">): Promise<Metadata> {
  const locale = localeOf((await params).locale);
  const t = await getTranslations({ locale, namespace: "bulkInquiry" });
  return pageMetadata({
    locale,
    path: routes.bulkInquiry,
    title: t("title"),
    description: t("metaDescription"),
    noindex: true,
  });
}

export default withErrorPages(async function BulkInquiry({ params, searchParams }: PageProps<"/[locale]/inquiry">) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const { keys, more } = parseIdsParam((await searchParams).ids, BULK_INQUIRY_MAX);
  const vehicles = await getKeptVehicleCards(keys, locale);
  return <BulkInquiryPage vehicles={vehicles} more={more} action={submitBulkInquiry} />;
});
