import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localeOf } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { requireStaff } from "@/lib/auth/staff";
import { readListQuery } from "@/lib/admin/fields";
import { listAdminPages } from "@/lib/admin/pages";
import { removeStaffPage } from "@/app/actions/admin-pages";
import { AdminList } from "@/components/admin/list/AdminList";
import { DeleteButton } from "@/components/admin/list/DeleteButton";
import { withErrorPages } from "@/components/layout/withErrorPages";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/pages">): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: "admin.pages" });
  return { title: t("title") };
}

export default withErrorPages(async function AdminPagesPage({
  params,
  searchParams,
}: PageProps<"/[locale]/admin/pages">) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const staff = await requireStaff(locale);
  const { q, page } = readListQuery(await searchParams);
  const result = await listAdminPages(staff, q, page);
  const t = await getTranslations("admin.pages");
  const tc = await getTranslations("admin.common");
  return (
    <AdminList
      title={t("title")}
      lead={<p className="mt-2 max-w-3xl text-muted">{t("lead")}</p>}
      create={{ href: routes.admin.page("new"), label: t("new") }}
      search={{ label: t("search"), q }}
      pathname={routes.admin.pages}
      page={page}
      pageCount={result.pageCount}
      total={result.total}
      empty={t("empty")}
    >
      {result.rows.map((entry) => {
        const title = (locale === "ja" ? entry.titleJa || entry.titleEn : entry.titleEn || entry.titleJa) || entry.slug;
        return (
          <tr key={entry.id} className="border-b border-slate-200 bg-white align-top">
            <td className="p-2 font-mono text-xs">/{entry.slug}</td>
            <td className="p-2">
              <Link href={routes.admin.page(entry.id)} className="font-semibold text-brand-700 underline">
                {title}
              </Link>
              <p className="text-xs text-muted">{entry.published ? tc("published") : tc("hidden")}</p>
            </td>
            <td className="p-2">
              {entry.published && (
                <Link href={routes.staffPage(entry.slug)} className="text-xs underline">
                  {tc("view")}
                </Link>
              )}
            </td>
            <td className="p-2">
              <DeleteButton
                name={title}
                confirmTitle={t("confirmTitle")}
                remove={removeStaffPage}
                input={{ id: entry.id }}
              />
            </td>
          </tr>
        );
      })}
    </AdminList>
  );
});
