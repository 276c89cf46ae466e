import { describe, expect, it } from "vitest";
import { ColumnIndex, UnsupportedWhere } from "./column-index";

type Row = { n: number | null; s: string | null; b: boolean | null; d: Date | null };
const rows: Row[] = [
  { n: 1, s: "a", b: true, d: new Date("2026-01-01") },
  { n: 5, s: "b", b: false, d: null },
  { n: null, s: null, b: null, d: new Date("2026-06-01") },
  { n: 10, s: "a", b: false, d: new Date("2026-03-01") },
];
const index = new ColumnIndex<Row>(rows, ["n", "s", "b", "d"], [["s", "b"]]);

// As PostgreSQL reads each condition: a NULL compared with anything keeps no row.
describe("a where evaluated over columns", () => {
  it.each([
    [{}, 4],
    [{ n: 5 }, 1],
    [{ n: { gte: 5 } }, 2],
    [{ n: { lt: 6 } }, 2],
    [{ n: { lte: 10, gt: 1 } }, 2],
    [{ n: { in: [1, 10] } }, 2],
    [{ n: { notIn: [1] } }, 2],
    [{ n: { not: 5 } }, 2],
    [{ n: { not: null } }, 3],
    [{ n: null }, 1],
    [{ s: "a" }, 2],
    [{ s: "z" }, 0],
    [{ s: { not: "a" } }, 1],
    [{ s: { in: ["b", "z"] } }, 1],
    [{ b: false }, 2],
    [{ d: { gte: new Date("2026-02-01") } }, 2],
    [{ OR: [{ n: 1 }, { s: "b" }] }, 2],
    [{ OR: [] }, 0],
    [{ AND: [] }, 4],
    [{ AND: [{ n: { gte: 1 } }, { OR: [{ b: true }, { d: null }] }] }, 2],
  ])("%j keeps %i", (where, kept) => {
    expect(index.count(where)).toBe(kept);
  });

  it("counts per group the rows a where keeps", () => {
    expect(index.groupBy(["s", "b"], { n: { not: null } })).toEqual([
      { s: "a", b: true, _count: { _all: 1 } },
      { s: "b", b: false, _count: { _all: 1 } },
      { s: "a", b: false, _count: { _all: 1 } },
    ]);
  });

  it("refuses what it cannot evaluate rather than guess", () => {
    expect(() => index.count({ s: { contains: "a" } })).toThrow(UnsupportedWhere);
    expect(() => index.count({ other: 1 })).toThrow(UnsupportedWhere);
    expect(() => index.count({ s: { gte: "a" } })).toThrow(UnsupportedWhere);
    expect(() => index.groupBy(["n"], {})).toThrow(UnsupportedWhere);
  });
});
