import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { getBlogPost, storyPaths } from "@/lib/content/blog";
import { notFoundMetadata } from "@/lib/seo/not-found";
import { pageMetadata } from "@/lib/seo/metadata";
import { BlogPostView } from "@/components/blog/BlogViews";

type Props = PageProps<"/[locale]/blog/[id]">;

const postId = (id: string) => (/^\d{1,9}$/.test(id) ? Number(id) : -1);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const post = await getBlogPost(postId(id), locale as Locale);
  if (!post) return notFoundMetadata(locale as Locale);
  return pageMetadata({ locale: locale as Locale, path: storyPaths(post.versions), title: post.title, description: post.excerpt, article: { publishedAt: post.publishedAt, modifiedAt: post.updatedAt } });
}

export default async function BlogPostPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const post = await getBlogPost(postId(id), locale as Locale);
  if (!post) notFound();
  return <BlogPostView post={post} locale={locale as Locale} />;
}
