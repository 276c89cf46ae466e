// The bodies we build, shown on /bodyseisaku and /bodyseisaku/{slug}: a name and description in both
// languages, a photo, the body type whose trucks in stock the page links to, and the order staff give.
import { bodyWorkSchema, type BodyWorkValues } from "./form-schemas";
import { listSearchWhere } from "./list-search";
import { db } from "@/lib/db";
import type { BodyWorkItem } from "@/lib/generated/prisma/client";
import type { StaffSession } from "@/lib/auth/sessions";
import { unlessTaken } from "@/lib/db/errors";
import { nameIn } from "@/lib/i18n/bilingual";
import type { Locale } from "@/lib/i18n/locales";
import type { VersionedSave } from "./versioned";
import { deleteEntry, formTextOf, listPage, saveEntry, type EntryChange } from "./entries";
import { recordChange } from "./history";

export const ADMIN_BODY_WORK_PAGE_SIZE = 50;

export type BodyWorkSave = VersionedSave | { ok: false; error: "slugTaken" | "bodyTypeGone" };

const ORDER = [{ position: "asc" as const }, { id: "asc" as const }];

export async function listAdminBodyWork(staff: StaffSession, q: string, page: number) {
  const where = await listSearchWhere("body_work_items", q);
  return listPage(
    page,
    ADMIN_BODY_WORK_PAGE_SIZE,
    () => db().bodyWorkItem.count({ where }),
    (window) =>
      db().bodyWorkItem.findMany({
        where,
        orderBy: ORDER,
        ...window,
        select: { id: true, slug: true, titleJa: true, titleEn: true, position: true, published: true, photoKey: true },
      }),
  );
}

export function getBodyWorkItem(staff: StaffSession, id: number) {
  return db().bodyWorkItem.findUnique({ where: { id } });
}

/** The item as its form shows it; a new one comes first and is shown once saved. */
export function bodyWorkFormValues(item: BodyWorkItem | null): Record<string, string> {
  return item ? formTextOf(item, Object.keys(bodyWorkSchema.shape)) : { position: "0", published: "true" };
}

/** The body types an item may link to, named in the staff member's language. */
export async function bodyTypeChoices(staff: StaffSession, locale: Locale) {
  const bodyTypes = await db().bodyType.findMany({ orderBy: ORDER, select: { id: true, nameJa: true, nameEn: true } });
  return bodyTypes.map((type) => ({ id: type.id, name: nameIn(locale, type) }));
}

const history = (staff: StaffSession) => ({
  staff,
  entity: "body_work" as const,
  labelField: "titleJa",
});

export async function saveBodyWork(
  staff: StaffSession,
  id: number | null,
  values: BodyWorkValues,
  seenVersion: number | null = null,
): Promise<BodyWorkSave> {
  if (values.bodyTypeId !== null && !(await db().bodyType.count({ where: { id: values.bodyTypeId } })))
    return { ok: false, error: "bodyTypeGone" };
  return unlessTaken({ ok: false, error: "slugTaken" } as const, () =>
    saveEntry(
      (tx) => tx.bodyWorkItem,
      id,
      seenVersion,
      { ...values, photoKey: values.photoKey || null },
      history(staff),
    ),
  );
}

/**
 * Swaps an item with its neighbour in the public order. Positions are renumbered 10, 20, 30… in the same
 * transaction, so equal positions (a new item left at 0) still move one step.
 */
export async function moveBodyWork(staff: StaffSession, id: number, direction: "up" | "down"): Promise<EntryChange> {
  return db().$transaction(async (tx) => {
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
    const item = await tx.bodyWorkItem.findUniqueOrThrow({ where: { id }, select: { titleJa: true } });
    await recordChange(tx, staff, { entity: "body_work", entityId: id, label: item.titleJa, action: "moved" });
    return { ok: true, id } as const;
  });
}

export function deleteBodyWork(staff: StaffSession, id: number) {
  return deleteEntry((tx) => tx.bodyWorkItem, id, history(staff));
}
