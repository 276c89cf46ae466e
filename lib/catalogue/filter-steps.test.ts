import { describe, expect, it } from "vitest";
import { withCurrent, yearOptions } from "./filter-steps";

describe("yearOptions", () => {
  it.each([
    {
      case: "the stock's years, newest first, each once",
      stock: [2011, 2019, null, 2011, 2004],
      asked: [],
      offered: [2019, 2011, 2004],
    },
    {
      case: "a year the URL asks that no truck has",
      stock: [2019, 2011],
      asked: [1998, undefined],
      offered: [2019, 2011, 1998],
    },
    { case: "both ends the URL asks", stock: [2015], asked: [2010, 2020], offered: [2020, 2015, 2010] },
    { case: "no stock: only what is asked", stock: [null], asked: [undefined, undefined], offered: [] },
  ])("offers $case", ({ stock, asked, offered }) => {
    expect(yearOptions(stock, asked)).toEqual(offered);
  });
});

describe("withCurrent", () => {
  it("adds a value the URL asks that the steps do not offer, in its place", () => {
    expect(withCurrent([1000, 2000, 3000], 2500)).toEqual([1000, 2000, 2500, 3000]);
    expect(withCurrent([2026, 2025, 2024], 1985, true)).toEqual([2026, 2025, 2024, 1985]);
    expect(withCurrent([1000, 2000], 2000)).toEqual([1000, 2000]);
    expect(withCurrent([1000, 2000], undefined)).toEqual([1000, 2000]);
  });
});
