// The change history: who changed what and when. A change and its history row are written in one transaction,
// so the log never names a change that did not happen nor misses one that did. Staff read it on each record
// and as one filterable log.
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { StaffSession } from "@/lib/auth/sessions";
import { can, type Permission } from "@/lib/auth/roles";
import { listPage } from "./entries";
import { displayNameOf } from "@/lib/auth/display-name";

export const CHANGE_ENTITIES = [
  "vehicle",
  "order",
  "post",
  "review",
  "page",
  "body_work",
  "master",
  "promotion",
  "account",
  "assignment",
  "customer",
  "reply_template",
  "deal",
  "vehicle_cost",
] as const;
export type ChangeEntity = (typeof CHANGE_ENTITIES)[number];

/** Records whose history shows figures a role may not see: a vehicle's costs are the owners' (lib/margins). */
const ENTITY_PERMISSIONS: Partial<Record<ChangeEntity, Permission>> = { vehicle_cost: "viewMargins" };

/** The kinds of record whose history `staff` may read. */
export function readableEntities(staff: { role: StaffSession["role"] }): ChangeEntity[] {
  return CHANGE_ENTITIES.filter((entity) => {
    const permission = ENTITY_PERMISSIONS[entity];
    return !permission || can(staff, permission);
  });
}

/** Each changed field as [before, after], in values JSON keeps (a date as its ISO text). */
export type FieldChanges = Record<string, [unknown, unknown]>;

export interface ChangeRecord {
  entity: ChangeEntity;
  entityId: string | number;
  /** How staff know the record: 管理番号 and name, a receipt number, a title. */
  label: string;
  /** created, updated, deleted, status, duplicated, imported, note, password, disabled… */
  action: string;
  changes?: FieldChanges;
}

export const HISTORY_PAGE_SIZE = 50;

function comparable(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "bigint") return value.toString();
  if (value !== null && typeof value === "object" && "toFixed" in value) return String(value);
  return value;
}

/** The fields of `after` (or just `fields`) whose value differs from `before`. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  fields: readonly string[] = Object.keys(after),
): FieldChanges {
  const changes: FieldChanges = {};
  for (const field of fields) {
    const from = comparable(before[field]);
    const to = comparable(after[field]);
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = [from, to];
  }
  return changes;
}

/**
 * Writes one history row in the caller's transaction. An update that changed nothing leaves no row: saving a
 * form untouched is not a change anyone needs to read about.
 */
export async function recordChange(
  tx: Pick<Prisma.TransactionClient, "changeLogEntry">,
  staff: StaffSession,
  change: ChangeRecord,
  at = new Date(),
) {
  const changes = change.changes ?? {};
  if (change.action === "updated" && Object.keys(changes).length === 0) return;
  await tx.changeLogEntry.create({
    data: {
      at,
      actorId: staff.userId,
      actorName: displayNameOf(staff),
      entity: change.entity,
      entityId: String(change.entityId),
      entityLabel: change.label,
      action: change.action,
      changes: changes as Prisma.InputJsonValue,
    },
  });
}

const entrySelect = {
  id: true,
  at: true,
  actorId: true,
  actorName: true,
  entity: true,
  entityId: true,
  entityLabel: true,
  action: true,
  changes: true,
} as const;

export type ChangeLogRow = Prisma.ChangeLogEntryGetPayload<{ select: typeof entrySelect }> & {
  changes: FieldChanges;
};

/** One record's history, newest first. */
export async function historyOf(
  staff: StaffSession,
  entity: ChangeEntity,
  entityId: string | number,
  limit = HISTORY_PAGE_SIZE,
): Promise<ChangeLogRow[]> {
  if (!readableEntities(staff).includes(entity)) return [];
  const rows = await db().changeLogEntry.findMany({
    where: { entity, entityId: String(entityId) },
    orderBy: [{ at: "desc" }, { id: "desc" }],
    take: limit,
    select: entrySelect,
  });
  return rows as ChangeLogRow[];
}

export interface ChangeLogFilter {
  entity?: ChangeEntity;
  actorId?: number;
  /** Japan dates, inclusive, as yyyy-mm-dd. */
  from?: string;
  to?: string;
  page: number;
}

const japanDayStart = (date: string) => new Date(`${date}T00:00:00+09:00`);

/** The whole log, newest first, narrowed by kind of record, staff member and days. */
export async function listChanges(staff: StaffSession, filter: ChangeLogFilter) {
  const readable = readableEntities(staff);
  const where: Prisma.ChangeLogEntryWhereInput = {
    entity: filter.entity && readable.includes(filter.entity) ? filter.entity : { in: readable },
    ...(filter.actorId ? { actorId: filter.actorId } : {}),
    ...(filter.from || filter.to
      ? {
          at: {
            ...(filter.from ? { gte: japanDayStart(filter.from) } : {}),
            ...(filter.to ? { lt: new Date(japanDayStart(filter.to).getTime() + 86_400_000) } : {}),
          },
        }
      : {}),
  };
  const found = await listPage(
    filter.page,
    HISTORY_PAGE_SIZE,
    () => db().changeLogEntry.count({ where }),
    (window) =>
      db().changeLogEntry.findMany({
        where,
        orderBy: [{ at: "desc" }, { id: "desc" }],
        select: entrySelect,
        ...window,
      }),
  );
  return { ...found, rows: found.rows as ChangeLogRow[] };
}
