import type { Action } from "@/lib/actions/result";
import type { CatalogueParams } from "@/lib/catalogue/params";
import { savedQuery } from "@/lib/alerts/search";
import type { ListingKind } from "@/lib/vehicles/listing-kind";
import { SaveSearchFields } from "@/components/alerts/SaveSearchFields";

/** The catalogue page's search, offered for 新着お知らせメール: what it finds, not how it is ordered or paged. */
export function SaveSearchForm(props: {
  action: Action<null>;
  kind: ListingKind;
  category: string | undefined;
  params: CatalogueParams;
}) {
  return (
    <SaveSearchFields
      action={props.action}
      kind={props.kind}
      category={props.category ?? ""}
      query={savedQuery(props.params)}
    />
  );
}
