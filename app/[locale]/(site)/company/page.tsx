import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { localeOf } from "@/lib/i18n/locales";
import { CompanyPage } from "@/components/services/CompanyPage";
import { routes } from "@/lib/routes";
import { copyPageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: PageProps<"/[locale]/company">): Promise<Metadata> {
  return copyPageMetadata(localeOf((await params).locale), routes.company, "company");
}

export default async function Page({ params }: PageProps<"/[locale]/company">) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  return <CompanyPage locale={locale} />;
}
