import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { getBlogPage } from "@/lib/content/blog";
import { currentStaff } from "@/lib/auth/staff";
import { BlogList } from "@/components/blog/BlogViews";
import { routes } from "@/lib/routes";
import { copyPageMetadata } from "@/lib/seo/metadata";
import { withErrorPages } from "@/components/layout/withErrorPages";
import { pageFromQuery } from "@/lib/http/url-values";

export async function generateMetadata({ params }: PageProps<"/[locale]/blog">): Promise<Metadata> {
  return copyPageMetadata((await params).locale as Locale, routes.blog, "blog");
}

export default withErrorPages(async function BlogPage({ params, searchParams }: PageProps<"/[locale]/blog">) {
  const { locale } = await params;
  setRequestLocale(locale);
  const raw = (await searchParams).page;
  const page = pageFromQuery(raw);
  const [result, staff] = await Promise.all([getBlogPage(locale as Locale, page), currentStaff()]);
  return <BlogList {...result} locale={locale as Locale} staffSignedIn={staff !== null} />;
});
