import "server-only";
import { cache } from "react";
import { cacheAcrossRequests } from "@/lib/cache/across-requests";
import { db } from "@/lib/db";
import { routes } from "@/lib/routes";
import { CACHE_SECONDS, CACHE_TAGS } from "@/lib/cache/tags";
import type { Locale } from "@/lib/i18n/locales";
import { mediaUrl, PHOTO_SIZES } from "@/lib/media/keys";
import { markdownExcerpt, renderMarkdown } from "./markdown";

export const BLOG_PAGE_SIZE = 10;

// A story is a post and, when staff wrote one, its translation. The visitor reads each story in their
// language, or in the other one (with a note) when it exists in one language only.
const readStories = cacheAcrossRequests(
  async () => {
    const rows = await db().blogPost.findMany({
      // A post dated in the future waits for its date (within the cache's lifetime).
      where: { published: true, publishedAt: { lte: new Date() } },
      orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
      select: { id: true, language: true, translationOfId: true },
    });
    const stories = new Map<number, { ja?: number; en?: number }>();
    for (const row of rows) {
      const root = row.translationOfId ?? row.id;
      stories.set(root, { ...stories.get(root), [row.language]: row.id });
    }
    return [...stories.values()];
  },
  "blog-stories",
  { tags: [CACHE_TAGS.content], revalidate: CACHE_SECONDS },
);

const select = { id: true, language: true, title: true, body: true, photoKey: true, publishedAt: true } as const;

function toPost(
  row: {
    id: number;
    language: "ja" | "en";
    title: string;
    body: string;
    photoKey: string | null;
    publishedAt: Date | null;
  },
  locale: Locale,
) {
  return {
    id: row.id,
    title: row.title,
    language: row.language,
    otherLanguage: row.language !== locale,
    publishedAt: row.publishedAt!,
    excerpt: markdownExcerpt(row.body),
    photo: row.photoKey ? { src: mediaUrl(row.photoKey), ...PHOTO_SIZES.thumb } : null,
  };
}

export type BlogListItem = ReturnType<typeof toPost>;

export async function getBlogPage(locale: Locale, page: number) {
  const stories = await readStories();
  const pageCount = Math.max(1, Math.ceil(stories.length / BLOG_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pageCount);
  const ids = stories
    .slice((current - 1) * BLOG_PAGE_SIZE, current * BLOG_PAGE_SIZE)
    .map((story) => (locale === "ja" ? (story.ja ?? story.en) : (story.en ?? story.ja))!);
  const rows = await db().blogPost.findMany({ where: { id: { in: ids } }, select });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    posts: ids.flatMap((id) => (byId.has(id) ? [toPost(byId.get(id)!, locale)] : [])),
    page: current,
    pageCount,
  };
}

export async function getLatestPosts(locale: Locale, count: number) {
  return (await getBlogPage(locale, 1)).posts.slice(0, count);
}

type Linked = { id: number; language: Locale; published: boolean } | null;

/** The same story's post id in each language it is written in: this post and its published translation. */
export function storyVersions(post: {
  id: number;
  language: Locale;
  translation: Linked;
  translationOf: Linked;
}): Partial<Record<Locale, number>> {
  const translation = [post.translation, post.translationOf].find(
    (other) => other?.published && other.language !== post.language,
  );
  return { [post.language]: post.id, ...(translation && { [translation.language]: translation.id }) };
}

/** Where each language's post of a story lives. */
export function storyPaths(versions: Partial<Record<Locale, number>>): Partial<Record<Locale, string>> {
  return Object.fromEntries(Object.entries(versions).map(([language, id]) => [language, routes.blogPost(id)]));
}

/** A published post with its HTML, and the same story in the visitor's language when this one is not. */
async function readBlogPost(id: number, locale: Locale) {
  if (!Number.isSafeInteger(id) || id < 1) return null;
  const row = await db().blogPost.findFirst({
    where: { id, published: true, publishedAt: { lte: new Date() } },
    select: {
      ...select,
      updatedAt: true,
      translationOfId: true,
      translation: { select: { id: true, language: true, published: true } },
      translationOf: { select: { id: true, language: true, published: true } },
    },
  });
  if (!row) return null;
  const versions = storyVersions(row);
  const inYourLanguage = row.language !== locale ? (versions[locale] ?? null) : null;
  return {
    ...toPost(row, locale),
    updatedAt: row.updatedAt,
    html: renderMarkdown(row.body),
    photo: row.photoKey ? { src: mediaUrl(row.photoKey), ...PHOTO_SIZES.large } : null,
    inYourLanguage,
    versions,
  };
}

// Cached for the request: the page and its metadata both ask.
export const getBlogPost = cache(readBlogPost);
