import { getTranslations } from "next-intl/server";
import { getPathname, Link } from "@/lib/i18n/navigation";
import { localeCodes, type Locale } from "@/lib/i18n/locales";
import { routes } from "@/lib/routes";
import { formatCalendarDate, formatNumber, formatYearMonth, formatYen } from "@/lib/format";
import type { MonthTotals } from "@/lib/margins/profit";
import { shiftMonth } from "@/lib/margins/profit";
import type { MonthlyReport, ReportVehicle } from "@/lib/margins/report";
import { buttonClass } from "@/components/ui/button";
import { Button } from "@/components/ui/Button";
import { Notice } from "@/components/ui/Notice";
import { PageHeading } from "@/components/ui/PageHeading";
import { Section } from "@/components/ui/Section";
import { textLinkClass } from "@/components/ui/TextLink";
import { inputClass } from "@/components/forms/Field";
import { ListTable, type Column } from "../list/ListTable";
import { ProfitChart } from "./ProfitChart";
import { vehicleCostName } from "./VehicleCostsView";

const yearMonth = (month: string) => ({ year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) });

/**
 * The owners' monthly report: the month chosen by a plain GET form (and the months either side), its totals, the
 * same by body type and by staff member, every vehicle sold with what it earned, the chart of the twelve months up
 * to it with their figures as a table, and the CSV. Nothing on it needs a script.
 */
export async function MonthlyReportView({ report, locale }: { report: MonthlyReport; locale: Locale }) {
  const t = await getTranslations("admin.report");
  const monthName = formatYearMonth(locale, yearMonth(report.month));
  // A plain link: the download is a route handler outside the language prefix, named in the owner's language.
  const csvQuery = new URLSearchParams({ month: report.month, lang: localeCodes[locale] });
  const csvHref = `${routes.admin.reportCsv}?${csvQuery}`;
  const next = shiftMonth(report.month, 1);
  const { totals } = report;
  const columns = await totalsColumns(locale);
  return (
    <>
      <PageHeading
        title={t("monthTitle", { month: monthName })}
        lead={t("lead")}
        action={
          <a href={csvHref} download className={buttonClass({ variant: "outline" })} aria-describedby="report-csv-hint">
            {t("download")}
          </a>
        }
      />
      <p id="report-csv-hint" className="mt-1 text-sm text-muted">
        {t("downloadHint")}
      </p>
      <nav aria-label={t("monthNav")} className="mt-4 flex flex-wrap items-end gap-3">
        <Link href={routes.admin.reportMonth(shiftMonth(report.month, -1))} className={textLinkClass()}>
          {t("previous")}
        </Link>
        <form method="get" action={getPathname({ href: routes.admin.report, locale })} className="flex items-end gap-2">
          <label className="grid gap-1 text-sm font-semibold">
            {t("month")}
            <input
              type="month"
              name="month"
              defaultValue={report.month}
              max={report.currentMonth}
              required
              className={inputClass}
            />
          </label>
          <Button type="submit" variant="secondary">
            {t("show")}
          </Button>
        </form>
        {next <= report.currentMonth && (
          <Link href={routes.admin.reportMonth(next)} className={textLinkClass()}>
            {t("next")}
          </Link>
        )}
      </nav>
      {totals.sold === 0 ? (
        <Notice tone="info" className="mt-6" data-testid="report-empty">
          {t("empty", { month: monthName })}
        </Notice>
      ) : (
        <>
          <Section id="report-totals" title={t("totals.title")} heading="minor" className="mt-6">
            <TotalsTiles totals={totals} locale={locale} />
            {totals.uncosted > 0 && (
              <Notice tone="info" className="mt-3">
                {t("uncosted", { count: totals.uncosted })}
              </Notice>
            )}
          </Section>
          {/* One under the other: seven columns each, too wide to stand side by side without scrolling. */}
          <div className="mt-8 grid gap-8">
            <Section id="report-body" title={t("byBodyType")} heading="minor" className="min-w-0">
              <ListTable
                columns={[
                  {
                    key: "group",
                    label: t("group.bodyType"),
                    cell: (row) => (locale === "ja" ? row.nameJa : row.nameEn),
                  },
                  ...columns,
                ]}
                rows={report.byBodyType}
                rowKey={(row) => row.key}
                empty=""
              />
            </Section>
            <Section id="report-staff" title={t("byStaff")} heading="minor" className="min-w-0">
              <p className="mt-1 text-sm text-muted">{t("staffRule")}</p>
              <ListTable
                columns={[{ key: "group", label: t("group.staff"), cell: (row) => row.name }, ...columns]}
                rows={report.byStaff}
                rowKey={(row) => row.key}
                empty=""
              />
            </Section>
          </div>
          <Section id="report-vehicles" title={t("vehicles")} heading="minor" className="mt-8">
            <SoldVehicles vehicles={report.vehicles} locale={locale} />
          </Section>
        </>
      )}
      <Section id="report-chart" title={t("chart.title")} heading="minor" className="mt-8">
        <ProfitChart chart={report.chart} locale={locale} />
        <ListTable
          columns={[
            {
              key: "month",
              label: t("chart.month"),
              cell: (row) => (
                <Link href={routes.admin.reportMonth(row.month)} className={textLinkClass()}>
                  {formatYearMonth(locale, yearMonth(row.month))}
                </Link>
              ),
            },
            { key: "sold", label: t("totals.sold"), numeric: true, cell: (row) => t("count", { count: row.sold }) },
            {
              key: "revenue",
              label: t("chart.revenue"),
              numeric: true,
              cell: (row) => formatYen(locale, row.revenueYen),
            },
            {
              key: "profit",
              label: t("chart.grossProfit"),
              numeric: true,
              cell: (row) => formatYen(locale, row.grossProfitYen),
            },
          ]}
          rows={report.chart}
          rowKey={(row) => row.month}
          empty=""
        />
      </Section>
    </>
  );
}

