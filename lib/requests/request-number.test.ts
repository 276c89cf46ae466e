import { describe, expect, it } from "vitest";
import { readRequestNumber } from "./request-number";

describe("a receipt number as staff write it", () => {
  it.each<[string, number | null]>([
    ["5000016", 5_000_016],
    ["５００００１６", 5_000_016],
    ["No.5000016", 5_000_016],
    ["no 5000016", 5_000_016],
    ["#5000016", 5_000_016],
    ["受付番号：5000016", 5_000_016],
    [" 5000016 ", 5_000_016],
    ["0", null],
    ["50000-16", null],
    ["No.", null],
    ["山田", null],
  ])("reads %s as %s", (text, n) => {
    expect(readRequestNumber(text)).toBe(n);
  });
});
