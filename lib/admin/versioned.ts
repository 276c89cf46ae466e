// Every staff edit is saved only over the version the staff member opened: a second tab or a colleague's
// save in between is refused ("conflict") instead of being overwritten without anyone knowing.

export type VersionedSave = { ok: true; id: number; version: number } | { ok: false; error: "notFound" | "conflict" };

// The part of a Prisma delegate this needs; every versioned table's delegate has it.
export interface VersionedTable<Data> {
  updateMany(args: {
    where: { id: number; version: number };
    data: Data & { version: { increment: number } };
  }): Promise<{ count: number }>;
  count(args: { where: { id: number } }): Promise<number>;
}

/** Writes `data` to row `id` if it is still at `seenVersion`, raising the version by one. */
export async function updateSeenVersion<Data extends object>(
  table: VersionedTable<Data>,
  id: number,
  seenVersion: number | null,
  data: Data,
): Promise<VersionedSave> {
  if (seenVersion === null)
    return (await table.count({ where: { id } })) ? { ok: false, error: "conflict" } : { ok: false, error: "notFound" };
  const { count } = await table.updateMany({
    where: { id, version: seenVersion },
    data: { ...data, version: { increment: 1 } },
  });
  if (count) return { ok: true, id, version: seenVersion + 1 };
  return (await table.count({ where: { id } })) ? { ok: false, error: "conflict" } : { ok: false, error: "notFound" };
}
