// A public page of one piece of staff content (a blog post, a review, a body we build): found by the last
// segment of its address in the visitor's language, or 404; its metadata and its view from the same read.
import type { ReactNode } from "react";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { localeOf, type Locale } from "@/lib/i18n/locales";
import { withErrorMetadata } from "@/lib/seo/error-pages";
import { pageMetadata, type PageDescription } from "@/lib/seo/metadata";
import { withErrorPages } from "@/components/layout/withErrorPages";

type Props = { params: Promise<{ locale: string; [segment: string]: string }> };

export function contentPageRoutes<T>(page: {
  /** The route's own segment: [id] or [slug]. */
  segment: string;
  find: (segment: string, locale: Locale) => Promise<T | null>;
  describe: (item: T, locale: Locale) => Omit<PageDescription, "locale">;
  view: (item: T, locale: Locale) => ReactNode;
}) {
  const load = async ({ params }: Props) => {
    const values = await params;
    const locale = localeOf(values.locale);
    const item = await page.find(values[page.segment], locale);
    if (!item) notFound();
    return { locale, item };
  };
  return {
    generateMetadata: withErrorMetadata(async (props: Props): Promise<Metadata> => {
      const { locale, item } = await load(props);
      return pageMetadata({ locale, ...page.describe(item, locale) });
    }),
    Page: withErrorPages(async function ContentPage(props: Props) {
      setRequestLocale(localeOf((await props.params).locale));
      const { locale, item } = await load(props);
      return page.view(item, locale);
    }),
  };
}
