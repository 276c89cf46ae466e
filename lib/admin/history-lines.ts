// How a row of the change history (./history) reads, before it is put into words: a field as before → after, a
// photo moved from one place to another, a note as written. The stored row keeps what these need; rows written
// before it did (a note without its text) read as well as what they kept allows.
import type { ChangeLogRow, FieldChanges } from "./history";

export type HistoryLine =
  | { kind: "field"; field: string; before: unknown; after: unknown }
  /** Places counted from 1, as staff count photos. */
  | { kind: "photoMoved"; from: number; to: number }
  | { kind: "note"; body: string };

/** The photos whose place changed, by the fewest moves that turn `before` into `after` (both lists of ids). */
export function photoMoves(before: readonly unknown[], after: readonly unknown[]): { from: number; to: number }[] {
  const places = after.map((id) => before.indexOf(id));
  // The photos that kept their order among themselves (the longest increasing run of old places) stayed; the
  // others are the ones staff dragged.
  const stayed = new Set(longestIncreasing(places));
  return after.flatMap((_, to) => (stayed.has(to) || places[to] < 0 ? [] : [{ from: places[to] + 1, to: to + 1 }]));
}

/** The indexes of a longest strictly increasing subsequence of `values`. */
function longestIncreasing(values: number[]): number[] {
  const length = values.map(() => 1);
  const previous = values.map(() => -1);
  for (let i = 0; i < values.length; i++)
    for (let j = 0; j < i; j++)
      if (values[j] < values[i] && length[j] + 1 > length[i]) {
        length[i] = length[j] + 1;
        previous[i] = j;
      }
  // Of equal runs, the one ending last: two neighbours swapped read as the later photo brought forward.
  let end = length.lastIndexOf(Math.max(0, ...length));
  const indexes: number[] = [];
  for (; end >= 0; end = previous[end]) indexes.unshift(end);
  return indexes;
}

const isIdList = (value: unknown): value is unknown[] => Array.isArray(value);

/** What one history row says, line by line; `note` is the text of a note the row itself did not keep. */
export function historyLines(row: Pick<ChangeLogRow, "action" | "changes">, note?: string): HistoryLine[] {
  const changes = row.changes as FieldChanges;
  return Object.entries(changes)
    .flatMap(([field, [before, after]]): HistoryLine[] => {
      if (field === "order" && isIdList(before) && isIdList(after))
        return photoMoves(before, after).map((move) => ({ kind: "photoMoved", ...move }));
      if (field === "note" && row.action === "note" && typeof after === "string")
        return [{ kind: "note", body: after }];
      return [{ kind: "field", field, before, after }];
    })
    .concat(row.action === "note" && !("note" in changes) && note !== undefined ? [{ kind: "note", body: note }] : []);
}
