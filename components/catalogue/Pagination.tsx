import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { catalogueQuery, pageWindow, type CatalogueParams } from "@/lib/catalogue/params";
import { cn } from "@/components/ui/cn";

const CURRENT = "border-brand-700 bg-brand-700 text-white";
const OTHER = "border-slate-300 bg-white";

export async function Pagination({
  pathname,
  params,
  page,
  pageCount,
}: {
  pathname: string;
  params: CatalogueParams;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  const t = await getTranslations("catalogue");
  const href = (target: number) => ({ pathname, query: catalogueQuery({ ...params, page: target }) });
  const item = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-md border px-3 font-semibold";
  return (
    <nav aria-label={t("pagination")} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          {page > 1 ? (
            <Link href={href(page - 1)} rel="prev" className={cn(item, "border-slate-300 bg-white")}>
              {t("previous")}
            </Link>
          ) : (
            <span className={cn(item, "border-slate-200 text-slate-500")} aria-disabled="true">
              {t("previous")}
            </span>
          )}
        </li>
        {pageWindow(page, pageCount).map((number, index) =>
          number === null ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={number}>
              <Link
                href={href(number)}
                aria-label={t("pageLabel", { page: number })}
                aria-current={number === page ? "page" : undefined}
                className={cn(item, number === page ? CURRENT : OTHER)}
              >
                {number}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Link href={href(page + 1)} rel="next" className={cn(item, "border-slate-300 bg-white")}>
              {t("next")}
            </Link>
          ) : (
            <span className={cn(item, "border-slate-200 text-slate-500")} aria-disabled="true">
              {t("next")}
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
