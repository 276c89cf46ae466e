import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { AdminPager } from "./AdminPager";
import { FilterSearch, ListFilters } from "./ListFilters";
import { ListHeader } from "./ListHeader";

type Props = {
  title: string;
  lead?: ReactNode;
  back?: { href: string; label: string };
  create?: { href: string; label: string };
  search: { label: string; q: string; maxLength?: number };
  pathname: string;
  page: number;
  pageCount: number;
  total: number;
  empty: string;
  /** The rows: one <tr> each. */
  children: ReactNode;
};

/** The frame of a staff content list: heading and New action, a search box, the count, the rows and pages. */
export async function AdminList({
  title,
  lead,
  back,
  create,
  search,
  pathname,
  page,
  pageCount,
  total,
  empty,
  children,
}: Props) {
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
      <p className="mt-4 font-semibold" aria-live="polite">
        {t("count", { total })}
      </p>
      {total === 0 ? (
        <p className="mt-2 text-muted">{empty}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <tbody>{children}</tbody>
          </table>
        </div>
      )}
      <AdminPager pathname={pathname} query={search.q ? { q: search.q } : {}} page={page} pageCount={pageCount} />
    </>
  );
}
