import { describe, expect, it } from "vitest";
import { withCurrent, yearSteps } from "./filter-steps";

describe("yearSteps", () => {
  it("runs from this year back to 1990", () => {
    const years = yearSteps(2026);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1990);
    expect(years).toHaveLength(37);
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
