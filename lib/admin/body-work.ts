// The bodies we build, shown on /bodyseisaku and /bodyseisaku/{slug}: a name and description in both
// languages, a photo, the body type whose trucks in stock the page links to, and the order staff give.
import { z } from "@/lib/zod";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { StaffSession } from "@/lib/auth/sessions";
import { isUniqueViolation } from "@/lib/db/errors";
import { updateSeenVersion, type VersionedSave } from "./versioned";
import {
  checkboxField,
  containsAny,
  lineField,
  optionalIdField,
  pageCountOf,
  photoKeyField,
  positionField,
  proseField,
  slugField,
} from "./fields";

export const ADMIN_BODY_WORK_PAGE_SIZE = 50;

export const bodyWorkSchema = z.object({
  slug: slugField,
  titleJa: lineField(80),
  titleEn: lineField(80),
  textJa: proseField(4000),
  textEn: proseField(4000),
  bodyTypeId: optionalIdField,
  position: positionField,
  published: checkboxField,
  photoKey: photoKeyField,
});
export type BodyWorkValues = z.output<typeof bodyWorkSchema>;

export type BodyWorkChange = { ok: true; id: number } | { ok: false; error: "unauthorized" | "notFound" };
export type BodyWorkSave = VersionedSave | { ok: false; error: "unauthorized" | "slugTaken" | "bodyTypeGone" };

const ORDER = [{ position: "asc" as const }, { id: "asc" as const }];

export async function listAdminBodyWork(db: PrismaClient, q: string, page: number) {
  const where = containsAny(["slug", "titleJa", "titleEn"], q);
  const [total, items] = await Promise.all([
    db.bodyWorkItem.count({ where }),
    db.bodyWorkItem.findMany({
      where,
      orderBy: ORDER,
      skip: (page - 1) * ADMIN_BODY_WORK_PAGE_SIZE,
      take: ADMIN_BODY_WORK_PAGE_SIZE,
      select: { id: true, slug: true, titleJa: true, titleEn: true, position: true, published: true, photoKey: true },
    }),
  ]);
  return { total, items, pageCount: pageCountOf(total, ADMIN_BODY_WORK_PAGE_SIZE) };
}

export async function saveBodyWork(
  db: PrismaClient,
  staff: StaffSession | null,
  id: number | null,
  values: BodyWorkValues,
  seenVersion: number | null = null,
): Promise<BodyWorkSave> {
  if (!staff) return { ok: false, error: "unauthorized" };
  if (values.bodyTypeId !== null && !(await db.bodyType.count({ where: { id: values.bodyTypeId } })))
    return { ok: false, error: "bodyTypeGone" };
  const data = { ...values, photoKey: values.photoKey || null };
  try {
    if (id === null)
      return { ok: true, ...(await db.bodyWorkItem.create({ data, select: { id: true, version: true } })) };
    return await updateSeenVersion(db.bodyWorkItem, id, seenVersion, data);
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, error: "slugTaken" };
    throw error;
  }
}

/**
 * Swaps an item with its neighbour in the public order. Positions are renumbered 10, 20, 30… in the same
 * transaction, so equal positions (a new item left at 0) still move one step.
 */
export async function moveBodyWork(
  db: PrismaClient,
  staff: StaffSession | null,
  id: number,
  direction: "up" | "down",
): Promise<BodyWorkChange> {
  if (!staff) return { ok: false, error: "unauthorized" };
  return db.$transaction(async (tx) => {
    // One mover at a time: two staff pressing at once would otherwise renumber from stale orders.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('body_work_items.position'))`;
    const ids = (await tx.bodyWorkItem.findMany({ orderBy: ORDER, select: { id: true } })).map((item) => item.id);
    const index = ids.indexOf(id);
    if (index < 0) return { ok: false, error: "notFound" } as const;
    const target = direction === "up" ? index - 1 : index + 1;
    if (target >= 0 && target < ids.length) [ids[index], ids[target]] = [ids[target], ids[index]];
    await Promise.all(
      ids.map((itemId, at) => tx.bodyWorkItem.update({ where: { id: itemId }, data: { position: (at + 1) * 10 } })),
    );
    return { ok: true, id } as const;
  });
}

export async function deleteBodyWork(
  db: PrismaClient,
  staff: StaffSession | null,
  id: number,
): Promise<BodyWorkChange> {
  if (!staff) return { ok: false, error: "unauthorized" };
  const { count } = await db.bodyWorkItem.deleteMany({ where: { id } });
  return count ? { ok: true, id } : { ok: false, error: "notFound" };
}
