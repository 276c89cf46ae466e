// A history row for a request that no staff member wrote: the site's own rules (who answers it, which customer it
// joins) act as the request is stored, in its transaction, and say so under no one's name. It takes the caller's
// transaction and nothing else, since storing runs in the outbox worker's module graph too.
import type { Prisma } from "@/lib/generated/prisma/client";
import type { FieldChanges } from "@/lib/admin/history";

export async function recordRuleChange(
  tx: Prisma.TransactionClient,
  n: number,
  action: string,
  changes: FieldChanges,
  at: Date,
): Promise<void> {
  await tx.changeLogEntry.create({
    data: {
      at,
      actorId: null,
      actorName: "",
      entity: "order",
      entityId: String(n),
      entityLabel: `#${n}`,
      action,
      changes: changes as Prisma.InputJsonValue,
    },
  });
}
