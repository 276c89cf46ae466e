import { describe, expect, it } from "vitest";
import { CHART_SIZE, chartGeometry, niceStep } from "./chart";

describe("the chart's scale", () => {
  it.each([
    [0, 4, 1],
    [10_000_000, 4, 5_000_000],
    [12_000_000, 4, 5_000_000],
    [8_000_000, 4, 2_000_000],
    [4_000_000, 4, 1_000_000],
    [3_000, 4, 1_000],
  ])("over %d in about %d lines steps by %d", (span, lines, step) => {
    expect(niceStep(span, lines)).toBe(step);
  });

  it("stands bars on zero, a loss below it, inside the drawing", () => {
    const chart = chartGeometry([
      { revenueYen: 10_000_000, grossProfitYen: 2_000_000 },
      { revenueYen: 3_000_000, grossProfitYen: -1_000_000 },
      { revenueYen: 0, grossProfitYen: 0 },
    ]);
    const [first, loss, empty] = chart.months;
    expect(first.revenue.y + first.revenue.height).toBeCloseTo(chart.zeroY);
    expect(first.revenue.height).toBeGreaterThan(first.grossProfit.height);
    expect(loss.grossProfit.y).toBeCloseTo(chart.zeroY);
    expect(empty.revenue.height).toBe(0);
    expect(chart.ticks[0].value).toBeLessThan(0);
    expect(chart.ticks.at(-1)!.y).toBeGreaterThanOrEqual(CHART_SIZE.top);
    expect(chart.ticks[0].y).toBeLessThanOrEqual(CHART_SIZE.height - CHART_SIZE.bottom);
  });

  it("draws an empty year with a scale, not a division by zero", () => {
    const chart = chartGeometry(Array.from({ length: 12 }, () => ({ revenueYen: 0, grossProfitYen: 0 })));
    expect(chart.ticks.map((tick) => tick.value)).toEqual([0, 1]);
    expect(chart.months.every((month) => Number.isFinite(month.revenue.y))).toBe(true);
  });
});
