import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { DisclosureMenu } from "@/components/ui/DisclosureMenu";
import { ListNoticeProvider } from "./ListNotice";
import { cn } from "@/components/ui/cn";

export type Column<Row> = {
  key: string;
  /** The column's name; a list whose cells say what they are (a title with its details, a delete button) has none. */
  label?: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Numbers line up digit under digit. */
  numeric?: boolean;
  /** The row's actions: on a phone they fold into a menu named after the record this answers ("1234 いすゞ エルフ"). */
  menu?: (row: Row) => string;
};

/**
 * Every staff list's table: a header row of column names, one row per record, or the list's own words when
 * it is empty. Columns say what each cell shows, so a list is its columns and nothing else. Below the pc
 * breakpoint each row is a card of "name: value" lines, so no column is squeezed to a letter a line.
 */
type Rows<Row> = { columns: Column<Row>[]; rows: Row[]; rowKey: (row: Row) => string | number };

export function ListTable<Row>({
  empty,
  count,
  ...table
}: Rows<Row> & {
  empty: string;
  /** How many records the filters found, in words ("12件"), when the list is paged. */
  count?: string;
}) {
  return (
    <>
      {count !== undefined && (
        <p className="mt-4 font-semibold" aria-live="polite">
          {count}
        </p>
      )}
      <ListNoticeProvider>
        {table.rows.length === 0 ? <p className="mt-4 text-muted">{empty}</p> : <Table {...table} />}
      </ListNoticeProvider>
    </>
  );
}

// On a phone a card says what each line is (generated text, so a cell's own text stays what it shows); on a
// computer the header row says it. A cell without a name (a title with its details, a photo) takes the card's
// whole width, with no empty column of a name before it.
const CELL = "flex min-w-0 gap-3 break-words pc:table-cell pc:p-2";
const NAMED_CELL = cn(
  "before:w-28 before:shrink-0 before:font-semibold before:text-muted before:content-[attr(data-label)]",
  "pc:before:hidden",
);

const ROW = cn(
  "grid gap-1 rounded-lg border border-slate-200 bg-white p-3 align-top",
  "pc:table-row pc:rounded-none pc:border-0 pc:border-b pc:p-0",
);

// Not async, so that a client screen (the CSV import's rows) can draw it as well as the staff lists.
function Table<Row>({ columns, rows, rowKey }: Rows<Row>) {
  const t = useTranslations("admin.common");
  return (
    <div className="mt-3 pc:overflow-x-auto">
      <table className="block w-full text-left text-sm pc:table">
        {columns.some((column) => column.label) && (
          <thead className="hidden pc:table-header-group">
            <tr className="border-b border-slate-300">
              {columns.map((column) => (
                <th key={column.key} scope="col" className="p-2">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody className="grid gap-3 pc:table-row-group">
          {rows.map((row) => (
            <tr key={rowKey(row)} className={ROW}>
              {columns.map((column) => {
                const name = typeof column.label === "string" && !column.menu ? column.label : undefined;
                return (
                  <td
                    key={column.key}
                    data-label={name}
                    className={cn(
                      CELL,
                      name && NAMED_CELL,
                      column.numeric && "tabular-nums",
                      column.menu && "justify-end",
                    )}
                  >
                    <div className="min-w-0 flex-1">
                      {column.menu ? (
                        <DisclosureMenu
                          label={t("actions")}
                          name={t("actionsFor", { name: column.menu(row) })}
                          inlineOnPc
                        >
                          {column.cell(row)}
                        </DisclosureMenu>
                      ) : (
                        column.cell(row)
                      )}
                    </div>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
