import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { db } from "@/lib/db";
import { requireStaff } from "@/lib/auth/staff";
import { japanDate } from "@/lib/business/calendar";
import { savePostForm } from "@/app/actions/admin-blog";
import { PostForm } from "@/components/admin/PostForm";

type Props = PageProps<"/[locale]/admin/blog/[id]">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: "admin.blogPosts" });
  return { title: t("editTitle") };
}

export default async function AdminPostPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  await requireStaff(locale as Locale);
  const isNew = id === "new";
  const post = isNew ? null : /^\d{1,9}$/.test(id) ? await db().blogPost.findUnique({ where: { id: Number(id) } }) : null;
  if (!isNew && !post) notFound();
  const t = await getTranslations("admin.blogPosts");
  const initial: Record<string, string> = post
    ? { title: post.title, body: post.body, language: post.language, published: String(post.published), publishedOn: post.publishedAt ? japanDate(post.publishedAt) : japanDate(new Date()), photoKey: post.photoKey ?? "" }
    : { publishedOn: japanDate(new Date()), language: locale };
  return (
    <>
      <p><Link href={routes.admin.blog} className="underline">{t("back")}</Link></p>
      <h1 className="mt-2 text-2xl font-black">{isNew ? t("newTitle") : t("editTitle")}</h1>
      <PostForm action={savePostForm.bind(null, { id: post?.id ?? null })} isNew={isNew} initial={initial} />
    </>
  );
}
