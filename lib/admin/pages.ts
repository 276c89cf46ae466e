// Staff pages (privacy policy, terms, notices) shown at /{slug}: a title and Markdown text in Japanese,
// English or both. The slug must not be one the site already answers, or the page could never be reached.
import { z } from "@/lib/zod";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { StaffSession } from "@/lib/auth/sessions";
import { isUniqueViolation } from "@/lib/db/errors";
import { updateSeenVersion, type VersionedSave } from "./versioned";
import { isReservedPath } from "@/lib/routes";
import {
  checkboxField,
  containsAny,
  lineField,
  LONGEST_MARKDOWN,
  pageCountOf,
  proseField,
  slugField,
  STAFF_TEXT_LIMITS,
} from "./fields";

export const ADMIN_PAGES_PAGE_SIZE = 30;

export const staffPageSchema = z
  .object({
    slug: slugField.refine((slug) => !isReservedPath(slug), { error: "reserved" }),
    titleJa: lineField(STAFF_TEXT_LIMITS.title, { optional: true }),
    titleEn: lineField(STAFF_TEXT_LIMITS.title, { optional: true }),
    bodyJa: proseField(LONGEST_MARKDOWN, { optional: true }),
    bodyEn: proseField(LONGEST_MARKDOWN, { optional: true }),
    published: checkboxField,
  })
  .superRefine((page, context) => {
    if (!page.bodyJa.trim() && !page.bodyEn.trim())
      context.addIssue({ code: "custom", path: ["bodyJa"], message: "bodyRequired" });
    if (page.bodyJa.trim() && !page.titleJa)
      context.addIssue({ code: "custom", path: ["titleJa"], message: "titleForBody" });
    if (page.bodyEn.trim() && !page.titleEn)
      context.addIssue({ code: "custom", path: ["titleEn"], message: "titleForBody" });
  });
export type StaffPageValues = z.output<typeof staffPageSchema>;

export type StaffPageChange = VersionedSave | { ok: false; error: "unauthorized" | "slugTaken" };

export async function listAdminPages(db: PrismaClient, q: string, page: number) {
  const where = containsAny(["slug", "titleJa", "titleEn"], q);
  const [total, pages] = await Promise.all([
    db.page.count({ where }),
    db.page.findMany({
      where,
      orderBy: [{ slug: "asc" }],
      skip: (page - 1) * ADMIN_PAGES_PAGE_SIZE,
      take: ADMIN_PAGES_PAGE_SIZE,
      select: { id: true, slug: true, titleJa: true, titleEn: true, published: true },
    }),
  ]);
  return { total, pages, pageCount: pageCountOf(total, ADMIN_PAGES_PAGE_SIZE) };
}

export async function saveStaffPage(
  db: PrismaClient,
  staff: StaffSession | null,
  id: number | null,
  values: StaffPageValues,
  seenVersion: number | null = null,
): Promise<StaffPageChange> {
  if (!staff) return { ok: false, error: "unauthorized" };
  try {
    if (id === null)
      return { ok: true, ...(await db.page.create({ data: values, select: { id: true, version: true } })) };
    return await updateSeenVersion(db.page, id, seenVersion, values);
  } catch (error) {
    if (isUniqueViolation(error)) return { ok: false, error: "slugTaken" };
    throw error;
  }
}

export async function deleteStaffPage(
  db: PrismaClient,
  staff: StaffSession | null,
  id: number,
): Promise<{ ok: true; id: number } | { ok: false; error: "unauthorized" | "notFound" }> {
  if (!staff) return { ok: false, error: "unauthorized" };
  const { count } = await db.page.deleteMany({ where: { id } });
  return count ? { ok: true, id } : { ok: false, error: "notFound" };
}