/** The columns a group's totals take, after its name. */
async function totalsColumns(locale: Locale): Promise<Column<{ totals: MonthTotals }>[]> {
  const t = await getTranslations("admin.report");
  const percent = (value: number | null) =>
    value === null ? t("none") : t("percent", { value: formatNumber(locale, value) });
  return [
    { key: "sold", label: t("totals.sold"), numeric: true, cell: (row) => t("count", { count: row.totals.sold }) },
    {
      key: "revenue",
      label: t("totals.revenue"),
      numeric: true,
      cell: (row) => formatYen(locale, row.totals.revenueYen),
    },
    {
      key: "profit",
      label: t("totals.grossProfit"),
      numeric: true,
      cell: (row) => (row.totals.costed ? formatYen(locale, row.totals.grossProfitYen) : t("none")),
    },
    {
      key: "margin",
      label: t("totals.marginPercent"),
      numeric: true,
      cell: (row) => percent(row.totals.marginPercent),
    },
    {
      key: "days",
      label: t("totals.averageDays"),
      numeric: true,
      cell: (row) => t("days", { days: row.totals.averageDaysInStock ?? 0 }),
    },
  ];
}

async function TotalsTiles({ totals, locale }: { totals: MonthTotals; locale: Locale }) {
  const t = await getTranslations("admin.report");
  const tiles: [string, string, string][] = [
    ["sold", t("totals.sold"), t("count", { count: totals.sold })],
    ["revenue", t("totals.revenue"), formatYen(locale, totals.revenueYen)],
    ["cost", t("totals.cost"), totals.costed ? formatYen(locale, totals.costYen) : t("none")],
    ["gross-profit", t("totals.grossProfit"), totals.costed ? formatYen(locale, totals.grossProfitYen) : t("none")],
    [
      "margin",
      t("totals.marginPercent"),
      totals.marginPercent === null ? t("none") : t("percent", { value: formatNumber(locale, totals.marginPercent) }),
    ],
    ["days", t("totals.averageDays"), t("days", { days: totals.averageDaysInStock ?? 0 })],
  ];
  return (
    <dl className="mt-3 grid grid-cols-2 gap-3 pc:grid-cols-6">
      {tiles.map(([key, term, value]) => (
        <div key={key} className="rounded-lg border border-slate-200 bg-white p-3">
          <dt className="text-sm text-muted">{term}</dt>
          <dd className="mt-1 text-xl font-bold tabular-nums" data-testid={`report-${key}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

async function SoldVehicles({ vehicles, locale }: { vehicles: ReportVehicle[]; locale: Locale }) {
  const t = await getTranslations("admin.report");
  const yen = (amount: number | null) => (amount === null ? t("costMissing") : formatYen(locale, amount));
  return (
    <ListTable
      columns={[
        {
          key: "soldOn",
          label: t("vehicleColumns.soldOn"),
          cell: (vehicle) => formatCalendarDate(locale, vehicle.soldOn, "full"),
        },
        {
          key: "vehicle",
          label: t("vehicleColumns.vehicle"),
          cell: (vehicle) => (
            <Link href={routes.admin.vehicleCosts(vehicle.id)} className={textLinkClass()}>
              {vehicleCostName(vehicle, locale)}
            </Link>
          ),
        },
        {
          key: "body",
          label: t("vehicleColumns.bodyType"),
          cell: (vehicle) => (locale === "ja" ? vehicle.bodyType.nameJa : vehicle.bodyType.nameEn),
        },
        {
          key: "staff",
          label: t("vehicleColumns.staff"),
          cell: (vehicle) =>
            vehicle.staff.assigned ? vehicle.staff.name : t("recorder", { name: vehicle.staff.name }),
        },
        {
          key: "sale",
          label: t("vehicleColumns.salePrice"),
          numeric: true,
          cell: (vehicle) => formatYen(locale, vehicle.salePriceYen),
        },
        { key: "cost", label: t("vehicleColumns.cost"), numeric: true, cell: (vehicle) => yen(vehicle.costYen) },
        {
          key: "profit",
          label: t("vehicleColumns.grossProfit"),
          numeric: true,
          cell: (vehicle) => yen(vehicle.grossProfitYen),
        },
        {
          key: "days",
          label: t("vehicleColumns.days"),
          numeric: true,
          cell: (vehicle) => t("days", { days: vehicle.daysInStock }),
        },
      ]}
      rows={vehicles}
      rowKey={(vehicle) => vehicle.id}
      empty=""
    />
  );
}
