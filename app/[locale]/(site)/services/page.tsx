import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { ServicesPage } from "@/components/services/ServicesPage";
import { routes } from "@/lib/routes";
import { copyPageMetadata } from "@/lib/seo/metadata";
import type { Locale } from "@/lib/i18n/locales";

export async function generateMetadata({ params }: PageProps<"/[locale]/services">): Promise<Metadata> {
  return copyPageMetadata((await params).locale as Locale, routes.services, "services");
}

export default async function Page({ params }: PageProps<"/[locale]/services">) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ServicesPage />;
}
