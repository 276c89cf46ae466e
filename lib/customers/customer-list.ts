// The customer list staff look a caller up in: every customer, the one heard from last first, found by the
// inbox's search (a name in any writing, a phone number however typed, an email, a receipt number) in any of
// their requests. Each row names the customer as their latest request does.
import "server-only";
import { db } from "@/lib/db";
import type { StaffSession } from "@/lib/auth/sessions";
import { searchFromQuery, pageFromQuery } from "@/lib/http/url-values";
import { pageCountOf } from "@/lib/admin/fields";
import { requestSearchWhere } from "@/lib/admin/order-inbox";
import { SETTLED_STATUSES } from "@/lib/admin/follow-up";

export const CUSTOMERS_PAGE_SIZE = 50;
export const CUSTOMER_QUERY_MAX = 100;

export type CustomerFilter = { q: string; page: number };

export function parseCustomerFilter(query: Record<string, string | string[] | undefined>): CustomerFilter {
  return { q: searchFromQuery(query.q, CUSTOMER_QUERY_MAX), page: pageFromQuery(query.page) };
}

/** A page of customers, the latest heard from first, with their latest request's name and contact. */
export async function listCustomers(_staff: StaffSession, filter: CustomerFilter) {
  const found = { orders: { some: await requestSearchWhere(filter.q) } };
  const [total, groups] = await Promise.all([
    db().customer.count({ where: found }),
    db().order.groupBy({
      by: ["customerId"],
      where: { customer: found },
      _max: { createdAt: true },
      _count: { _all: true },
      orderBy: [{ _max: { createdAt: "desc" } }, { customerId: "desc" }],
      skip: (filter.page - 1) * CUSTOMERS_PAGE_SIZE,
      take: CUSTOMERS_PAGE_SIZE,
    }),
  ]);
  const ids = groups.flatMap((group) => (group.customerId === null ? [] : [group.customerId]));
  const [latest, open, notes] = await Promise.all([
    db().order.findMany({
      where: { customerId: { in: ids } },
      orderBy: [{ createdAt: "desc" }, { n: "desc" }],
      distinct: ["customerId"],
      select: {
        customerId: true,
        n: true,
        type: true,
        lastName: true,
        firstName: true,
        companyName: true,
        phone: true,
        email: true,
      },
    }),
    db().order.groupBy({
      by: ["customerId"],
      where: { customerId: { in: ids }, status: { notIn: [...SETTLED_STATUSES] }, archivedAt: null },
      _count: { _all: true },
    }),
    db().customerNote.groupBy({ by: ["customerId"], where: { customerId: { in: ids } }, _count: { _all: true } }),
  ]);
  const countOf = (rows: { customerId: number | null; _count: { _all: number } }[], id: number) =>
    rows.find((row) => row.customerId === id)?._count._all ?? 0;
  const customers = groups.flatMap((group) => {
    const request = latest.find((order) => order.customerId === group.customerId);
    if (!request || group.customerId === null) return [];
    const id = group.customerId;
    return [
      {
        id,
        latest: request,
        lastHeardAt: group._max.createdAt ?? new Date(0),
        requests: group._count._all,
        openRequests: countOf(open, id),
        notes: countOf(notes, id),
      },
    ];
  });
  return { customers, total, pageCount: pageCountOf(total, CUSTOMERS_PAGE_SIZE) };
}
