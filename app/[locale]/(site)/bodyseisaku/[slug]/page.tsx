import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { localeOf } from "@/lib/i18n/locales";
import { getBodyWorkItem } from "@/lib/content/body-work";
import { withErrorMetadata } from "@/lib/seo/error-pages";
import { pageMetadata } from "@/lib/seo/metadata";
import { routes } from "@/lib/routes";
import { BodyWorkDetail } from "@/components/body-work/BodyWorkViews";
import { withErrorPages } from "@/components/layout/withErrorPages";

type Props = PageProps<"/[locale]/bodyseisaku/[slug]">;

async function load({ params }: Props) {
  const { locale: segment, slug } = await params;
  const locale = localeOf(segment);
  const item = await getBodyWorkItem(slug, locale);
  if (!item) notFound();
  return { locale, item };
}

export const generateMetadata = withErrorMetadata(async (props: Props): Promise<Metadata> => {
  const { locale, item } = await load(props);
  return pageMetadata({
    locale,
    path: routes.bodyWorkItem(item.slug),
    title: item.title,
    description: item.text.slice(0, 160),
  });
});

export default withErrorPages(async function Page(props: Props) {
  setRequestLocale(localeOf((await props.params).locale));
  return <BodyWorkDetail item={(await load(props)).item} />;
});
