"use server";

import { updateTag } from "next/cache";
import { db } from "@/lib/db";
import { currentStaff } from "@/lib/auth/staff";
import { isSameOriginRequest } from "@/lib/http/origin";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { deleteMasterEntry, isMasterType, masterEntrySchema, saveMasterEntry, type MasterChange } from "@/lib/admin/master-data";

export type MasterFormState = null | MasterChange | { ok: false; error: "invalid"; fieldErrors: Record<string, string> };

// Master data feeds the catalogue's filters and its search text: every change expires both at once.
function published<T extends { ok: boolean }>(result: T): T {
  if (result.ok) {
    updateTag(CACHE_TAGS.masterData);
    updateTag(CACHE_TAGS.vehicles);
  }
  return result;
}

export async function saveMasterEntryForm(target: { type: string; id: number | null }, _previous: MasterFormState, formData: FormData): Promise<MasterFormState> {
  if (!(await isSameOriginRequest()) || !isMasterType(target.type)) return { ok: false, error: "unauthorized" };
  const parsed = masterEntrySchema.safeParse(Object.fromEntries(formData.entries()));
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return { ok: false, error: "invalid", fieldErrors };
  }
  return published(await saveMasterEntry(db(), await currentStaff(), target.type, target.id, parsed.data));
}

export async function removeMasterEntry(type: string, id: number): Promise<MasterChange> {
  if (!(await isSameOriginRequest()) || !isMasterType(type) || !Number.isSafeInteger(id)) return { ok: false, error: "unauthorized" };
  return published(await deleteMasterEntry(db(), await currentStaff(), type, id));
}
