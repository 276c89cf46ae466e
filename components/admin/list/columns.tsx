// The columns the staff content lists have in common: a photo, the record's name with its details, its
// public page, its delete button.
import type { ReactNode } from "react";
import { Link } from "@/lib/i18n/navigation";
import type { ButtonAction } from "@/lib/actions/result";
import { DeleteButton } from "./DeleteButton";
import type { Column } from "./ListTable";
import { Thumbnail } from "./Thumbnail";

export function photoColumn<Row>(photoKey: (row: Row) => string | null): Column<Row> {
  return { key: "photo", cell: (row) => <Thumbnail photoKey={photoKey(row)} /> };
}

/** The record's name, linked to its edit page, and a line of what staff check at a glance. */
export function nameColumn<Row>(read: {
  href: (row: Row) => string;
  name: (row: Row) => string;
  details: (row: Row) => ReactNode;
  /** The language the record is written in, when it is not the page's. */
  lang?: (row: Row) => string;
}): Column<Row> {
  return {
    key: "name",
    cell: (row) => (
      <>
        <Link href={read.href(row)} className="font-semibold text-brand-700 underline" lang={read.lang?.(row)}>
          {read.name(row)}
        </Link>
        <p className="text-xs text-muted">{read.details(row)}</p>
      </>
    ),
  };
}

/** A link to the public page of a record the public can see (null: none). */
export function viewColumn<Row>(label: string, href: (row: Row) => string | null): Column<Row> {
  return {
    key: "view",
    cell: (row) => {
      const target = href(row);
      return (
        target && (
          <Link href={target} className="text-xs underline">
            {label}
          </Link>
        )
      );
    },
  };
}

export function deleteColumn<Row>(remove: {
  action: ButtonAction;
  confirmTitle: string;
  name: (row: Row) => string;
  input: (row: Row) => Record<string, string | number>;
}): Column<Row> {
  return {
    key: "delete",
    menu: remove.name,
    cell: (row) => (
      <DeleteButton
        name={remove.name(row)}
        question={{ title: remove.confirmTitle }}
        remove={remove.action}
        input={remove.input(row)}
      />
    ),
  };
}

/** A record's address or code, as it is typed. */
export function slugColumn<Row>(slug: (row: Row) => string): Column<Row> {
  return { key: "slug", cell: (row) => <span className="font-mono text-xs">{slug(row)}</span> };
}

/** The columns above, for one list's rows: AdminList hands them to its `columns` with the row type known. */
export function columnKit<Row>() {
  return {
    photo: photoColumn<Row>,
    name: nameColumn<Row>,
    slug: slugColumn<Row>,
    view: viewColumn<Row>,
    remove: deleteColumn<Row>,
  };
}
export type ColumnKit<Row> = ReturnType<typeof columnKit<Row>>;
