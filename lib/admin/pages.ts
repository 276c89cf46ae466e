// Staff pages (privacy policy, terms, notices) shown at /{slug}: a title and Markdown text in Japanese,
// English or both. The slug must not be one the site already answers, or the page could never be reached.
import { staffPageSchema, type StaffPageValues } from "./form-schemas";
import { listSearchWhere } from "./list-search";
import { db } from "@/lib/db";
import type { Page } from "@/lib/generated/prisma/client";
import type { StaffSession } from "@/lib/auth/sessions";
import { unlessTaken } from "@/lib/db/errors";
import type { VersionedSave } from "./versioned";
import { deleteEntry, formTextOf, listPage, saveEntry } from "./entries";

export const ADMIN_PAGES_PAGE_SIZE = 30;

export type StaffPageChange = VersionedSave | { ok: false; error: "slugTaken" };

export async function listAdminPages(staff: StaffSession, q: string, page: number) {
  const where = await listSearchWhere("pages", q);
  return listPage(
    page,
    ADMIN_PAGES_PAGE_SIZE,
    () => db().page.count({ where }),
    (window) =>
      db().page.findMany({
        where,
        orderBy: [{ slug: "asc" }],
        ...window,
        select: { id: true, slug: true, titleJa: true, titleEn: true, published: true },
      }),
  );
}

export function getStaffPage(staff: StaffSession, id: number) {
  return db().page.findUnique({ where: { id } });
}

/** The page as its form shows it. */
export function staffPageFormValues(page: Page | null): Record<string, string> {
  return page ? formTextOf(page, Object.keys(staffPageSchema.shape)) : {};
}

const history = (staff: StaffSession) => ({
  staff,
  entity: "page" as const,
  labelField: "titleJa",
});

export async function saveStaffPage(
  staff: StaffSession,
  id: number | null,
  values: StaffPageValues,
  seenVersion: number | null = null,
): Promise<StaffPageChange> {
  return unlessTaken({ ok: false, error: "slugTaken" } as const, () =>
    saveEntry((tx) => tx.page, id, seenVersion, values, history(staff)),
  );
}

export function deleteStaffPage(staff: StaffSession, id: number) {
  return deleteEntry((tx) => tx.page, id, history(staff));
}
