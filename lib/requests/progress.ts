import "server-only";
// A request moves on by itself when the work behind it does: a reply sent takes it to 連絡済み, a quote issued to
// 見積済み, a sale (a 注文書, or the 売約 form naming it) to 成約, a deal delivered and paid in full to 完了. Only
// forward and only from the statuses before: a request staff marked 失注 or 完了 stays as they chose, and one
// already further stays.
// The move raises the request's version, so a page opened before it is told the request changed meanwhile.
import type { Prisma } from "@/lib/generated/prisma/client";
import type { OrderStatus } from "@/lib/generated/prisma/enums";
import type { StaffSession } from "@/lib/auth/sessions";
import { recordChange } from "@/lib/admin/history";

/** How the change history names a request: by its number, never the customer's name. */
export const orderLabel = (n: number) => `#${n}`;

const FORWARD = ["new", "contacted", "quoted", "won", "closed"] as const satisfies readonly OrderStatus[];
type Reached = Exclude<(typeof FORWARD)[number], "new">;

/** The statuses a request moves on from when it reaches `to`. */
export function statusesBefore(to: Reached): OrderStatus[] {
  return FORWARD.slice(0, FORWARD.indexOf(to));
}

/** Moves request `n` on to `to` if it is still before it; answers whether it moved. */
export async function advanceRequest(
  tx: Prisma.TransactionClient,
  staff: StaffSession,
  n: number,
  to: Reached,
  now: Date,
): Promise<boolean> {
  const request = await tx.order.findUnique({ where: { n }, select: { status: true } });
  if (!request || !statusesBefore(to).includes(request.status)) return false;
  await tx.order.update({ where: { n }, data: { status: to, version: { increment: 1 } } });
  await recordChange(
    tx,
    staff,
    { entity: "order", entityId: n, label: orderLabel(n), action: "status", changes: { status: [request.status, to] } },
    now,
  );
  return true;
}
