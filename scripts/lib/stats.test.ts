import { describe, expect, it } from "vitest";
import { spread } from "./stats";

describe("a measurement's median and range", () => {
  it.each([
    [[3], { median: 3, min: 3, max: 3 }],
    [[5, 1, 3], { median: 3, min: 1, max: 5 }],
    [[4, 1, 3, 2], { median: 2.5, min: 1, max: 4 }],
  ])("spreads %j", (values, expected) => {
    expect(spread(values)).toEqual(expected);
  });

  it("refuses to summarise nothing", () => {
    expect(() => spread([])).toThrow();
  });
});
