import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localeOf } from "@/lib/i18n/locales";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { requireStaff } from "@/lib/auth/staff";
import { readListQuery } from "@/lib/admin/fields";
import { listAdminBodyWork } from "@/lib/admin/body-work";
import { moveBodyWorkItem, removeBodyWork } from "@/app/actions/admin-body-work";
import { AdminList } from "@/components/admin/list/AdminList";
import { DeleteButton } from "@/components/admin/list/DeleteButton";
import { ThumbnailCell } from "@/components/admin/list/ThumbnailCell";
import { MoveButtons } from "@/components/admin/list/MoveButtons";
import { withErrorPages } from "@/components/layout/withErrorPages";
import { textIn } from "@/lib/i18n/bilingual";

export async function generateMetadata({ params }: PageProps<"/[locale]/admin/bodyseisaku">): Promise<Metadata> {
  const t = await getTranslations({ locale: localeOf((await params).locale), namespace: "admin.bodyWork" });
  return { title: t("title") };
}

export default withErrorPages(async function AdminBodyWorkPage({
  params,
  searchParams,
}: PageProps<"/[locale]/admin/bodyseisaku">) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const staff = await requireStaff(locale);
  const { q, page } = readListQuery(await searchParams);
  const result = await listAdminBodyWork(staff, q, page);
  const t = await getTranslations("admin.bodyWork");
  const tc = await getTranslations("admin.common");
  return (
    <AdminList
      title={t("title")}
      lead={<p className="mt-2 max-w-3xl text-muted">{t("lead")}</p>}
      create={{ href: routes.admin.bodyWorkItem("new"), label: t("new") }}
      search={{ label: t("search"), q }}
      pathname={routes.admin.bodyWork}
      page={page}
      pageCount={result.pageCount}
      total={result.total}
      empty={t("empty")}
    >
      {result.rows.map((item, index) => {
        const title = textIn(locale, item, "title");
        return (
          <tr key={item.id} className="border-b border-slate-200 bg-white align-top">
            <ThumbnailCell photoKey={item.photoKey} />
            <td className="p-2">
              <Link href={routes.admin.bodyWorkItem(item.id)} className="font-semibold text-brand-700 underline">
                {title}
              </Link>
              <p className="text-xs text-muted">
                /{item.slug} · {t("position", { position: item.position })} ·{" "}
                {item.published ? tc("published") : tc("hidden")}
              </p>
            </td>
            {/* Moving is about the whole public order, so it is offered only on the unfiltered list. */}
            <td className="p-2">
              {!q && (
                <MoveButtons
                  name={title}
                  first={page === 1 && index === 0}
                  last={page === result.pageCount && index === result.rows.length - 1}
                  move={moveBodyWorkItem}
                  input={{ id: item.id }}
                />
              )}
            </td>
            <td className="p-2">
              {item.published && (
                <Link href={routes.bodyWorkItem(item.slug)} className="text-xs underline">
                  {tc("view")}
                </Link>
              )}
            </td>
            <td className="p-2">
              <DeleteButton
                name={title}
                confirmTitle={t("confirmTitle")}
                remove={removeBodyWork}
                input={{ id: item.id }}
              />
            </td>
          </tr>
        );
      })}
    </AdminList>
  );
});
