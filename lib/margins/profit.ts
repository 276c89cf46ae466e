// What a sold truck earned (粗利), and a month's figures from it. Pure rules: the records are read in ./costs.ts and
// ./report.ts.
//
// Every amount is tax included (税込), and 粗利 is 売約価格 − (仕入価格 + the cost lines), all three as paid:
// - the sale price is recorded tax included (admin.sale: 売約価格（税込）), and starts from the 支払総額, which holds
//   non-taxable 法定費用 (重量税, 自賠責, 印紙, リサイクル預託金) the record does not split out, so taking the tax out
//   of it exactly is not possible from what is kept;
// - a purchase from a private seller carries no consumption tax while one from an auction or a dealer does, and
//   cost lines mix taxable work with non-taxable fees: a tax-excluded cost would need each line's tax class,
//   which nobody in the office keeps;
// - tax included, 粗利 is money in minus money out, the figure the office reconciles with the bank book. The
//   法定費用 a sale passes on are entered as a cost line (kind `statutory`) so they cancel out.
// The accountant's tax-excluded figures come from the books, not from here; the report says its figures are 税込.
//
// A sold vehicle without a 仕入価格 has no 粗利 (null), not a 粗利 of its whole price: a month's cost, 粗利 and 粗利率
// count only the vehicles that have one, and say how many do not.
import type { IsoDate } from "@/lib/business/calendar";

export type VehicleCosts = { purchasePriceYen: number | null; lines: readonly { amountYen: number }[] };

/** The cost lines together (整備, 架装, 陸送…), without the purchase price. */
export function linesTotalOf(lines: readonly { amountYen: number }[]): number {
  return lines.reduce((sum, line) => sum + line.amountYen, 0);
}

/** 原価: the purchase price and every cost line; null while the purchase price is not entered. */
export function costOf(costs: VehicleCosts | null): number | null {
  if (!costs || costs.purchasePriceYen === null) return null;
  return costs.purchasePriceYen + linesTotalOf(costs.lines);
}

/** 粗利 of a vehicle sold for `salePriceYen`; null while its 原価 is unknown. */
export function grossProfitOf(salePriceYen: number, costs: VehicleCosts | null): number | null {
  const cost = costOf(costs);
  return cost === null ? null : salePriceYen - cost;
}

/**
 * 粗利率 in percent to one decimal, half away from zero (as the office rounds a percentage by hand); null when
 * there is nothing sold to divide by.
 */
export function marginPercentOf(grossProfitYen: number, revenueYen: number): number | null {
  if (revenueYen <= 0) return null;
  const tenths = Math.round((Math.abs(grossProfitYen) * 1000) / revenueYen);
  return (Math.sign(grossProfitYen) * tenths) / 10 || 0;
}

/** One sold vehicle as the month's figures count it. */
export interface SoldVehicle {
  salePriceYen: number;
  /** Null while its purchase price is not entered. */
  costYen: number | null;
  daysInStock: number;
}

export interface MonthTotals {
  sold: number;
  revenueYen: number;
  /** Over the vehicles with a cost only (`costed`). */
  costYen: number;
  grossProfitYen: number;
  marginPercent: number | null;
  /** Whole days, half up; null when nothing was sold. */
  averageDaysInStock: number | null;
  costed: number;
  /** Sold vehicles without a purchase price: in the count and the revenue, not in the 粗利. */
  uncosted: number;
}

export function totalsOf(vehicles: readonly SoldVehicle[]): MonthTotals {
  const costed = vehicles.filter((vehicle) => vehicle.costYen !== null);
  const revenueYen = vehicles.reduce((sum, vehicle) => sum + vehicle.salePriceYen, 0);
  const costedRevenueYen = costed.reduce((sum, vehicle) => sum + vehicle.salePriceYen, 0);
  const costYen = costed.reduce((sum, vehicle) => sum + vehicle.costYen!, 0);
  const grossProfitYen = costedRevenueYen - costYen;
  const days = vehicles.reduce((sum, vehicle) => sum + vehicle.daysInStock, 0);
  return {
    sold: vehicles.length,
    revenueYen,
    costYen,
    grossProfitYen,
    marginPercent: marginPercentOf(grossProfitYen, costedRevenueYen),
    averageDaysInStock: vehicles.length ? Math.round(days / vehicles.length) : null,
    costed: costed.length,
    uncosted: vehicles.length - costed.length,
  };
}

/** The vehicles' totals per group (a body type, a staff member), the largest revenue first, then by name. */
export function totalsBy<V extends SoldVehicle>(
  vehicles: readonly V[],
  groupOf: (vehicle: V) => { key: string; name: string },
): { key: string; name: string; totals: MonthTotals }[] {
  const groups = new Map<string, { name: string; vehicles: V[] }>();
  for (const vehicle of vehicles) {
    const { key, name } = groupOf(vehicle);
    const group = groups.get(key) ?? { name, vehicles: [] };
    group.vehicles.push(vehicle);
    groups.set(key, group);
  }
  return [...groups]
    .map(([key, group]) => ({ key, name: group.name, totals: totalsOf(group.vehicles) }))
    .sort((a, b) => b.totals.revenueYen - a.totals.revenueYen || a.name.localeCompare(b.name, "ja"));
}

/** A month as the report's address names it: 2026-11. */
export type Month = `${number}-${number}`;

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
/** The report reaches no further back than the site's first sales could and no later than its columns hold. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

/** The month a `?month=` names, or null for anything else (the page answers 404). */
export function readMonth(value: string): Month | null {
  const match = MONTH.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  return year >= FIRST_YEAR && year <= LAST_YEAR ? (value as Month) : null;
}

/** The month a day in Japan is in. */
export const monthOf = (day: IsoDate): Month => day.slice(0, 7) as Month;

/** The month `count` months after `month` (before it when negative). */
export function shiftMonth(month: Month, count: number): Month {
  const [year, number] = month.split("-").map(Number);
  const index = year * 12 + number - 1 + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}` as Month;
}

/** A month's days in Japan: from its first, up to (not including) the next month's first. */
export function monthDays(month: Month): { from: IsoDate; until: IsoDate } {
  return { from: `${month}-01`, until: `${shiftMonth(month, 1)}-01` };
}

/** The `count` months up to and including `last`, oldest first: the chart's months. */
export function monthsUpTo(last: Month, count: number): Month[] {
  return Array.from({ length: count }, (_, i) => shiftMonth(last, i - count + 1));
}
