import { getLocale, getTranslations } from "next-intl/server";
import { getPathname } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import { catalogueQuery, shownRange, type CatalogueParams } from "@/lib/catalogue/params";
import type { CatalogueResult } from "@/lib/catalogue/search";
import type { ClassSuggestion } from "@/lib/catalogue/catalogue-page";
import type { ListingKind } from "@/lib/vehicles/listing-kind";
import { VehicleCardGrid } from "@/components/vehicle/VehicleCardGrid";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { TextLink } from "@/components/ui/TextLink";
import { ChipNav } from "@/components/ui/ChipNav";
import type { CatalogueView as Layout } from "@/lib/catalogue/view";
import { CatalogueFilters } from "./CatalogueFilters";
import { ViewToggle } from "./ViewToggle";
import { Pagination } from "./Pagination";
import { PageHeading } from "@/components/ui/PageHeading";
import { SaveSearchOffer } from "./SaveSearchOffer";
import { ClientMessages } from "@/components/app/ClientMessages";

export async function CatalogueView({
  kind,
  params,
  result,
  classSuggestion,
  view,
}: {
  kind: ListingKind;
  params: CatalogueParams;
  result: CatalogueResult;
  /** The class a load range names, when the range finds nothing and the class would. */
  classSuggestion: ClassSuggestion | null;
  view: Layout;
}) {
  const t = await getTranslations("catalogue");
  const locale = await getLocale();
  const list = routes[kind];
  const pathname = list(result.category?.slug);
  const filtersOnly = catalogueQuery({ ...params, page: 1 });
  const bodyCount = (id: number) => result.facets.bodyTypes[id] ?? 0;
  const title = result.category ? t(`${kind}CategoryTitle`, { category: result.category.heading }) : t(`${kind}Title`);

  return (
    <ClientMessages page="catalogue">
      <div className="mx-auto max-w-6xl px-4 py-8">
        <PageHeading title={title} lead={t(`${kind}Lead`)} />

        <ChipNav
          label={t("categories")}
          className="mt-5"
          chips={[{ slug: undefined, id: undefined, name: t("allCategories") }, ...result.options.bodyTypes].map(
            (bodyType) => ({
              key: bodyType.slug ?? "all",
              href: { pathname: list(bodyType.slug), query: filtersOnly },
              name:
                bodyType.id === undefined
                  ? bodyType.name
                  : t("optionCount", { name: bodyType.name, count: bodyCount(bodyType.id) }),
              current: (result.category?.slug ?? undefined) === bodyType.slug,
              disabled: bodyType.id !== undefined && bodyCount(bodyType.id) === 0,
            }),
          )}
        />

        <div className="mt-4">
          <CatalogueFilters
            kind={kind}
            action={getPathname({ href: pathname, locale })}
            category={result.category?.slug}
            resetHref={list()}
            params={params}
            total={result.total}
            makers={result.options.makers}
            loadClasses={result.options.loadClasses}
            facets={result.facets}
            stockYears={result.stockYears}
          />
        </div>

        <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
          <p className="font-semibold" aria-live="polite">
            {t("count", {
              total: result.total,
              count: result.vehicles.length,
              ...shownRange(result.page, result.vehicles.length),
            })}
          </p>
          <ViewToggle current={view} pathname={pathname} query={catalogueQuery(params)} />
        </div>

        {result.vehicles.length === 0 ? (
          <section className="mt-4 rounded-lg bg-slate-50 p-6 text-center">
            <h2 className="text-lg font-bold">{t("emptyTitle")}</h2>
            {classSuggestion && (
              <p className="mt-2 font-semibold" data-testid="class-suggestion">
                {t("classSuggestion", { tons: classSuggestion.tons, count: classSuggestion.total })}{" "}
                <TextLink href={{ pathname, query: catalogueQuery(classSuggestion.search) }}>
                  {t("classSuggestionLink", { tons: classSuggestion.tons })}
                </TextLink>
              </p>
            )}
            <p className="mt-2 text-muted">{t("emptyText")}</p>
            <div className="mt-4 flex flex-col justify-center gap-3 pc:flex-row">
              <ButtonLink href={list()} variant="secondary">
                {t("reset")}
              </ButtonLink>
              <ButtonLink href={routes.contact(kind === "sale" ? "purchase" : "sale")}>{t("emptyContact")}</ButtonLink>
            </div>
          </section>
        ) : (
          <>
            {/* The cards are headed h3, as everywhere: the list is the page's part they belong to. */}
            <h2 className="sr-only">{t("results")}</h2>
            <VehicleCardGrid vehicles={result.vehicles} atTop withActions view={view} />
          </>
        )}

        <Pagination pathname={pathname} params={params} page={result.page} pageCount={result.pageCount} />
        <SaveSearchOffer kind={kind} params={params} result={result} />
      </div>
    </ClientMessages>
  );
}
