import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { getBodyWorkItem } from "@/lib/content/body-work";
import { notFoundMetadata } from "@/lib/seo/not-found";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/routes";
import { BodyWorkDetail } from "@/components/body-work/BodyWorkViews";

type Props = PageProps<"/[locale]/bodyseisaku/[slug]">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  const item = await getBodyWorkItem(slug, locale as Locale);
  return item ? pageMetadata({ locale: locale as Locale, path: routes.bodyWorkItem(slug), title: item.title, description: item.text.slice(0, 160) }) : notFoundMetadata(locale as Locale);
}

export default async function Page({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const item = await getBodyWorkItem(slug, locale as Locale);
  if (!item) notFound();
  return <BodyWorkDetail item={item} />;
}
