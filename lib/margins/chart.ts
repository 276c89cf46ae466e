// The report's chart of the last twelve months as geometry: where each month's two bars (revenue and 粗利) stand
// and the value lines behind them. Drawn by the server as plain SVG (components/admin/margins/ProfitChart.tsx):
// it needs no script and adds nothing to the pages' bundle (docs/features.md says why no chart library).

/** The drawing's own units; the SVG scales to the width it is given. */
export const CHART_SIZE = { width: 720, height: 260, left: 84, right: 8, top: 12, bottom: 28 } as const;

/** A round step for about `lines` value lines over `span`: 1, 2 or 5 times a power of ten. */
export function niceStep(span: number, lines: number): number {
  if (span <= 0) return 1;
  const rough = span / lines;
  const power = 10 ** Math.floor(Math.log10(rough));
  return ([1, 2, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power;
}

export interface ChartGeometry {
  /** Value lines, bottom to top, each with its height in the drawing. */
  ticks: { value: number; y: number }[];
  /** Where zero is: bars grow up from it, a loss down. */
  zeroY: number;
  months: {
    x: number;
    /** The month's middle, for its label. */
    labelX: number;
    revenue: { y: number; height: number };
    grossProfit: { y: number; height: number };
  }[];
  barWidth: number;
}

const LINES = 4;

/** The chart of `months` (oldest first), its scale from the largest revenue and the largest loss. */
export function chartGeometry(months: readonly { revenueYen: number; grossProfitYen: number }[]): ChartGeometry {
  const { width, height, left, right, top, bottom } = CHART_SIZE;
  const high = Math.max(0, ...months.map((month) => Math.max(month.revenueYen, month.grossProfitYen)));
  const low = Math.min(0, ...months.map((month) => month.grossProfitYen));
  const step = niceStep(high - low, LINES);
  const from = Math.floor(low / step) * step;
  const to = Math.max(step, Math.ceil(high / step) * step);
  const plotHeight = height - top - bottom;
  const yOf = (value: number) => top + ((to - value) / (to - from)) * plotHeight;
  const zeroY = yOf(0);
  const bar = (value: number) => ({ y: Math.min(yOf(value), zeroY), height: Math.abs(yOf(value) - zeroY) });
  const slot = (width - left - right) / Math.max(1, months.length);
  const barWidth = slot * 0.35;
  const ticks = [];
  for (let value = from; value <= to; value += step) ticks.push({ value, y: yOf(value) });
  return {
    ticks,
    zeroY,
    barWidth,
    months: months.map((month, i) => {
      const x = left + i * slot + slot * 0.15;
      return {
        x,
        labelX: left + i * slot + slot / 2,
        revenue: bar(month.revenueYen),
        grossProfit: bar(month.grossProfitYen),
      };
    }),
  };
}
