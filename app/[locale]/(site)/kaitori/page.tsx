import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { KaitoriPage } from "@/components/services/KaitoriPage";
import { routes } from "@/lib/routes";
import { copyPageMetadata } from "@/lib/seo/metadata";
import { localeOf } from "@/lib/i18n/locales";

export async function generateMetadata({ params }: PageProps<"/[locale]/kaitori">): Promise<Metadata> {
  return copyPageMetadata(localeOf((await params).locale), routes.kaitori, "kaitori");
}

export default async function Page({ params }: PageProps<"/[locale]/kaitori">) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  return <KaitoriPage />;
}
