import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { localeOf } from "@/lib/i18n/locales";
import { getBodyWorkItems } from "@/lib/content/body-work";
import { BodyWorkList } from "@/components/body-work/BodyWorkViews";
import { routes } from "@/lib/routes";
import { copyPageMetadata } from "@/lib/seo/metadata";
import { withErrorPages } from "@/components/layout/withErrorPages";

export async function generateMetadata({ params }: PageProps<"/[locale]/bodyseisaku">): Promise<Metadata> {
  return copyPageMetadata(localeOf((await params).locale), routes.bodyWork, "bodyWork");
}

export default withErrorPages(async function Page({ params }: PageProps<"/[locale]/bodyseisaku">) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  return <BodyWorkList items={await getBodyWorkItems(locale)} />;
});
