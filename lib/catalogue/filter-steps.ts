// The steps the catalogue's range selects offer, as the big portals offer them. A URL may ask any value (a
// shared link, a hand-edited one); the select then offers that value too, so what is applied is what is shown.

/** 走行距離 ceilings in km. */
export const MILEAGE_STEPS_KM = [30_000, 50_000, 100_000, 200_000, 300_000, 500_000, 700_000, 1_000_000];
/** 最大積載量 steps in kg: the classes' usual loads (2t, 3t, 4t for 小型, 6t–8t 中型 and up to 15t 大型). */
export const LOAD_STEPS_KG = [1_000, 1_500, 2_000, 3_000, 3_500, 4_000, 6_000, 8_000, 10_000, 13_000, 15_000];

// The body's equipment, as truck portals let buyers ask for it.
/** A crane's boom: at least this many stages (段). */
export const CRANE_STAGE_STEPS = [3, 4, 5, 6];
/** A crane's rated capacity (吊り上げ能力) in kg: at least this; 2.9t finds the 2.93t cranes a 4t carries. */
export const CRANE_CAPACITY_STEPS_KG = [2_000, 2_300, 2_600, 2_900];
/** How cold a reefer goes, in ℃: at most this (中温 −5, 冷凍 −18, 低温 −25 and −30). */
export const REEFER_TEMP_STEPS = [-5, -18, -25, -30];

/**
 * The model years the year lists offer, newest first: those the catalogue's stock holds (a truck of unknown year
 * offers none), and any the URL asks, so what is applied is what is shown. Not every year since 1990: each year
 * no truck has is an option that finds nothing, and two lists of them were a tenth of the page's elements.
 */
export function yearOptions(stock: readonly (number | null)[], asked: readonly (number | undefined)[]): number[] {
  const years = new Set([...stock, ...asked].filter((year) => year !== null && year !== undefined));
  return [...years].sort((a, b) => b - a);
}

/** The steps with the applied value among them, in order. */
export function withCurrent(steps: readonly number[], current: number | undefined, descending = false): number[] {
  if (current === undefined || steps.includes(current)) return [...steps];
  return [...steps, current].sort((a, b) => (descending ? b - a : a - b));
}
