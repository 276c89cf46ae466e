import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { AdminPager } from "./AdminPager";
import { FilterSearch, ListFilters } from "./ListFilters";
import { ListHeader } from "./ListHeader";
import { columnKit, type ColumnKit } from "./columns";
import { ListTable, type Column } from "./ListTable";

type Props<Row> = {
  title: string;
  lead?: ReactNode;
  back?: { href: string; label: string };
  create?: { href: string; label: string };
  search: { label: string; q: string; maxLength?: number };
  pathname: string;
  page: number;
  result: { rows: Row[]; total: number; pageCount: number };
  /** The list's columns, made from the common ones (the kit) and its own. */
  columns: (kit: ColumnKit<Row>) => Column<Row>[] | Promise<Column<Row>[]>;
  empty: string;
};

/** The frame of a staff content list: heading and New action, a search box, the count, the rows and pages. */
export async function AdminList<Row extends { id: number }>({
  title,
  lead,
  back,
  create,
  search,
  pathname,
  page,
  result,
  columns,
  empty,
}: Props<Row>) {
  const t = await getTranslations("admin.common");
  return (
    <>
      {back && (
        <p>
          <Link href={back.href} className="underline">
            {back.label}
          </Link>
        </p>
      )}
      <div className="mt-2">
        <ListHeader title={title} create={create} />
      </div>
      {lead}
      <ListFilters apply={t("apply")}>
        <FilterSearch label={search.label} value={search.q} maxLength={search.maxLength ?? 100} />
      </ListFilters>
      <ListTable
        count={t("count", { total: result.total })}
        columns={await columns(columnKit<Row>())}
        rows={result.rows}
        rowKey={(row) => row.id}
        empty={empty}
      />
      <AdminPager
        pathname={pathname}
        query={search.q ? { q: search.q } : {}}
        page={page}
        pageCount={result.pageCount}
      />
    </>
  );
}
