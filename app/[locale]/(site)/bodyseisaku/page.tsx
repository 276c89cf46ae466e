import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { getBodyWorkItems } from "@/lib/content/body-work";
import { BodyWorkList } from "@/components/body-work/BodyWorkViews";

export async function generateMetadata({ params }: PageProps<"/[locale]/bodyseisaku">): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: "bodyWork" });
  return { title: t("title"), description: t("lead") };
}

export default async function Page({ params }: PageProps<"/[locale]/bodyseisaku">) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <BodyWorkList items={await getBodyWorkItems(locale as Locale)} />;
}
