import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { db } from "@/lib/db";
import { requireStaff } from "@/lib/auth/staff";
import { listAdminPosts } from "@/lib/admin/blog";
import { PostDeleteButton } from "@/components/admin/PostDeleteButton";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/blog">): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: "admin.blogPosts" });
  return { title: t("title") };
}

export default async function AdminBlogPage({ params, searchParams }: PageProps<"/[locale]/admin/blog">) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requireStaff(locale as Locale);
  const query = await searchParams;
  const q = (Array.isArray(query.q) ? query.q[0] : query.q ?? "").slice(0, 100).trim();
  const page = Math.max(1, Number.parseInt(String(query.page ?? "1"), 10) || 1);
  const result = await listAdminPosts(db(), q, page);
  const t = await getTranslations("admin.blogPosts");
  const date = new Intl.DateTimeFormat(locale === "ja" ? "ja-JP" : "en-GB", { dateStyle: "medium", timeZone: "Asia/Tokyo" });
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-black">{t("title")}</h1>
        <Link href={routes.admin.blogPost("new")} className="inline-flex min-h-11 items-center rounded-md bg-accent-600 px-5 font-bold text-white">{t("new")}</Link>
      </div>
      <form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <label className="text-sm font-bold">
          {t("search")}
          <input type="search" name="q" defaultValue={q} maxLength={100} className="mt-1 block min-h-11 rounded-md border border-slate-300 bg-white px-3" />
        </label>
        <button type="submit" className="min-h-11 rounded-md bg-brand-700 px-5 font-bold text-white">{t("apply")}</button>
      </form>
      <p className="mt-4 font-semibold">{t("count", { total: result.total })}</p>
      {result.posts.length === 0 ? (
        <p className="mt-2 text-muted">{t("empty")}</p>
      ) : (
        <table className="mt-2 w-full text-left text-sm">
          <tbody>
            {result.posts.map((post) => (
              <tr key={post.id} className="border-b border-slate-200 bg-white align-top">
                <td className="p-2">
                  <Link href={routes.admin.blogPost(post.id)} className="font-semibold text-brand-700 underline" lang={post.language}>{post.title}</Link>
                  <p className="text-xs text-muted">{t(`languages.${post.language}`)} · {post.published ? t("published") : t("draft")}{post.publishedAt ? ` · ${date.format(post.publishedAt)}` : ""}</p>
                </td>
                <td className="p-2">{post.published && <Link href={routes.blogPost(post.id)} className="text-xs underline">{t("view")}</Link>}</td>
                <td className="p-2"><PostDeleteButton id={post.id} title={post.title} /></td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {result.pageCount > 1 && (
        <nav className="mt-4 flex gap-4">
          {page > 1 && <Link href={{ pathname: routes.admin.blog, query: { ...(q && { q }), page: String(page - 1) } }} className="underline">{t("previous")}</Link>}
          {page < result.pageCount && <Link href={{ pathname: routes.admin.blog, query: { ...(q && { q }), page: String(page + 1) } }} className="underline">{t("next")}</Link>}
        </nav>
      )}
    </>
  );
}
