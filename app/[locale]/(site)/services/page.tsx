import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { ServicesPage } from "@/components/services/ServicesPage";
import { routes } from "@/lib/routes";
import { copyPageMetadata } from "@/lib/seo/metadata";
import { localeOf } from "@/lib/i18n/locales";
import { getRunningPromotions } from "@/lib/content/running-promotions";

export async function generateMetadata({ params }: PageProps<"/[locale]/services">): Promise<Metadata> {
  return copyPageMetadata(localeOf((await params).locale), routes.services, "services");
}

export default async function Page({ params }: PageProps<"/[locale]/services">) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  return <ServicesPage promotions={await getRunningPromotions(locale)} locale={locale} />;
}
