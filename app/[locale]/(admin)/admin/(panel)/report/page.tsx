import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { localeOf } from "@/lib/i18n/locales";
import { requirePermission } from "@/lib/auth/staff";
import { firstValue } from "@/lib/http/url-values";
import { readMonth } from "@/lib/margins/profit";
import { currentMonthOf, monthlyReport } from "@/lib/margins/report";
import { withErrorMetadata } from "@/lib/seo/error-pages";
import { MonthlyReportView } from "@/components/admin/margins/MonthlyReportView";
import { withErrorPages } from "@/components/layout/withErrorPages";

type Props = PageProps<"/[locale]/admin/report">;

// Owners only: staff are told they have no access, in the title too (403).
export const generateMetadata = withErrorMetadata(async ({ params }: Props): Promise<Metadata> => {
  const locale = localeOf((await params).locale);
  await requirePermission(locale, "viewMargins");
  const t = await getTranslations({ locale, namespace: "admin.report" });
  return { title: t("title") };
});

export default withErrorPages(async function ReportPage({ params, searchParams }: Props) {
  const locale = localeOf((await params).locale);
  setRequestLocale(locale);
  const staff = await requirePermission(locale, "viewMargins");
  const typed = (await searchParams).month;
  // No month is this one; a month that is no month (2026-13) is no page.
  const month = typed === undefined ? currentMonthOf(new Date()) : readMonth(firstValue(typed));
  const report = month && (await monthlyReport(staff, month));
  if (!report) notFound();
  return <MonthlyReportView report={report} locale={locale} />;
});
