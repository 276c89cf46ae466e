import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { localeOf } from "@/lib/i18n/locales";
import { CommerceDisclosurePage } from "@/components/services/CommerceDisclosurePage";
import { routes } from "@/lib/routes";
import { copyPageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: PageProps<"/[locale]/tokushoho">): Promise<Metadata> {
  return copyPageMetadata(localeOf((await params).locale), routes.commerceDisclosure, "commerceDisclosure");
}

export default async function Page({ params }: PageProps<"/[locale]/tokushoho">) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  return <CommerceDisclosurePage locale={locale} />;
}
