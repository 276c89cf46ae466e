// The staff lists of the content tables (blog posts, reviews, pages, body work): signed in, the search and
// page from the query string, one page of rows with their own columns, then each row's public page and its
// delete button (for the roles that may delete). Each page file names its table and its columns.
import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localeOf, type Locale } from "@/lib/i18n/locales";
import type { ButtonAction } from "@/lib/actions/result";
import type { StaffSession } from "@/lib/auth/sessions";
import { requireStaff } from "@/lib/auth/staff";
import { can } from "@/lib/auth/roles";
import { readListQuery } from "@/lib/admin/fields";
import { AdminList } from "@/components/admin/list/AdminList";
import type { ColumnKit } from "@/components/admin/list/columns";
import type { Column } from "@/components/admin/list/ListTable";
import { withErrorPages } from "@/components/layout/withErrorPages";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

type Listed<Row> = { rows: Row[]; total: number; pageCount: number };

export function staffListRoutes<Row extends { id: number }>(list: {
  /** Where the list's words are: title, new, search, empty, confirmTitle. */
  namespace: "admin.blogPosts" | "admin.reviews" | "admin.pages" | "admin.bodyWork" | "admin.replyTemplates";
  /** A paragraph under the title, for lists whose order or addresses need explaining. */
  lead?: () => Promise<string>;
  /** The list's path and the new record's. */
  path: string;
  newHref: string;
  find: (staff: StaffSession, q: string, page: number) => Promise<Listed<Row>>;
  /** The row's public page, when the public can see it. */
  publicHref: (row: Row) => string | null;
  remove: { action: ButtonAction; name: (row: Row, locale: Locale) => string };
  columns: (
    kit: ColumnKit<Row>,
    shown: { locale: Locale; q: string; page: number; result: Listed<Row> },
  ) => Promise<Column<Row>[]>;
}) {
  return {
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const t = await getTranslations({ locale: localeOf((await params).locale), namespace: list.namespace });
      return { title: t("title") };
    },
    Page: withErrorPages(async function StaffListPage({ params, searchParams }: Props) {
      const locale = localeOf((await params).locale);
      setRequestLocale(locale);
      const staff = await requireStaff(locale);
      const { q, page } = readListQuery(await searchParams);
      const result = await list.find(staff, q, page);
      const t = await getTranslations(list.namespace);
      const tc = await getTranslations("admin.common");
      return (
        <AdminList
          title={t("title")}
          lead={list.lead && <p className="mt-2 max-w-3xl text-muted">{await list.lead()}</p>}
          create={{ href: list.newHref, label: t("new") }}
          search={{ label: t("search"), q }}
          pathname={list.path}
          page={page}
          result={result}
          empty={t("empty")}
          columns={async (kit) => [
            ...(await list.columns(kit, { locale, q, page, result })),
            kit.view(tc("view"), list.publicHref),
            ...(can(staff, "delete")
              ? [
                  kit.remove({
                    action: list.remove.action,
                    confirmTitle: t("confirmTitle"),
                    name: (row) => list.remove.name(row, locale),
                    input: (row) => ({ id: row.id }),
                  }),
                ]
              : []),
          ]}
        />
      );
    }),
  };
}
