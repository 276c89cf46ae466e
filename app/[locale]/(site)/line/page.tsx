import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { LinePage } from "@/components/line/LinePage";

export async function generateMetadata({ params }: PageProps<"/[locale]/line">): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: "line" });
  return { title: t("title"), description: t("lead") };
}

export default async function Line({ params }: PageProps<"/[locale]/line">) {
  setRequestLocale((await params).locale);
  return <LinePage />;
}
