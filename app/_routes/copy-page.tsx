// A public page whose title and lead are fixed copy (the company, 特商法, 買取, services, LINE, the blog and
// review lists, body work): its metadata from that copy, its view in the visitor's language. Pages that read
// the database answer with the error page if it fails; the others have nothing to fail.
import type { ReactNode } from "react";
import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { localeOf, type Locale } from "@/lib/i18n/locales";
import { copyPageMetadata } from "@/lib/seo/metadata";
import { withErrorPages } from "@/components/layout/withErrorPages";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export function copyPageRoutes(page: {
  path: string;
  copy: Parameters<typeof copyPageMetadata>[2];
  view: (shown: {
    locale: Locale;
    query: Record<string, string | string[] | undefined>;
  }) => ReactNode | Promise<ReactNode>;
}) {
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      return copyPageMetadata(localeOf((await params).locale), page.path, page.copy);
    },
    Page: withErrorPages(async function CopyPage({ params, searchParams }: Props) {
      const locale = localeOf((await params).locale);
      setRequestLocale(locale);
      return page.view({ locale, query: await searchParams });
    }),
  };
}
