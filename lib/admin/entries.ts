// What every staff table shares: a list read a page at a time, a save that creates a row or writes over the
// version the staff member opened, a delete by id, and a record shown in its form as text fields. A save and a
// delete write their change history row in their own transaction.
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { StaffSession } from "@/lib/auth/sessions";
import { updateSeenVersion, type VersionedSave, type VersionedTable } from "./versioned";
import { pageCountOf } from "./fields";
import { changedFields, recordChange, type ChangeEntity } from "./history";

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
  findUnique(args: { where: { id: number } }): PromiseLike<object | null>;
}

/** Who changes an entry, which kind of record it is, and the column staff know it by (its title, its name). */
export interface EntryHistory {
  staff: StaffSession;
  entity: ChangeEntity;
  labelField: string;
  /** Before the id, for a kind stored in several tables (master data: "makers/"), so the id names one row. */
  idPrefix?: string;
}

const labelOf = (row: object, field: string) => String((row as Record<string, unknown>)[field] ?? "");

/**
 * Creates the row (`id` null) at version 1, or writes `data` over `seenVersion` (updateSeenVersion); the history
 * row names each field the save changed. `table` is the table in the save's transaction.
 */
export async function saveEntry<Data extends object>(
  table: (tx: Prisma.TransactionClient) => EntryTable<Data>,
  id: number | null,
  seenVersion: number | null,
  data: Data,
  history: EntryHistory,
): Promise<VersionedSave> {
  const { staff, entity } = history;
  const label = labelOf(data, history.labelField);
  const prefix = history.idPrefix ?? "";
  return db().$transaction(async (tx) => {
    if (id === null) {
      const created = await table(tx).create({ data, select: { id: true, version: true } });
      await recordChange(tx, staff, { entity, entityId: `${prefix}${created.id}`, label, action: "created" });
      return { ok: true, ...created };
    }
    const before = await table(tx).findUnique({ where: { id } });
    const saved = await updateSeenVersion(table(tx), { id }, seenVersion, data);
    if (saved.ok && before) {
      const changes = changedFields(before as Record<string, unknown>, data as Record<string, unknown>);
      await recordChange(tx, staff, { entity, entityId: `${prefix}${id}`, label, action: "updated", changes });
    }
    return saved;
  });
}

/** What a change to one row (a delete, a move) did. */
export type EntryChange = { ok: true; id: number } | { ok: false; error: "notFound" };

/** Deletes row `id`, named in the history as it was; notFound when it is already gone. */
export async function deleteEntry(
  table: (tx: Prisma.TransactionClient) => {
    findUnique(args: { where: { id: number } }): PromiseLike<object | null>;
    deleteMany(args: { where: { id: number } }): PromiseLike<{ count: number }>;
  },
  id: number,
  history: EntryHistory,
): Promise<EntryChange> {
  return db().$transaction(async (tx) => {
    const row = await table(tx).findUnique({ where: { id } });
    const { count } = await table(tx).deleteMany({ where: { id } });
    if (!count || !row) return { ok: false, error: "notFound" };
    await recordChange(tx, history.staff, {
      entity: history.entity,
      entityId: `${history.idPrefix ?? ""}${id}`,
      label: labelOf(row, history.labelField),
      action: "deleted",
    });
    return { ok: true, id };
  });
}

/** A record's `fields` as its form's text values: a missing value is empty, a flag "true" or "false". */
export function formTextOf(record: object, fields: readonly string[]): Record<string, string> {
  const values = record as Record<string, unknown>;
  return Object.fromEntries(
    fields.map((field) => [field, values[field] === null || values[field] === undefined ? "" : String(values[field])]),
  );
}
