import { describe, expect, it } from "vitest";
import { lineUp, type StatedRow } from "./compare";

const rows = (values: Record<string, string>): StatedRow[] =>
  Object.entries(values).map(([key, value]) => ({ key, label: key.toUpperCase(), value }));

describe("vehicles lined up for comparison", () => {
  it("lines up each row by key and marks those that differ", () => {
    const lines = lineUp([rows({ maker: "いすゞ", year: "2019" }), rows({ maker: "いすゞ", year: "2021" })]);
    expect(lines).toEqual([
      { key: "maker", label: "MAKER", values: ["いすゞ", "いすゞ"], differs: false },
      { key: "year", label: "YEAR", values: ["2019", "2021"], differs: true },
    ]);
  });

  it("keeps a row only one vehicle states, and that differs", () => {
    const lines = lineUp([rows({ maker: "日野" }), rows({ maker: "日野", licence: "中型" })]);
    expect(lines.map((line) => line.key)).toEqual(["maker", "licence"]);
    expect(lines[1]).toMatchObject({ values: [null, "中型"], differs: true });
  });

  it("leaves a vehicle no longer listed out of what differs", () => {
    const lines = lineUp([rows({ maker: "日野" }), null, rows({ maker: "日野" })]);
    expect(lines).toEqual([{ key: "maker", label: "MAKER", values: ["日野", null, "日野"], differs: false }]);
  });

  it("finds nothing to differ with a single vehicle", () => {
    expect(lineUp([rows({ maker: "日野" }), null])[0].differs).toBe(false);
    expect(lineUp([])).toEqual([]);
  });
});
