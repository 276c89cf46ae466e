import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import type { Locale } from "@/lib/i18n/locales";
import type { getDashboard } from "@/lib/admin/dashboard";
import { orderFilterQuery } from "@/lib/admin/orders";
import { REQUEST_TYPES } from "@/lib/requests/types";
import { Section } from "@/components/ui/Section";
import { ListTable } from "./list/ListTable";
import { orderColumns } from "./OrderList";
import { AlertCounts } from "./AlertCounts";
import { OverduePayments } from "./deals/OverduePayments";
import { cn } from "@/components/ui/cn";

// The desk's three counts a manager reads first; 自分の担当 is the inbox's own filter.
const DASHBOARD_DESK = ["today", "overdue", "unassigned"] as const;

export async function Dashboard({ data, locale }: { data: Awaited<ReturnType<typeof getDashboard>>; locale: Locale }) {
  const t = await getTranslations("admin");
  const tf = await getTranslations("form");
  const to = await getTranslations("admin.orders");
  const columns = await orderColumns(locale, data.today);
  return (
    <>
      <h1 className="text-2xl font-black">{t("dashboard.title")}</h1>
      <Section id="dashboard-desk" title={t("dashboard.desk")} heading="minor" className="mt-6">
        <ul className="mt-3 grid grid-cols-3 gap-3">
          {DASHBOARD_DESK.map((desk) => (
            <li key={desk}>
              <Link
                href={{ pathname: routes.admin.orders, query: orderFilterQuery({ desk }) }}
                className={cn(
                  "block h-full rounded-lg border bg-white p-3 hover:border-brand-600",
                  desk === "overdue" && data.desk.overdue > 0 ? "border-red-700" : "border-slate-200",
                )}
              >
                <span className="block text-xs text-muted">{to(`desk.${desk}`)}</span>
                <span className="block text-2xl font-black tabular-nums" data-testid={`desk-${desk}`}>
                  {data.desk[desk]}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>
      <OverduePayments rows={data.overdue} locale={locale} />
      <Section id="dashboard-vehicles" title={t("dashboard.vehicles")} heading="minor" className="mt-8">
        <div className="mt-3 grid gap-4 pc:grid-cols-2">
          {data.vehicles.map((row) => (
            <Link
              key={row.kind}
              href={routes.admin[row.kind]}
              className="block rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-600"
            >
              <p className="font-bold">{t(`nav.${row.kind}`)}</p>
              <dl className="mt-2 grid grid-cols-4 text-center">
                {(["published", "reserved", "draft", "sold"] as const).map((status) => (
                  <div key={status}>
                    <dt className="text-xs text-muted">{t(`dashboard.${status}`)}</dt>
                    <dd className="text-2xl font-black tabular-nums" data-testid={`${row.kind}-${status}`}>
                      {row[status]}
                    </dd>
                  </div>
                ))}
              </dl>
            </Link>
          ))}
        </div>
      </Section>

      <Section id="dashboard-new" title={t("dashboard.newOrders")} heading="minor" className="mt-8">
        <ul className="mt-3 grid grid-cols-2 gap-3 pc:grid-cols-6">
          {REQUEST_TYPES.map((type) => (
            <li key={type}>
              <Link
                href={{ pathname: routes.admin.orders, query: orderFilterQuery({ type, status: "new" }) }}
                className="block h-full rounded-lg border border-slate-200 bg-white p-3 hover:border-brand-600"
              >
                <span className="block text-xs text-muted">{tf(`requestTypes.${type}`)}</span>
                <span className="block text-2xl font-black tabular-nums" data-testid={`new-${type}`}>
                  {data.newOrders[type] ?? 0}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <AlertCounts counts={data.alerts} />

      <Section id="dashboard-latest" title={t("dashboard.latestOrders")} heading="minor" className="mt-8">
        <ListTable
          columns={[
            columns.number,
            columns.type,
            columns.customer,
            columns.assignee,
            columns.followUp,
            columns.received,
          ]}
          rows={data.latest}
          rowKey={(order) => order.n}
          empty={t("dashboard.noOrders")}
        />
      </Section>
    </>
  );
}
