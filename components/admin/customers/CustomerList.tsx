import { getTranslations } from "next-intl/server";
import { Link } from "@/lib/i18n/navigation";
import { routes } from "@/lib/routes";
import type { Locale } from "@/lib/i18n/locales";
import { CUSTOMER_QUERY_MAX, type CustomerFilter, type listCustomers } from "@/lib/customers/customer-list";
import { formatJapanTime } from "@/lib/format";
import { formatPhone, phoneHref } from "@/lib/phone";
import { textLinkClass } from "@/components/ui/TextLink";
import { AdminPager } from "../list/AdminPager";
import { FilterSearch, ListFilters } from "../list/ListFilters";
import { ListTable, type Column } from "../list/ListTable";

type Result = Awaited<ReturnType<typeof listCustomers>>;
type Row = Result["customers"][number];

/** Every customer, the latest heard from first: who they are, how to reach them, their requests and notes. */
export async function CustomerList({
  filter,
  result,
  locale,
}: {
  filter: CustomerFilter;
  result: Result;
  locale: Locale;
}) {
  const t = await getTranslations("admin.customers");
  const to = await getTranslations("admin.orders");
  const tf = await getTranslations("form");
  const tm = await getTranslations("mail");
  const tc = await getTranslations("admin.common");
  const link = textLinkClass();
  const columns: Column<Row>[] = [
    {
      key: "customer",
      label: t("customer"),
      cell: ({ id, latest }) => (
        <span>
          <Link href={routes.admin.customer(id)} className={link}>
            {tm("nameValue", { last: latest.lastName, first: latest.firstName })}
          </Link>
          {latest.companyName && <span className="block text-sm text-muted">{latest.companyName}</span>}
        </span>
      ),
    },
    {
      key: "contact",
      label: t("contact"),
      cell: ({ latest }) => (
        <span className="break-all">
          <a href={phoneHref(latest.phone)} className="whitespace-nowrap underline">
            {formatPhone(latest.phone)}
          </a>
          <span className="block text-sm">{latest.email}</span>
        </span>
      ),
    },
    {
      key: "latest",
      label: t("latestRequest"),
      cell: ({ latest }) => (
        <Link href={routes.admin.order(latest.n)} className="underline">
          {to("detailTitle", { n: latest.n })} · {tf(`requestTypes.${latest.type}`)}
        </Link>
      ),
    },
    {
      key: "requests",
      label: t("requestCount"),
      numeric: true,
      cell: (row) => t("requestCountValue", { count: row.requests, open: row.openRequests }),
    },
    {
      key: "notes",
      label: t("noteCount"),
      numeric: true,
      cell: (row) => t("noteCountValue", { count: row.notes }),
    },
    {
      key: "lastHeard",
      label: t("lastHeard"),
      numeric: true,
      cell: (row) => formatJapanTime(locale, row.lastHeardAt),
    },
  ];
  const query: Record<string, string> = filter.q ? { q: filter.q } : {};
  return (
    <>
      <h1 className="text-2xl font-black">{t("listTitle")}</h1>
      <p className="mt-1 text-sm text-muted">{t("listLead")}</p>
      <ListFilters apply={tc("apply")}>
        <FilterSearch
          label={t("search")}
          value={filter.q}
          maxLength={CUSTOMER_QUERY_MAX}
          placeholder={t("searchHint")}
          wide
        />
      </ListFilters>
      <ListTable
        columns={columns}
        rows={result.customers}
        rowKey={(row) => row.id}
        empty={t("listEmpty")}
        count={t("listCount", { total: result.total })}
      />
      <AdminPager pathname={routes.admin.customers} query={query} page={filter.page} pageCount={result.pageCount} />
    </>
  );
}
