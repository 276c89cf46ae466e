// Vehicles side by side (/compare): each vehicle's rows lined up by what they state, and whether they differ.

/** One stated fact of one vehicle: `key` names it across vehicles, `label` and `value` are what a reader sees. */
export type StatedRow = { key: string; label: string; value: string };

/** A line of the comparison: each vehicle's value (null where a vehicle does not state it), and whether they differ. */
export type CompareLine = { key: string; label: string; values: (string | null)[]; differs: boolean };

/**
 * The rows of each vehicle (null for one no longer listed) lined up by key, in the order they first appear.
 * A line differs when the vehicles that are still listed do not all say the same: one of them stating nothing
 * differs from one stating something; with fewer than two there is nothing to differ from.
 */
export function lineUp(columns: readonly (readonly StatedRow[] | null)[]): CompareLine[] {
  const labels = new Map<string, string>();
  for (const rows of columns) for (const row of rows ?? []) if (!labels.has(row.key)) labels.set(row.key, row.label);
  return [...labels].map(([key, label]) => {
    const values = columns.map((rows) => rows?.find((row) => row.key === key)?.value ?? null);
    const present = values.filter((_, index) => columns[index] !== null);
    return { key, label, values, differs: present.length > 1 && new Set(present).size > 1 };
  });
}
