import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { KaitoriPage } from "@/components/services/KaitoriPage";

export async function generateMetadata({ params }: PageProps<"/[locale]/kaitori">): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: "kaitori" });
  return { title: t("title"), description: t("lead") };
}

export default async function Page({ params }: PageProps<"/[locale]/kaitori">) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <KaitoriPage />;
}
