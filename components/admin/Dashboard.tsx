import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import type { Locale } from "@/lib/i18n/locales";
import type { getDashboard } from "@/lib/admin/dashboard";
import { REQUEST_TYPES, orderFilterQuery } from "@/lib/admin/orders";
import { Section } from "@/components/ui/Section";
import { ListTable } from "./list/ListTable";
import { orderColumns } from "./OrderList";
import { AlertCounts } from "./AlertCounts";

export async function Dashboard({ data, locale }: { data: Awaited<ReturnType<typeof getDashboard>>; locale: Locale }) {
  const t = await getTranslations("admin");
  const tf = await getTranslations("form");
  const columns = await orderColumns(locale);
  return (
    <>
      <h1 className="text-2xl font-black">{t("dashboard.title")}</h1>
      <Section id="dashboard-vehicles" title={t("dashboard.vehicles")} heading="minor" className="mt-6">
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
        <ul className="mt-3 grid grid-cols-2 gap-3 pc:grid-cols-5">
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
          columns={[columns.number, columns.type, columns.customer, columns.received]}
          rows={data.latest}
          rowKey={(order) => order.n}
          empty={t("dashboard.noOrders")}
        />
      </Section>
    </>
  );
}
