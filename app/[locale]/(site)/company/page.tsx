import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { CompanyPage } from "@/components/services/CompanyPage";

export async function generateMetadata({ params }: PageProps<"/[locale]/company">): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: "company" });
  return { title: t("title"), description: t("lead") };
}

export default async function Page({ params }: PageProps<"/[locale]/company">) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <CompanyPage locale={locale as Locale} />;
}
