// The owner's rule for who answers new requests (off, round-robin among active accounts, one account per request
// type), and the accounts staff may name on a request. The rule is applied where a request is stored
// (lib/requests/assignment.ts); here it is read and changed, over the version the owner saw, with its history.
import "server-only";
import { db } from "@/lib/db";
import type { AssignmentMode, Prisma, RequestType } from "@/lib/generated/prisma/client";
import type { StaffSession } from "@/lib/auth/sessions";
import { NO_PASSWORD } from "@/lib/auth/password";
import { log } from "@/lib/logging";
import { REQUEST_TYPES } from "@/lib/requests/types";
import { typeAssigneeField } from "./follow-up";
import { changedFields, recordChange } from "./history";
import { updateSeenVersion, type VersionedSave } from "./versioned";
import { displayNameOf } from "@/lib/auth/display-name";

export type Account = { id: number; label: string; disabled: boolean };

/**
 * The accounts a request may be given: the active ones, by name, and `keep` (a request's current assignee) even
 * once disabled, so its page still says who had it.
 */
export async function assignableAccounts(_staff: StaffSession, keep: number | null = null): Promise<Account[]> {
  const accounts = await db().adminUser.findMany({
    where: { OR: [{ disabled: false }, ...(keep ? [{ id: keep }] : [])] },
    orderBy: { id: "asc" },
    select: { id: true, name: true, email: true, disabled: true },
  });
  return accounts.map((account) => ({ id: account.id, label: displayNameOf(account), disabled: account.disabled }));
}

/** An active account as the round-robin sees it: whether the owner put it in, and whether it can sign in yet. */
export type RotationMember = { id: number; label: string; inRotation: boolean; awaitingSetup: boolean };

export interface AssignmentRuleView {
  version: number;
  mode: AssignmentMode;
  byType: Record<RequestType, number | null>;
  /** Every active account, in the order the round-robin takes them. */
  rotation: RotationMember[];
}

type RuleTables = Pick<Prisma.TransactionClient, "assignmentRule" | "typeAssignee" | "adminUser">;

async function ruleIn(client: RuleTables): Promise<AssignmentRuleView> {
  const [rule, rows, accounts] = await Promise.all([
    client.assignmentRule.findUniqueOrThrow({ where: { id: 1 }, select: { version: true, mode: true } }),
    client.typeAssignee.findMany({ select: { type: true, assigneeId: true } }),
    client.adminUser.findMany({
      where: { disabled: false },
      orderBy: { id: "asc" },
      select: { id: true, name: true, email: true, inRotation: true, passwordHash: true },
    }),
  ]);
  return {
    ...rule,
    byType: Object.fromEntries(
      REQUEST_TYPES.map((type) => [type, rows.find((row) => row.type === type)?.assigneeId ?? null]),
    ) as Record<RequestType, number | null>,
    rotation: accounts.map((account) => ({
      id: account.id,
      label: displayNameOf(account),
      inRotation: account.inRotation,
      awaitingSetup: account.passwordHash === NO_PASSWORD,
    })),
  };
}

export function getAssignmentRule(_staff: StaffSession): Promise<AssignmentRuleView> {
  return ruleIn(db());
}

export type RuleSave = VersionedSave | { ok: false; error: "inactiveAccount" };

export type RuleInput = {
  mode: AssignmentMode;
  byType: Record<RequestType, number | null>;
  /** Whether each account the owner was shown takes turns; an account not in it is left as it was. */
  rotation?: ReadonlyMap<number, boolean>;
};

/**
 * Sets the rule, over the version the owner opened. The by-type accounts are kept whatever the mode, so switching
 * to round-robin and back loses nobody's types; each must be an active account.
 */
export async function saveAssignmentRule(
  staff: StaffSession,
  input: RuleInput,
  seenVersion: number | null,
): Promise<RuleSave> {
  return db().$transaction(async (tx): Promise<RuleSave> => {
    const named = [...new Set(Object.values(input.byType).filter((id): id is number => id !== null))];
    const accounts = await tx.adminUser.findMany({
      where: { id: { in: named }, disabled: false },
      select: { id: true, name: true, email: true },
    });
    if (accounts.length !== named.length) return { ok: false, error: "inactiveAccount" };
    const before = await ruleIn(tx);
    const saved = await updateSeenVersion(tx.assignmentRule, { id: 1 }, seenVersion, { mode: input.mode });
    if (!saved.ok) return saved;
    const rotation = [...(input.rotation ?? [])];
    for (const inRotation of [true, false]) {
      const ids = rotation.filter(([, ticked]) => ticked === inRotation).map(([id]) => id);
      if (ids.length > 0) await tx.adminUser.updateMany({ where: { id: { in: ids } }, data: { inRotation } });
    }
    const rotationAfter = (
      await tx.adminUser.findMany({
        where: { disabled: false, inRotation: true },
        orderBy: { id: "asc" },
        select: { name: true, email: true },
      })
    ).map(displayNameOf);
    for (const type of REQUEST_TYPES) {
      const assigneeId = input.byType[type];
      if (assigneeId === null) await tx.typeAssignee.deleteMany({ where: { type } });
      else await tx.typeAssignee.upsert({ where: { type }, create: { type, assigneeId }, update: { assigneeId } });
    }
    const names = await tx.adminUser.findMany({
      where: { id: { in: [...named, ...Object.values(before.byType).filter((id) => id !== null)] } },
      select: { id: true, name: true, email: true },
    });
    const nameOf = (id: number | null) => {
      const account = names.find((row) => row.id === id);
      return account ? displayNameOf(account) : null;
    };
    const asNamed = (rule: Pick<RuleInput, "mode" | "byType">, rotation: string[]) => ({
      mode: rule.mode,
      ...Object.fromEntries(REQUEST_TYPES.map((type) => [typeAssigneeField(type), nameOf(rule.byType[type])])),
      rotation: rotation.join(" / "),
    });
    const rotationBefore = before.rotation.filter((account) => account.inRotation).map((account) => account.label);
    await recordChange(tx, staff, {
      entity: "assignment",
      entityId: 1,
      label: "",
      action: "updated",
      changes: changedFields(asNamed(before, rotationBefore), asNamed(input, rotationAfter)),
    });
    log.info("admin.assignment.rule", { userId: staff.userId, mode: input.mode });
    return saved;
  });
}
