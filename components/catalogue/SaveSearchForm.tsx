import { useLocale } from "next-intl";
import type { Action } from "@/lib/actions/result";
import type { CatalogueParams } from "@/lib/catalogue/params";
import type { CatalogueResult } from "@/lib/catalogue/search";
import { describeSearch } from "@/lib/alerts/mails";
import { savedQuery } from "@/lib/alerts/search";
import type { ListingKind } from "@/lib/vehicles/listing-kind";
import { SaveSearchFields } from "@/components/alerts/SaveSearchFields";

/**
 * The catalogue page's search, offered for 新着お知らせメール: what it finds, not how it is ordered or paged, shown
 * in the words its confirm page and mails will use.
 */
export function SaveSearchForm(props: {
  action: Action<null>;
  kind: ListingKind;
  params: CatalogueParams;
  result: Pick<CatalogueResult, "category" | "options">;
}) {
  const locale = useLocale();
  const { category, options } = props.result;
  const conditions = describeSearch(locale, {
    kind: props.kind,
    category: category?.name,
    maker: options.makers.find((maker) => maker.slug === props.params.maker)?.name,
    loadClass: options.loadClasses.find((loadClass) => loadClass.slug === props.params.loadClass)?.name,
    search: props.params,
  });
  return (
    <SaveSearchFields
      action={props.action}
      kind={props.kind}
      category={category?.slug ?? ""}
      query={savedQuery(props.params)}
      conditions={conditions}
    />
  );
}
