/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The value below which p percent of the sorted samples fall (nearest rank). */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export interface Spread {
  median: number;
  min: number;
  max: number;
}

/** The median of the values and their range. */
export function spread(values: number[]): Spread {
  if (!values.length) throw new Error("no values");
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) };
}
