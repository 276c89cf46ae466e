import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { CompanyPage } from "@/components/services/CompanyPage";
import { routes } from "@/lib/routes";
import { copyPageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: PageProps<"/[locale]/company">): Promise<Metadata> {
  return copyPageMetadata((await params).locale as Locale, routes.company, "company");
}

export default async function Page({ params }: PageProps<"/[locale]/company">) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <CompanyPage locale={locale as Locale} />;
}
