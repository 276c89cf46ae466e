import type { Metadata } from "next";
import { setRequestLocale } from "next-intl/server";
import { localeOf } from "@/lib/i18n/locales";
import { getBlogPage } from "@/lib/content/blog";
import { currentStaff } from "@/lib/auth/staff";
import { BlogList } from "@/components/blog/BlogViews";
import { routes } from "@/lib/routes";
import { copyPageMetadata } from "@/lib/seo/metadata";
import { withErrorPages } from "@/components/layout/withErrorPages";
import { pageFromQuery } from "@/lib/http/url-values";

export async function generateMetadata({ params }: PageProps<"/[locale]/blog">): Promise<Metadata> {
  return copyPageMetadata(localeOf((await params).locale), routes.blog, "blog");
}

export default withErrorPages(async function BlogPage({ params, searchParams }: PageProps<"/[locale]/blog">) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const raw = (await searchParams).page;
  const page = pageFromQuery(raw);
  const [result, staff] = await Promise.all([getBlogPage(locale, page), currentStaff()]);
  return <BlogList {...result} locale={locale} staffSignedIn={staff !== null} />;
});
