import type { ReactNode } from "react";

export type Column<Row> = {
  key: string;
  /** The column's name; a list whose cells say what they are (a title with its details, a delete button) has none. */
  label?: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Numbers line up digit under digit. */
  numeric?: boolean;
};

/**
 * Every staff list's table: a header row of column names, one row per record, or the list's own words when
 * it is empty. Columns say what each cell shows, so a list is its columns and nothing else.
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
      {table.rows.length === 0 ? <p className="mt-4 text-muted">{empty}</p> : <Table {...table} />}
    </>
  );
}

function Table<Row>({ columns, rows, rowKey }: Rows<Row>) {
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-left text-sm">
        {columns.some((column) => column.label) && (
          <thead>
            <tr className="border-b border-slate-300">
              {columns.map((column) => (
                <th key={column.key} scope="col" className="p-2">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b border-slate-200 bg-white align-top">
              {columns.map((column) => (
                <td key={column.key} className={column.numeric ? "p-2 tabular-nums" : "p-2"}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
