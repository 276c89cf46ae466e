import "server-only";
import { db } from "@/lib/db";
import type { StaffSession } from "@/lib/auth/sessions";
import { deskCounts, orderRowSelect } from "./order-inbox";
import { japanDate } from "@/lib/business/calendar";
import { countAlerts } from "@/lib/alerts/store";
import { overduePayments } from "@/lib/deals/deals";

/**
 * What staff see first: the requests due today, overdue and unassigned, the inventory by status, new requests by
 * type, the latest requests, how many saved searches are mailed (新着お知らせメール), and the money past its day.
 */
export async function getDashboard(staff: StaffSession, now = new Date()) {
  const [desk, vehicles, newOrders, latest, alerts, overdue] = await Promise.all([
    deskCounts(staff, now),
    db().vehicle.groupBy({ by: ["kind", "status"], _count: { _all: true } }),
    db().order.groupBy({ by: ["type"], where: { status: "new", archivedAt: null }, _count: { _all: true } }),
    db().order.findMany({
      where: { archivedAt: null },
      orderBy: { n: "desc" },
      take: 10,
      select: orderRowSelect,
    }),
    countAlerts(staff),
    overduePayments(staff, now),
  ]);
  const count = (kind: string, status: string) =>
    vehicles.find((row) => row.kind === kind && row.status === status)?._count._all ?? 0;
  return {
    today: japanDate(now),
    desk,
    vehicles: (["sale", "purchase"] as const).map((kind) => ({
      kind,
      published: count(kind, "published"),
      reserved: count(kind, "reserved"),
      draft: count(kind, "draft"),
      sold: count(kind, "sold"),
    })),
    newOrders: Object.fromEntries(newOrders.map((row) => [row.type, row._count._all])) as Partial<
      Record<(typeof newOrders)[number]["type"], number>
    >,
    latest,
    alerts,
    overdue,
  };
}
