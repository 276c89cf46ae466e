// Naming who answers a new request, by the rule the owner set (lib/admin/assignment-rule.ts), inside the
// transaction that stores it: a request is never stored without the assignee the rule gives it. The rule's one
// row is locked first, so requests arriving together take their turns one after another and the round-robin
// never gives two of them the same turn. Storing runs outside React's server layer too (the outbox worker's
// module graph), so this takes the caller's transaction and nothing else.
import type { Prisma, RequestType } from "@/lib/generated/prisma/client";
import { NO_PASSWORD } from "@/lib/auth/password";
import { log } from "@/lib/logging";
import { recordRuleChange } from "./rule-history";
import { displayNameOf } from "@/lib/auth/display-name";

type Tx = Prisma.TransactionClient;

const assignee = { id: true, name: true, email: true, disabled: true } as const;
type Assignee = { id: number; name: string; email: string };

/** The round-robin's next account: the first active one after the last one given a request, by id, wrapping. */
export function nextInTurn(activeIds: readonly number[], lastId: number | null): number | null {
  if (activeIds.length === 0) return null;
  const sorted = [...activeIds].sort((a, b) => a - b);
  return sorted.find((id) => lastId === null || id > lastId) ?? sorted[0];
}

/**
 * The account the rule gives a new request of this type, taking the round-robin's turn; null: nobody (the rule is
 * off, or names nobody active). Disabled accounts are never given a request; the round-robin takes only the
 * accounts the owner put in it that can sign in (not one still waiting for its first password).
 */
export async function assigneeForNewRequest(tx: Tx, type: RequestType): Promise<Assignee | null> {
  const [rule] = await tx.$queryRaw<{ mode: string; last_assignee_id: number | null }[]>`
    SELECT mode::text AS mode, last_assignee_id FROM assignment_rule WHERE id = 1 FOR UPDATE`;
  if (!rule || rule.mode === "off") return null;
  if (rule.mode === "by_type") {
    const chosen = await tx.typeAssignee.findUnique({ where: { type }, select: { assignee: { select: assignee } } });
    return chosen && !chosen.assignee.disabled ? chosen.assignee : null;
  }
  const active = await tx.adminUser.findMany({
    where: { disabled: false, inRotation: true, passwordHash: { not: NO_PASSWORD } },
    select: assignee,
  });
  const next = nextInTurn(
    active.map((account) => account.id),
    rule.last_assignee_id,
  );
  if (next === null) return null;
  await tx.assignmentRule.update({ where: { id: 1 }, data: { lastAssigneeId: next } });
  return active.find((account) => account.id === next)!;
}

/** Writes the rule's assignment of request `n` in the history under no staff member's name: the rule made it. */
export async function recordRuleAssignment(tx: Tx, n: number, assigned: Assignee, now: Date): Promise<void> {
  await recordRuleChange(tx, n, "assignedByRule", { assignee: [null, displayNameOf(assigned)] }, now);
  log.info("request.assigned", { n, assigneeId: assigned.id });
}
