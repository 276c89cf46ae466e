import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localeOf } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { requireStaff } from "@/lib/auth/staff";
import { readListQuery } from "@/lib/admin/fields";
import { listAdminPosts } from "@/lib/admin/blog";
import { removePost } from "@/app/actions/admin-blog";
import { AdminList } from "@/components/admin/list/AdminList";
import { DeleteButton } from "@/components/admin/list/DeleteButton";
import { formatJapanTime } from "@/lib/format";
import { withErrorPages } from "@/components/layout/withErrorPages";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/blog">): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: "admin.blogPosts" });
  return { title: t("title") };
}

export default withErrorPages(async function AdminBlogPage({
  params,
  searchParams,
}: PageProps<"/[locale]/admin/blog">) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const staff = await requireStaff(locale);
  const { q, page } = readListQuery(await searchParams);
  const result = await listAdminPosts(staff, q, page);
  const t = await getTranslations("admin.blogPosts");
  const tc = await getTranslations("admin.common");
  return (
    <AdminList
      title={t("title")}
      create={{ href: routes.admin.blogPost("new"), label: t("new") }}
      search={{ label: t("search"), q }}
      pathname={routes.admin.blog}
      page={page}
      pageCount={result.pageCount}
      total={result.total}
      empty={t("empty")}
    >
      {result.rows.map((post) => (
        <tr key={post.id} className="border-b border-slate-200 bg-white align-top">
          <td className="p-2">
            <Link
              href={routes.admin.blogPost(post.id)}
              className="font-semibold text-brand-700 underline"
              lang={post.language}
            >
              {post.title}
            </Link>
            <p className="text-xs text-muted">
              {tc(`languages.${post.language}`)} · {post.published ? tc("published") : t("draft")}
              {post.publishedAt ? ` · ${formatJapanTime(locale, post.publishedAt, "date")}` : ""}
            </p>
          </td>
          <td className="p-2">
            {post.published && (
              <Link href={routes.blogPost(post.id)} className="text-xs underline">
                {tc("view")}
              </Link>
            )}
          </td>
          <td className="p-2">
            <DeleteButton
              name={post.title}
              confirmTitle={t("confirmTitle")}
              remove={removePost}
              input={{ id: post.id }}
            />
          </td>
        </tr>
      ))}
    </AdminList>
  );
});
