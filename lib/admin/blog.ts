// Blog posts staff write: a title, Markdown text (rendered and sanitised only when shown), a photo, the
// language, the published flag and date, and optionally the post it translates.
import { z } from "zod";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { StaffSession } from "@/lib/auth/sessions";
import { isMediaKey } from "@/lib/media/keys";

export const ADMIN_POSTS_PAGE_SIZE = 30;

export const blogPostSchema = z.object({
  title: z.preprocess((v) => (typeof v === "string" ? v.trim() : ""), z.string().min(1, { error: "required" }).max(120, { error: "maxLength:120" })),
  body: z.preprocess((v) => (typeof v === "string" ? v : ""), z.string().refine((v) => v.trim().length > 0, { error: "required" }).pipe(z.string().max(20_000, { error: "maxLength:20000" }))),
  language: z.enum(["ja", "en"], { error: "chooseOne" }),
  published: z.preprocess((v) => v === "on" || v === "true", z.boolean()),
  publishedOn: z.preprocess((v) => (typeof v === "string" ? v : ""), z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "invalidFormat" })),
  photoKey: z.preprocess((v) => (typeof v === "string" ? v : ""), z.string().refine((v) => v === "" || isMediaKey(v), { error: "invalidFormat" })),
});
export type BlogPostValues = z.output<typeof blogPostSchema>;

export type PostChange = { ok: true; id: number } | { ok: false; error: "unauthorized" | "notFound" };

export async function listAdminPosts(db: PrismaClient, q: string, page: number) {
  const where = q ? { title: { contains: q, mode: "insensitive" as const } } : {};
  const [total, posts] = await Promise.all([
    db.blogPost.count({ where }),
    db.blogPost.findMany({ where, orderBy: [{ publishedAt: { sort: "desc", nulls: "first" } }, { id: "desc" }], skip: (page - 1) * ADMIN_POSTS_PAGE_SIZE, take: ADMIN_POSTS_PAGE_SIZE, select: { id: true, title: true, language: true, published: true, publishedAt: true } }),
  ]);
  return { total, posts, pageCount: Math.max(1, Math.ceil(total / ADMIN_POSTS_PAGE_SIZE)) };
}

// The date is the day in Japan; stored as 00:00 Japan time so the post appears from that morning.
const toPublishedAt = (day: string) => new Date(`${day}T00:00:00+09:00`);

export async function savePost(db: PrismaClient, staff: StaffSession | null, id: number | null, values: BlogPostValues): Promise<PostChange> {
  if (!staff) return { ok: false, error: "unauthorized" };
  const data = { title: values.title, body: values.body, language: values.language, published: values.published, publishedAt: toPublishedAt(values.publishedOn), photoKey: values.photoKey || null };
  if (id === null) {
    const created = await db.blogPost.create({ data, select: { id: true } });
    return { ok: true, id: created.id };
  }
  const { count } = await db.blogPost.updateMany({ where: { id }, data });
  return count ? { ok: true, id } : { ok: false, error: "notFound" };
}

export async function deletePost(db: PrismaClient, staff: StaffSession | null, id: number): Promise<PostChange> {
  if (!staff) return { ok: false, error: "unauthorized" };
  const { count } = await db.blogPost.deleteMany({ where: { id } });
  return count ? { ok: true, id } : { ok: false, error: "notFound" };
}
