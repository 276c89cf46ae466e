import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { localeOf } from "@/lib/i18n/locales";
import { getBlogPost, storyPaths } from "@/lib/content/blog";
import { withErrorMetadata } from "@/lib/seo/error-pages";
import { pageMetadata } from "@/lib/seo/metadata";
import { BlogPostView } from "@/components/blog/BlogViews";
import { withErrorPages } from "@/components/layout/withErrorPages";
import { idFromSegment } from "@/lib/http/url-values";

type Props = PageProps<"/[locale]/blog/[id]">;

async function load({ params }: Props) {
  const { locale: segment, id } = await params;
  const locale = localeOf(segment);
  const post = await getBlogPost(idFromSegment(id) ?? -1, locale);
  if (!post) notFound();
  return { locale, post };
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
  setRequestLocale(localeOf((await props.params).locale));
  const { locale, post } = await load(props);
  return <BlogPostView post={post} locale={locale} />;
});
