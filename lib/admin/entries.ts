// What every staff table shares: a list read a page at a time, a save that creates a row or writes over the
// version the staff member opened, a delete by id, and a record shown in its form as text fields.
import { updateSeenVersion, type VersionedSave, type VersionedTable } from "./versioned";
import { pageCountOf } from "./fields";

/** One page of a staff list: `rows` reads the page's window, `count` every row the list shows. */
export async function listPage<Row>(
  page: number,
  pageSize: number,
  count: () => PromiseLike<number>,
  rows: (window: { skip: number; take: number }) => PromiseLike<Row[]>,
) {
  const [total, found] = await Promise.all([count(), rows({ skip: (page - 1) * pageSize, take: pageSize })]);
  return { total, rows: found, pageCount: pageCountOf(total, pageSize) };
}

// The part of a Prisma delegate a save needs; every versioned table's delegate has it.
interface EntryTable<Data> extends VersionedTable<Data> {
  create(args: { data: Data; select: { id: true; version: true } }): PromiseLike<{ id: number; version: number }>;
}

/** Creates the row (`id` null) at version 1, or writes `data` over `seenVersion` (updateSeenVersion). */
export async function saveEntry<Data extends object>(
  table: EntryTable<Data>,
  id: number | null,
  seenVersion: number | null,
  data: Data,
): Promise<VersionedSave> {
  if (id === null) return { ok: true, ...(await table.create({ data, select: { id: true, version: true } })) };
  return updateSeenVersion(table, id, seenVersion, data);
}

/** What a change to one row (a delete, a move) did. */
export type EntryChange = { ok: true; id: number } | { ok: false; error: "notFound" };

/** Deletes row `id`; notFound when it is already gone. */
export async function deleteEntry(
  table: { deleteMany(args: { where: { id: number } }): PromiseLike<{ count: number }> },
  id: number,
): Promise<EntryChange> {
  const { count } = await table.deleteMany({ where: { id } });
  return count ? { ok: true, id } : { ok: false, error: "notFound" };
}

/** A record's `fields` as its form's text values: a missing value is empty, a flag "true" or "false". */
export function formTextOf(record: object, fields: readonly string[]): Record<string, string> {
  const values = record as Record<string, unknown>;
  return Object.fromEntries(
    fields.map((field) => [field, values[field] === null || values[field] === undefined ? "" : String(values[field])]),
  );
}
