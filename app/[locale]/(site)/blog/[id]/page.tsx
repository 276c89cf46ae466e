import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { getBlogPost, storyPaths } from "@/lib/content/blog";
import { withErrorMetadata } from "@/lib/seo/error-pages";
import { pageMetadata } from "@/lib/seo/metadata";
import { BlogPostView } from "@/components/blog/BlogViews";
import { withErrorPages } from "@/components/layout/withErrorPages";
import { idFromSegment } from "@/lib/http/url-values";

type Props = PageProps<"/[locale]/blog/[id]">;

async function load({ params }: Props) {
  const { locale, id } = await params;
  const post = await getBlogPost(idFromSegment(id) ?? -1, locale as Locale);
  if (!post) notFound();
  return { locale: locale as Locale, post };
}

export const generateMetadata = withErrorMetadata(async (props: Props): Promise<Metadata> => {
  const { locale, post } = await load(props);
  return pageMetadata({
    locale,
    path: storyPaths(post.versions),
    title: post.title,
    description: post.excerpt,
    article: { publishedAt: post.publishedAt, modifiedAt: post.updatedAt },
  });
});

export default withErrorPages(async function BlogPostPage(props: Props) {
  setRequestLocale((await props.params).locale);
  const { locale, post } = await load(props);
  return <BlogPostView post={post} locale={locale} />;
});
