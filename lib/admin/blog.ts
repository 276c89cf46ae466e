// Blog posts staff write: a title, Markdown text (rendered and sanitised only when shown), a photo, the
// language, the published flag and date, and optionally the post in the other language it translates.
import { blogPostSchema, type BlogPostValues } from "./form-schemas";
import { listSearchWhere } from "./list-search";
import { db } from "@/lib/db";
import type { BlogPost } from "@/lib/generated/prisma/client";
import type { StaffSession } from "@/lib/auth/sessions";
import { unlessTaken } from "@/lib/db/errors";
import { japanDate } from "@/lib/business/calendar";
import type { Locale } from "@/lib/i18n/locales";
import type { VersionedSave } from "./versioned";
import { deleteEntry, formTextOf, listPage, saveEntry } from "./entries";

export const ADMIN_POSTS_PAGE_SIZE = 30;

export type PostChange = VersionedSave | { ok: false; error: "translationUnavailable" };

export async function listAdminPosts(staff: StaffSession, q: string, page: number) {
  const where = await listSearchWhere("blog_posts", q);
  return listPage(
    page,
    ADMIN_POSTS_PAGE_SIZE,
    () => db().blogPost.count({ where }),
    (window) =>
      db().blogPost.findMany({
        where,
        orderBy: [{ publishedAt: { sort: "desc", nulls: "first" } }, { id: "desc" }],
        ...window,
        select: { id: true, title: true, language: true, published: true, publishedAt: true },
      }),
  );
}

export function getPost(staff: StaffSession, id: number) {
  return db().blogPost.findUnique({ where: { id } });
}

/** The post as its form shows it; a new one is dated today, in the staff member's language. */
export function postFormValues(post: BlogPost | null, locale: Locale): Record<string, string> {
  const today = japanDate(new Date());
  if (!post) return { publishedOn: today, language: locale };
  return {
    ...formTextOf(post, Object.keys(blogPostSchema.shape)),
    publishedOn: post.publishedAt ? japanDate(post.publishedAt) : today,
  };
}

// An original is a post that translates no other; it may have one translation.
const originalsFor = (id: number | null) => ({
  translationOfId: null,
  ...(id !== null && { id: { not: id } }),
  OR: [{ translation: { is: null } }, ...(id !== null ? [{ translation: { is: { id } } }] : [])],
});

/**
 * The posts this one may be linked to as their translation: originals without a translation (or with
 * this one), newest first, and always the one it is linked to now. A post that has a translation of its
 * own cannot become one.
 */
export async function translationCandidates(staff: StaffSession, id: number | null) {
  if (id !== null && (await db().blogPost.count({ where: { translationOfId: id } }))) return [];
  const select = { id: true, title: true, language: true } as const;
  const [recent, linked] = await Promise.all([
    db().blogPost.findMany({ where: originalsFor(id), orderBy: { id: "desc" }, take: 200, select }),
    id === null ? null : db().blogPost.findFirst({ where: { translation: { is: { id } } }, select }),
  ]);
  return linked && !recent.some((post) => post.id === linked.id) ? [linked, ...recent] : recent;
}

/**
 * Whether the post (null: a new one) in `language` may be the translation of `originalId`, or, when it is an
 * original, keep its own translation.
 */
async function translationAllowed(id: number | null, language: "ja" | "en", originalId: number | null) {
  if (id !== null) {
    const own = await db().blogPost.findFirst({ where: { translationOfId: id }, select: { language: true } });
    if (own && (originalId !== null || own.language === language)) return false;
  }
  if (originalId === null) return true;
  const original = await db().blogPost.findFirst({
    where: { id: originalId, ...originalsFor(id) },
    select: { language: true },
  });
  return Boolean(original && original.language !== language);
}

// The date is the day in Japan; stored as 00:00 Japan time so the post appears from that morning.
const toPublishedAt = (day: string) => new Date(`${day}T00:00:00+09:00`);

export async function savePost(
  staff: StaffSession,
  id: number | null,
  values: BlogPostValues,
  seenVersion: number | null = null,
): Promise<PostChange> {
  // The unique key on translation_of_id keeps two translations from taking one original at once; two
  // staff linking two posts to each other in the same instant is the one case left to the people.
  if (!(await translationAllowed(id, values.language, values.translationOfId)))
    return { ok: false, error: "translationUnavailable" };
  const data = {
    title: values.title,
    body: values.body,
    language: values.language,
    published: values.published,
    publishedAt: toPublishedAt(values.publishedOn),
    photoKey: values.photoKey || null,
    translationOfId: values.translationOfId,
  };
  // Two posts linked to the same original at once: the unique key keeps one.
  return unlessTaken({ ok: false, error: "translationUnavailable" } as const, () =>
    saveEntry((tx) => tx.blogPost, id, seenVersion, data, { staff, entity: "post", labelField: "title" }),
  );
}

export function deletePost(staff: StaffSession, id: number) {
  return deleteEntry((tx) => tx.blogPost, id, { staff, entity: "post", labelField: "title" });
}
