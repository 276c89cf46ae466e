import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { ServicesPage } from "@/components/services/ServicesPage";

export async function generateMetadata({ params }: PageProps<"/[locale]/services">): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: "services" });
  return { title: t("title"), description: t("lead") };
}

export default async function Page({ params }: PageProps<"/[locale]/services">) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <ServicesPage />;
}
