// The catalogue filter tests compare what the catalogue's query finds with the same vehicles filtered in plain code:
// both sides as sorted ids.
import { findCataloguePage, type CatalogueFilter } from "@/lib/catalogue/query";

const sorted = (ids: number[]) => ids.sort((a, b) => a - b);

/** The ids of every sale vehicle the catalogue lists for `filter` on `today`, in one page. */
export async function saleIdsFound(filter: Omit<CatalogueFilter, "kind" | "words" | "today">, today: string) {
  const { rows } = await findCataloguePage(
    { kind: "sale", words: [], today, ...filter },
    { sort: "newest", page: 1 },
    { id: true },
    { pageSize: 10_000 },
  );
  return sorted(rows.map((row) => row.id));
}

/** The ids of the rows `keep` keeps. */
export function idsWhere<Row extends { id: number }>(rows: readonly Row[], keep: (row: Row) => boolean) {
  return sorted(rows.filter(keep).map((row) => row.id));
}
