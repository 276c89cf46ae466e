import { getLocale, getTranslations } from "next-intl/server";
import { getPathname, Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { catalogueQuery, shownRange, type CatalogueParams } from "@/lib/catalogue/params";
import type { CatalogueResult } from "@/lib/catalogue/search";
import type { ListingKind } from "@/lib/vehicles/listing-kind";
import { VehicleCardGrid } from "@/components/vehicle/VehicleCardGrid";
import { CatalogueFilters } from "./CatalogueFilters";
import { Pagination } from "./Pagination";

export async function CatalogueView({
  kind,
  params,
  result,
}: {
  kind: ListingKind;
  params: CatalogueParams;
  result: CatalogueResult;
}) {
  const t = await getTranslations("catalogue");
  const locale = await getLocale();
  const list = routes[kind];
  const pathname = list(result.category?.slug);
  const filtersOnly = catalogueQuery({ ...params, page: 1 });
  const title = result.category ? t(`${kind}CategoryTitle`, { category: result.category.heading }) : t(`${kind}Title`);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-2xl font-black pc:text-3xl">{title}</h1>
      <p className="mt-2 text-muted">{t(`${kind}Lead`)}</p>

      <nav aria-label={t("categories")} className="mt-5">
        <ul className="flex gap-2 overflow-x-auto pb-2 pc:flex-wrap">
          {[{ slug: undefined, name: t("allCategories") }, ...result.options.bodyTypes].map((bodyType) => {
            const current = (result.category?.slug ?? undefined) === bodyType.slug;
            return (
              <li key={bodyType.slug ?? "all"} className="shrink-0">
                <Link
                  href={{ pathname: list(bodyType.slug), query: filtersOnly }}
                  aria-current={current ? "page" : undefined}
                  className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${current ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white hover:border-brand-600"}`}
                >
                  {bodyType.name}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>

      <div className="mt-4">
        <CatalogueFilters
          action={getPathname({ href: pathname, locale })}
          resetHref={list()}
          params={params}
          makers={result.options.makers}
          loadClasses={result.options.loadClasses}
        />
      </div>

      <p className="mt-6 font-semibold" aria-live="polite">
        {t("count", {
          total: result.total,
          count: result.vehicles.length,
          ...shownRange(result.page, result.vehicles.length),
        })}
      </p>

      {result.vehicles.length === 0 ? (
        <section className="mt-4 rounded-lg bg-slate-50 p-6 text-center">
          <h2 className="text-lg font-bold">{t("emptyTitle")}</h2>
          <p className="mt-2 text-muted">{t("emptyText")}</p>
          <div className="mt-4 flex flex-col justify-center gap-3 pc:flex-row">
            <Link
              href={list()}
              className="inline-flex min-h-11 items-center justify-center rounded-md border border-slate-300 bg-white px-4 font-semibold"
            >
              {t("reset")}
            </Link>
            <Link
              href={routes.contact(kind === "sale" ? "purchase" : "sale")}
              className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-4 font-bold text-white"
            >
              {t("emptyContact")}
            </Link>
          </div>
        </section>
      ) : (
        <VehicleCardGrid vehicles={result.vehicles} atTop withActions />
      )}

      <Pagination pathname={pathname} params={params} page={result.page} pageCount={result.pageCount} />
    </div>
  );
}
