import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { AdminPager } from "./AdminPager";

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
      <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-black">{title}</h1>
        {create && (
          <Link
            href={create.href}
            className="inline-flex min-h-11 items-center rounded-md bg-accent-600 px-5 font-bold text-white"
          >
            {create.label}
          </Link>
        )}
      </div>
      {lead}
      <form method="get" role="search" className="mt-4 flex flex-wrap items-end gap-3">
        <label className="text-sm font-bold">
          {search.label}
          <input
            type="search"
            name="q"
            defaultValue={search.q}
            maxLength={search.maxLength ?? 100}
            className="mt-1 block min-h-11 rounded-md border border-slate-300 bg-white px-3"
          />
        </label>
        <button type="submit" className="min-h-11 rounded-md bg-brand-700 px-5 font-bold text-white">
          {t("apply")}
        </button>
      </form>
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
