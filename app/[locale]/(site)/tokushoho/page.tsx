import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { CommerceDisclosurePage } from "@/components/services/CommerceDisclosurePage";
import { routes } from "@/lib/routes";
import { copyPageMetadata } from "@/lib/seo/metadata";

export async function generateMetadata({ params }: PageProps<"/[locale]/tokushoho">): Promise<Metadata> {
  return copyPageMetadata((await params).locale as Locale, routes.commerceDisclosure, "commerceDisclosure");
}

export default async function Page({ params }: PageProps<"/[locale]/tokushoho">) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <CommerceDisclosurePage locale={locale as Locale} />;
}
