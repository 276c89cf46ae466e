import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { AdminPager } from "./list/AdminPager";
import { FilterCheckbox, FilterSearch, FilterSelect, ListFilters } from "./list/ListFilters";
import { ListTable, type Column } from "./list/ListTable";
import { OrderedVehicleName } from "./OrderedVehicle";
import { routes } from "@/lib/routes";
import { localeCodes, type Locale } from "@/lib/i18n/locales";
import { DESK_VIEWS, ORDER_QUERY_MAX, ORDER_STATUSES, orderFilterQuery, type OrderFilter } from "@/lib/admin/orders";
import { REQUEST_TYPES } from "@/lib/requests/types";
import { ChipNav } from "@/components/ui/ChipNav";
import { FollowUpMark } from "./FollowUpMark";
import { buttonClass } from "@/components/ui/button";
import type { listOrders } from "@/lib/admin/order-inbox";
import { formatJapanTime } from "@/lib/format";
import { formatPhone, phoneHref } from "@/lib/phone";
import { displayNameOf } from "@/lib/auth/display-name";

type OrderSummary = Pick<
  Awaited<ReturnType<typeof listOrders>>["orders"][number],
  "n" | "type" | "status" | "lastName" | "firstName" | "companyName" | "phone" | "createdAt" | "followUpOn" | "assignee"
>;

/** The columns the order list and the dashboard's latest orders share; `today` is Japan's, for the follow-up. */
export async function orderColumns(locale: Locale, today: string) {
  const t = await getTranslations("admin.orders");
  const tf = await getTranslations("form");
  return {
    number: {
      key: "number",
      label: t("number"),
      numeric: true,
      cell: (order) => (
        <Link href={routes.admin.order(order.n)} className="font-bold text-brand-700 underline">
          {order.n}
        </Link>
      ),
    },
    type: { key: "type", label: t("type"), cell: (order) => tf(`requestTypes.${order.type}`) },
    status: { key: "status", label: t("status"), cell: (order) => t(`statuses.${order.status}`) },
    customer: {
      key: "customer",
      label: t("customer"),
      cell: (order) => `${order.lastName} ${order.firstName}${order.companyName ? ` / ${order.companyName}` : ""}`,
    },
    phone: {
      key: "phone",
      label: tf("phone"),
      cell: (order) => (
        <a href={phoneHref(order.phone)} className="whitespace-nowrap underline">
          {formatPhone(order.phone)}
        </a>
      ),
    },
    received: {
      key: "received",
      label: t("received"),
      numeric: true,
      cell: (order) => formatJapanTime(locale, order.createdAt),
    },
    assignee: {
      key: "assignee",
      label: t("assignee"),
      cell: (order) =>
        order.assignee ? displayNameOf(order.assignee) : <span className="text-muted">{t("unassigned")}</span>,
    },
    followUp: {
      key: "followUp",
      label: t("followUpOn"),
      cell: (order) => (
        <FollowUpMark followUpOn={order.followUpOn} status={order.status} today={today} locale={locale} />
      ),
    },
  } satisfies Record<string, Column<OrderSummary>>;
}

type Order = Awaited<ReturnType<typeof listOrders>>["orders"][number];

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
  const trp = await getTranslations("requestPhotos");
  const columns = await orderColumns(locale, result.today);
  const vehicle: Column<Order> = {
    key: "vehicle",
    label: t("vehicle"),
    cell: (order) => (
      <>
        <OrderedVehicleName order={order} locale={locale} />
        {order._count.photos > 0 && (
          <span className="ml-2 text-sm text-muted">{trp("staffCount", { count: order._count.photos })}</span>
        )}
      </>
    ),
  };
  const filters = orderFilterQuery(filter);
  // A plain link: the download is a route handler outside the language prefix, named in the staff's language.
  const exportHref = `${routes.admin.ordersExport}?${new URLSearchParams({ ...filters, lang: localeCodes[locale] })}`;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-black">{t(filter.archived ? "archivedTitle" : "title")}</h1>
        <a href={exportHref} download className={buttonClass({ variant: "outline" })}>
          {t("exportCsv")}
        </a>
      </div>
      <ListFilters apply={t("apply")} set={Object.keys(filters).length}>
        <FilterSearch
          label={t("search")}
          value={filter.q}
          maxLength={ORDER_QUERY_MAX}
          placeholder={t("searchHint")}
          wide
        />
        <FilterSelect
          label={t("filterType")}
          name="type"
          value={filter.type ?? ""}
          all={t("all")}
          options={REQUEST_TYPES.map((type) => ({ value: type, label: tf(`requestTypes.${type}`) }))}
        />
        <FilterSelect
          label={t("filterStatus")}
          name="status"
          value={filter.status ?? ""}
          all={t("all")}
          options={ORDER_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
        />
        <FilterCheckbox label={t("showArchived")} name="archived" checked={filter.archived} />
      </ListFilters>
      <ChipNav
        label={t("deskLabel")}
        className="mt-4"
        chips={[undefined, ...DESK_VIEWS].map((desk) => ({
          key: desk ?? "all",
          href: { pathname: routes.admin.orders, query: orderFilterQuery({ ...filter, desk }) },
          name: desk ? t("deskCount", { label: t(`desk.${desk}`), count: result.deskCounts[desk] }) : t("deskAll"),
          current: filter.desk === desk,
        }))}
      />
      <ListTable
        columns={[
          columns.number,
          columns.type,
          columns.status,
          columns.customer,
          columns.phone,
          vehicle,
          columns.assignee,
          columns.followUp,
          columns.received,
        ]}
        rows={result.orders}
        rowKey={(order) => order.n}
        empty={t("empty")}
      />
      <AdminPager pathname={routes.admin.orders} query={filters} page={filter.page} pageCount={result.pageCount} />
    </>
  );
}
