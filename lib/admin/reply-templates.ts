// Reply templates (定型文): what staff start an answer to a request from, one per request type (or any) and
// language. Staff content like a page: saved over the version opened, every change and delete in the history.
import { db } from "@/lib/db";
import type { ReplyTemplate } from "@/lib/generated/prisma/client";
import type { StaffSession } from "@/lib/auth/sessions";
import type { Locale } from "@/lib/i18n/locales";
import type { RequestType } from "@/lib/generated/prisma/enums";
import { replyTemplateSchema, type ReplyTemplateValues } from "./form-schemas";
import { listSearchWhere } from "./list-search";
import { deleteEntry, formTextOf, listPage, saveEntry } from "./entries";
import type { VersionedSave } from "./versioned";

export const REPLY_TEMPLATES_PAGE_SIZE = 50;

export async function listReplyTemplates(staff: StaffSession, q: string, page: number) {
  const where = await listSearchWhere("reply_templates", q);
  return listPage(
    page,
    REPLY_TEMPLATES_PAGE_SIZE,
    () => db().replyTemplate.count({ where }),
    (window) =>
      db().replyTemplate.findMany({
        where,
        orderBy: [{ locale: "asc" }, { requestType: { sort: "asc", nulls: "last" } }, { name: "asc" }, { id: "asc" }],
        ...window,
        select: { id: true, name: true, requestType: true, locale: true, subject: true },
      }),
  );
}

export function getReplyTemplate(staff: StaffSession, id: number) {
  return db().replyTemplate.findUnique({ where: { id } });
}

/** The template as its form shows it ("any" request type as the empty choice). */
export function replyTemplateFormValues(template: ReplyTemplate | null): Record<string, string> {
  return template ? formTextOf(template, Object.keys(replyTemplateSchema.shape)) : { locale: "ja" };
}

/**
 * The templates a request may be answered from: those of its type and of any type, the request's language first,
 * its own type before the general ones; the first is the one the request page offers unasked.
 */
export async function templatesFor(staff: StaffSession, type: RequestType, locale: Locale) {
  const rows = await db().replyTemplate.findMany({
    where: { OR: [{ requestType: type }, { requestType: null }] },
    orderBy: [{ name: "asc" }, { id: "asc" }],
    select: { id: true, name: true, requestType: true, locale: true },
  });
  const rank = (row: (typeof rows)[number]) => (row.locale === locale ? 0 : 2) + (row.requestType ? 0 : 1);
  return rows.sort((a, b) => rank(a) - rank(b));
}

const history = (staff: StaffSession) => ({ staff, entity: "reply_template" as const, labelField: "name" });

export function saveReplyTemplate(
  staff: StaffSession,
  id: number | null,
  { requestType, ...values }: ReplyTemplateValues,
  seenVersion: number | null = null,
): Promise<VersionedSave> {
  return saveEntry(
    (tx) => tx.replyTemplate,
    id,
    seenVersion,
    { ...values, requestType: requestType || null },
    history(staff),
  );
}

export function deleteReplyTemplate(staff: StaffSession, id: number) {
  return deleteEntry((tx) => tx.replyTemplate, id, history(staff));
}
