import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { AdminPager } from "./list/AdminPager";
import { OrderedVehicleName } from "./OrderedVehicle";
import { routes } from "@/lib/routes";
import type { Locale } from "@/lib/i18n/locales";
import { ORDER_STATUSES, REQUEST_TYPES, type listOrders, type OrderFilter } from "@/lib/admin/orders";
import { formatJapanTime } from "@/lib/format";

export async function OrderList({
  filter,
  result,
  locale,
}: {
  filter: OrderFilter;
  result: Awaited<ReturnType<typeof listOrders>>;
  locale: Locale;
}) {
  const t = await getTranslations("admin.orders");
  const tf = await getTranslations("form");
  const filters = {
    ...(filter.type && { type: filter.type }),
    ...(filter.status && { status: filter.status }),
    ...(filter.archived && { archived: "1" }),
  };
  const select = "mt-1 block min-h-11 rounded-md border border-slate-300 bg-white px-3";
  return (
    <>
      <h1 className="text-2xl font-black">{t(filter.archived ? "archivedTitle" : "title")}</h1>
      <form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <label className="text-sm font-bold">
          {t("filterType")}
          <select name="type" defaultValue={filter.type ?? ""} className={select}>
            <option value="">{t("all")}</option>
            {REQUEST_TYPES.map((type) => (
              <option key={type} value={type}>
                {tf(`requestTypes.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm font-bold">
          {t("filterStatus")}
          <select name="status" defaultValue={filter.status ?? ""} className={select}>
            <option value="">{t("all")}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`statuses.${status}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm font-bold">
          <input type="checkbox" name="archived" value="1" defaultChecked={filter.archived} className="h-5 w-5" />
          {t("showArchived")}
        </label>
        <button type="submit" className="min-h-11 rounded-md bg-brand-700 px-5 font-bold text-white">
          {t("apply")}
        </button>
      </form>
      {result.orders.length === 0 ? (
        <p className="mt-6 text-muted">{t("empty")}</p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-300">
                {(["number", "type", "status", "customer", "vehicle", "received"] as const).map((column) => (
                  <th key={column} scope="col" className="p-2">
                    {t(column)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {result.orders.map((order) => (
                <tr key={order.n} className="border-b border-slate-200 bg-white">
                  <td className="p-2 tabular-nums">
                    <Link href={routes.admin.order(order.n)} className="font-bold text-brand-700 underline">
                      {order.n}
                    </Link>
                  </td>
                  <td className="p-2">{tf(`requestTypes.${order.type}`)}</td>
                  <td className="p-2">{t(`statuses.${order.status}`)}</td>
                  <td className="p-2">
                    {order.lastName} {order.firstName}
                    {order.companyName ? ` / ${order.companyName}` : ""}
                  </td>
                  <td className="p-2">
                    <OrderedVehicleName order={order} />
                  </td>
                  <td className="p-2 tabular-nums">{formatJapanTime(locale, order.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <AdminPager pathname={routes.admin.orders} query={filters} page={filter.page} pageCount={result.pageCount} />
    </>
  );
}
