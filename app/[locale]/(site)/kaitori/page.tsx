import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { KaitoriPage } from "@/components/services/KaitoriPage";
import { routes } from "@/lib/routes";
import { copyPageMetadata } from "@/lib/seo/metadata";
import type { Locale } from "@/lib/i18n/locales";

export async function generateMetadata({ params }: PageProps<"/[locale]/kaitori">): Promise<Metadata> {
  return copyPageMetadata((await params).locale as Locale, routes.kaitori, "kaitori");
}

export default async function Page({ params }: PageProps<"/[locale]/kaitori">) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <KaitoriPage />;
}
