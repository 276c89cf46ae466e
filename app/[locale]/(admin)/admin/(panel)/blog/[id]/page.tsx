import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { db } from "@/lib/db";
import { requireStaff } from "@/lib/auth/staff";
import { japanDate } from "@/lib/business/calendar";
import { readEntryId } from "@/lib/admin/fields";
import { translationCandidates } from "@/lib/admin/blog";
import { savePostForm } from "@/app/actions/admin-blog";
import { PostForm } from "@/components/admin/PostForm";

type Props = PageProps<"/[locale]/admin/blog/[id]">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const t = await getTranslations({ locale, namespace: "admin.blogPosts" });
  return { title: id === "new" ? t("newTitle") : t("editTitle") };
}

export default async function AdminPostPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  await requireStaff(locale as Locale);
  const entry = readEntryId(id);
  if (!entry) notFound();
  const post = entry === "new" ? null : await db().blogPost.findUnique({ where: { id: entry } });
  if (entry !== "new" && !post) notFound();
  const t = await getTranslations("admin.blogPosts");
  const tc = await getTranslations("admin.common");
  const initial: Record<string, string> = post
    ? { title: post.title, body: post.body, language: post.language, published: String(post.published), publishedOn: post.publishedAt ? japanDate(post.publishedAt) : japanDate(new Date()), photoKey: post.photoKey ?? "", translationOfId: post.translationOfId ? String(post.translationOfId) : "" }
    : { publishedOn: japanDate(new Date()), language: locale };
  return (
    <>
      <p><Link href={routes.admin.blog} className="underline">{tc("back")}</Link></p>
      <h1 className="mt-2 text-2xl font-black">{post ? t("editTitle") : t("newTitle")}</h1>
      <PostForm action={savePostForm} record={{ id: post?.id ?? null, version: post?.version ?? null }} initial={initial} originals={await translationCandidates(db(), post?.id ?? null)} />
    </>
  );
}
