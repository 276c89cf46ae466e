import { useLocale, useTranslations } from "next-intl";
import type { CatalogueParams } from "@/lib/catalogue/params";
import type { CatalogueResult } from "@/lib/catalogue/search";
import { describeSearch } from "@/lib/alerts/mails";
import { savedQuery, savedSearchPath } from "@/lib/alerts/search";
import { routes } from "@/lib/routes";
import type { ListingKind } from "@/lib/vehicles/listing-kind";
import { SearchConditions } from "@/components/alerts/SearchConditions";
import { ButtonLink } from "@/components/ui/ButtonLink";
import { Card } from "@/components/ui/Card";

/**
 * The catalogue page's search, offered for 新着お知らせメール: what it finds (not how it is ordered or paged), in
 * the words its confirm page and mails will use, and a link to its sign-up page. The address is asked there, so the
 * catalogue carries no form script for a box most visitors scroll past.
 */
export function SaveSearchOffer(props: {
  kind: ListingKind;
  params: CatalogueParams;
  result: Pick<CatalogueResult, "category" | "options">;
}) {
  const locale = useLocale();
  const t = useTranslations("savedSearch.form");
  const { category, options } = props.result;
  const conditions = describeSearch(locale, {
    kind: props.kind,
    category: category?.name,
    maker: options.makers.find((maker) => maker.slug === props.params.maker)?.name,
    loadClass: options.loadClasses.find((loadClass) => loadClass.slug === props.params.loadClass)?.name,
    search: props.params,
  });
  const search = { kind: props.kind, category: category?.slug ?? null, query: savedQuery(props.params) };
  return (
    <Card aria-labelledby="save-search-title" muted className="mt-8 grid gap-3">
      <h2 id="save-search-title" className="text-lg font-bold">
        {t("title")}
      </h2>
      <p className="text-sm leading-relaxed text-muted">{t("lead")}</p>
      <SearchConditions id="save-search-conditions" label={t("conditions")} conditions={conditions} />
      <ButtonLink href={routes.alerts.signUp(savedSearchPath(search))} className="justify-self-start" rel="nofollow">
        {t("signUp")}
      </ButtonLink>
    </Card>
  );
}
