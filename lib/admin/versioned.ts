// Every staff edit is saved only over the version the staff member opened: a second tab or a colleague's
// save in between is refused ("conflict") instead of being overwritten without anyone knowing.

export type VersionedSave = { ok: true; id: number; version: number } | { ok: false; error: "notFound" | "conflict" };

// Most tables are keyed by `id`; a request by its receipt number `n`.
type RowKey = { id: number } | { n: number };

// The part of a Prisma delegate this needs; every versioned table's delegate has it.
export interface VersionedTable<Data, Key extends RowKey = { id: number }> {
  updateMany(args: {
    where: Key & { version: number };
    data: Data & { version: { increment: number } };
  }): Promise<{ count: number }>;
  count(args: { where: Key }): Promise<number>;
}

/** Writes `data` to the row `key` names if it is still at `seenVersion`, raising the version by one. */
export async function updateSeenVersion<Data extends object, Key extends RowKey>(
  table: VersionedTable<Data, NoInfer<Key>>,
  key: Key,
  seenVersion: number | null,
  data: Data,
): Promise<VersionedSave> {
  const missingOrChanged = async () =>
    (await table.count({ where: key }))
      ? ({ ok: false, error: "conflict" } as const)
      : ({ ok: false, error: "notFound" } as const);
  if (seenVersion === null) return missingOrChanged();
  const { count } = await table.updateMany({
    where: { ...key, version: seenVersion },
    data: { ...data, version: { increment: 1 } },
  });
  if (count) return { ok: true, id: "id" in key ? key.id : key.n, version: seenVersion + 1 };
  return missingOrChanged();
}
