import { describe, expect, it } from "vitest";
import { historyLines, photoMoves } from "./history-lines";

describe("a history row in lines", () => {
  it.each([
    ["one photo dragged to the front", [925, 926, 927], [927, 925, 926], [{ from: 3, to: 1 }]],
    ["one photo dragged to the back", [925, 926, 927, 928], [926, 927, 928, 925], [{ from: 1, to: 4 }]],
    ["two neighbours swapped", [925, 926], [926, 925], [{ from: 2, to: 1 }]],
    [
      "two photos moved",
      [1, 2, 3, 4, 5],
      [5, 2, 3, 4, 1],
      [
        { from: 5, to: 1 },
        { from: 1, to: 5 },
      ],
    ],
    ["nothing moved", [1, 2, 3], [1, 2, 3], []],
  ])("names the photos moved, by place, not id: %s", (_, before, after, moves) => {
    expect(photoMoves(before, after)).toEqual(moves);
  });

  it("reads a reorder as moves, a note as its text and any other change as a field", () => {
    expect(
      historyLines({
        action: "photos",
        changes: {
          order: [
            [925, 926, 927],
            [926, 927, 925],
          ],
        },
      }),
    ).toEqual([{ kind: "photoMoved", from: 1, to: 3 }]);
    expect(historyLines({ action: "note", changes: { note: [null, "折り返し希望 15時以降"] } })).toEqual([
      { kind: "note", body: "折り返し希望 15時以降" },
    ]);
    expect(historyLines({ action: "status", changes: { status: ["new", "contacted"] } })).toEqual([
      { kind: "field", field: "status", before: "new", after: "contacted" },
    ]);
  });

  it("shows an older note row, which kept no text, with the note found for it, or as it is", () => {
    expect(historyLines({ action: "note", changes: {} }, "見積書送付済み")).toEqual([
      { kind: "note", body: "見積書送付済み" },
    ]);
    expect(historyLines({ action: "note", changes: {} })).toEqual([]);
  });
});
