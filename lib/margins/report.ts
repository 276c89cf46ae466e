import "server-only";
// The owners' monthly report: the sale vehicles sold in a month (by their recorded 売約日, a day in Japan), what
// they brought in and earned, by body type and by staff member, and the twelve months up to it for the chart. A
// sale whose vehicle was put back on sale (the deal fell through, the record kept) is no sale here. Every figure is
// tax included, as ./profit.ts says why.
import { db } from "@/lib/db";
import type { StaffSession } from "@/lib/auth/sessions";
import { can } from "@/lib/auth/roles";
import { japanDate, type IsoDate } from "@/lib/business/calendar";
import { isoDateOf } from "@/lib/admin/follow-up";
import { daysInStock } from "@/lib/admin/vehicle-sale";
import {
  costOf,
  monthDays,
  monthOf,
  monthsUpTo,
  totalsBy,
  totalsOf,
  type MonthTotals,
  type Month,
  type SoldVehicle,
} from "./profit";
import { displayNameOf } from "@/lib/auth/display-name";

/** How many months the chart shows, up to the report's month. */
export const CHART_MONTHS = 12;

/** One vehicle sold in the month, as the report's list and its CSV show it. */
export interface ReportVehicle extends SoldVehicle {
  id: number;
  inquiryNo: number;
  nameJa: string;
  nameEn: string;
  soldOn: IsoDate;
  bodyType: { id: number; nameJa: string; nameEn: string };
  /**
   * Who the sale counts for: the 担当者 of the request that bought it, else whoever recorded the sale (a walk-in
   * buyer has no request). `assigned` says which.
   */
  staff: { key: string; name: string; assigned: boolean };
  purchasePriceYen: number | null;
  grossProfitYen: number | null;
}

export interface MonthlyReport {
  month: Month;
  /** This month in Japan: the page offers no month after it. */
  currentMonth: Month;
  totals: MonthTotals;
  byBodyType: { key: string; nameJa: string; nameEn: string; totals: MonthTotals }[];
  byStaff: { key: string; name: string; totals: MonthTotals }[];
  /** Sale day first, then 問い合わせ番号. */
  vehicles: ReportVehicle[];
  /** The chart's months, oldest first, each with its revenue and 粗利. */
  chart: { month: Month; revenueYen: number; grossProfitYen: number; sold: number }[];
}

/** The month a report opens at without `?month=`: this one, in Japan. */
export const currentMonthOf = (now: Date): Month => monthOf(japanDate(now));

const dayOf = (day: IsoDate) => new Date(`${day}T00:00:00Z`);

async function soldBetween(from: IsoDate, until: IsoDate, today: IsoDate): Promise<ReportVehicle[]> {
  const sales = await db().vehicleSale.findMany({
    where: { soldOn: { gte: dayOf(from), lt: dayOf(until) }, vehicle: { status: "sold", kind: "sale" } },
    orderBy: [{ soldOn: "asc" }, { vehicle: { inquiryNo: "asc" } }],
    select: {
      salePriceYen: true,
      soldOn: true,
      recordedById: true,
      recordedByName: true,
      order: { select: { assignee: { select: { id: true, name: true, email: true } } } },
      vehicle: {
        select: {
          id: true,
          inquiryNo: true,
          nameJa: true,
          nameEn: true,
          status: true,
          createdAt: true,
          publishedAt: true,
          soldAt: true,
          bodyType: { select: { id: true, nameJa: true, nameEn: true } },
          cost: { select: { purchasePriceYen: true, lines: { select: { amountYen: true } } } },
        },
      },
    },
  });
  return sales.map((sale) => {
    const { vehicle } = sale;
    const soldOn = isoDateOf(sale.soldOn)!;
    const costYen = costOf(vehicle.cost);
    const assignee = sale.order?.assignee;
    return {
      id: vehicle.id,
      inquiryNo: vehicle.inquiryNo,
      nameJa: vehicle.nameJa,
      nameEn: vehicle.nameEn,
      soldOn,
      bodyType: vehicle.bodyType,
      staff: assignee
        ? { key: `account:${assignee.id}`, name: displayNameOf(assignee), assigned: true }
        : {
            key: sale.recordedById === null ? `name:${sale.recordedByName}` : `account:${sale.recordedById}`,
            name: sale.recordedByName,
            assigned: false,
          },
      salePriceYen: sale.salePriceYen,
      purchasePriceYen: vehicle.cost?.purchasePriceYen ?? null,
      costYen,
      grossProfitYen: costYen === null ? null : sale.salePriceYen - costYen,
      daysInStock: daysInStock({ ...vehicle, sale: { soldOn } }, today),
    };
  });
}

/** The report of `month`; null for an account that may not see it (the page answers 404). */
export async function monthlyReport(
  staff: StaffSession,
  month: Month,
  now = new Date(),
): Promise<MonthlyReport | null> {
  if (!can(staff, "viewMargins")) return null;
  const today = japanDate(now);
  const months = monthsUpTo(month, CHART_MONTHS);
  const sold = await soldBetween(monthDays(months[0]).from, monthDays(month).until, today);
  const vehicles = sold.filter((vehicle) => monthOf(vehicle.soldOn) === month);
  const names = new Map(vehicles.map((vehicle) => [String(vehicle.bodyType.id), vehicle.bodyType]));
  return {
    month,
    currentMonth: monthOf(today),
    totals: totalsOf(vehicles),
    byBodyType: totalsBy(vehicles, (vehicle) => ({
      key: String(vehicle.bodyType.id),
      name: vehicle.bodyType.nameJa,
    })).map(({ key, totals }) => ({ key, nameJa: names.get(key)!.nameJa, nameEn: names.get(key)!.nameEn, totals })),
    byStaff: totalsBy(vehicles, (vehicle) => vehicle.staff),
    vehicles,
    chart: months.map((chartMonth) => {
      const totals = totalsOf(sold.filter((vehicle) => monthOf(vehicle.soldOn) === chartMonth));
      return {
        month: chartMonth,
        revenueYen: totals.revenueYen,
        grossProfitYen: totals.grossProfitYen,
        sold: totals.sold,
      };
    }),
  };
}
