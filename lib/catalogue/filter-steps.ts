// The steps the catalogue's range selects offer, as the big portals offer them. A URL may ask any value (a
// shared link, a hand-edited one); the select then offers that value too, so what is applied is what is shown.

/** 走行距離 ceilings in km. */
export const MILEAGE_STEPS_KM = [30_000, 50_000, 100_000, 200_000, 300_000, 500_000, 700_000, 1_000_000];
/** 最大積載量 steps in kg: the classes' usual loads (2t, 3t, 4t for 小型, 6t–8t 中型 and up to 15t 大型). */
export const LOAD_STEPS_KG = [1_000, 1_500, 2_000, 3_000, 3_500, 4_000, 6_000, 8_000, 10_000, 13_000, 15_000];
export const OLDEST_YEAR_OFFERED = 1990;

// The body's equipment, as truck portals let buyers ask for it.
/** A crane's boom: at least this many stages (段). */
export const CRANE_STAGE_STEPS = [3, 4, 5, 6];
/** A crane's rated capacity (吊り上げ能力) in kg: at least this; 2.9t finds the 2.93t cranes a 4t carries. */
export const CRANE_CAPACITY_STEPS_KG = [2_000, 2_300, 2_600, 2_900];
/** How cold a reefer goes, in ℃: at most this (中温 −5, 冷凍 −18, 低温 −25 and −30). */
export const REEFER_TEMP_STEPS = [-5, -18, -25, -30];

/** Model years to offer, newest first: this year back to OLDEST_YEAR_OFFERED. */
export function yearSteps(thisYear: number): number[] {
  return Array.from({ length: thisYear - OLDEST_YEAR_OFFERED + 1 }, (_, i) => thisYear - i);
}

/** The steps with the applied value among them, in order. */
export function withCurrent(steps: readonly number[], current: number | undefined, descending = false): number[] {
  if (current === undefined || steps.includes(current)) return [...steps];
  return [...steps, current].sort((a, b) => (descending ? b - a : a - b));
}
