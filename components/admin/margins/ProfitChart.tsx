import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import { intlTags } from "@/lib/i18n/locales";
import { formatPrice, formatYearMonth, formatYen } from "@/lib/format";
import { CHART_SIZE, chartGeometry } from "@/lib/margins/chart";
import type { MonthlyReport } from "@/lib/margins/report";

const monthNumber = (month: string) => Number(month.slice(5, 7));
const yearMonth = (month: string) => ({ year: Number(month.slice(0, 4)), month: monthNumber(month) });

/**
 * Each month's revenue and 粗利 as bars, drawn by the server as plain SVG: it shows without scripts and costs the
 * page no library (docs/features.md). An image with a title and a description to a screen reader; the table under
 * it carries the figures.
 */
export async function ProfitChart({ chart, locale }: { chart: MonthlyReport["chart"]; locale: Locale }) {
  const t = await getTranslations("admin.report.chart");
  const geometry = chartGeometry(chart);
  // The scale in 万 as the office reads prices (300万円), zero as 0円 rather than a bare yen sign.
  const { width, height, left, right } = CHART_SIZE;
  const short = new Intl.DateTimeFormat(intlTags[locale], { month: "short", timeZone: "UTC" });
  const label = (month: string) => short.format(Date.UTC(Number(month.slice(0, 4)), monthNumber(month) - 1));
  return (
    <figure className="mt-3">
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby="profit-chart-title profit-chart-desc"
        className="h-auto w-full max-w-4xl"
      >
        <title id="profit-chart-title">{t("title")}</title>
        <desc id="profit-chart-desc">
          {t("desc", {
            from: formatYearMonth(locale, yearMonth(chart[0].month)),
            to: formatYearMonth(locale, yearMonth(chart.at(-1)!.month)),
          })}
        </desc>
        {geometry.ticks.map((tick) => (
          <g key={tick.value}>
            <line x1={left} x2={width - right} y1={tick.y} y2={tick.y} className="stroke-slate-200" />
            <text x={left - 6} y={tick.y + 4} textAnchor="end" className="fill-muted text-[11px]">
              {tick.value === 0 ? formatYen(locale, 0) : formatPrice(locale, tick.value)}
            </text>
          </g>
        ))}
        <line x1={left} x2={width - right} y1={geometry.zeroY} y2={geometry.zeroY} className="stroke-slate-500" />
        {geometry.months.map((month, i) => (
          <g key={chart[i].month}>
            <rect
              x={month.x}
              width={geometry.barWidth}
              y={month.revenue.y}
              height={month.revenue.height}
              className="fill-brand-600"
            />
            <rect
              x={month.x + geometry.barWidth}
              width={geometry.barWidth}
              y={month.grossProfit.y}
              height={month.grossProfit.height}
              className="fill-accent-500"
            />
            <text x={month.labelX} y={height - 8} textAnchor="middle" className="fill-ink text-[11px]">
              {label(chart[i].month)}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-4 text-sm">
        <span className="inline-flex items-center gap-1">
          <span aria-hidden="true" className="inline-block size-3 bg-brand-600" />
          {t("revenue")}
        </span>
        <span className="inline-flex items-center gap-1">
          <span aria-hidden="true" className="inline-block size-3 bg-accent-500" />
          {t("grossProfit")}
        </span>
      </figcaption>
    </figure>
  );
}
