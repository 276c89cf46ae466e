"use server";

import { updateTag } from "next/cache";
import { db } from "@/lib/db";
import { currentStaff } from "@/lib/auth/staff";
import { isSameOriginRequest } from "@/lib/http/origin";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { invalidForm, isEntryId, type FormState } from "@/lib/admin/fields";
import { deleteMasterEntry, isMasterType, masterEntrySchema, saveMasterEntry, type MasterChange } from "@/lib/admin/master-data";

// Master data feeds the catalogue's filters and its search text: every change expires both at once.
function published<T extends { ok: boolean }>(result: T): T {
  if (result.ok) {
    updateTag(CACHE_TAGS.masterData);
    updateTag(CACHE_TAGS.vehicles);
  }
  return result;
}

export async function saveMasterEntryForm(target: { type: string; id: number | null }, _previous: FormState<MasterChange>, formData: FormData): Promise<FormState<MasterChange>> {
  if (!(await isSameOriginRequest()) || !isMasterType(target.type) || (target.id !== null && !isEntryId(target.id))) return { ok: false, error: "unauthorized" };
  const parsed = masterEntrySchema.safeParse(Object.fromEntries(formData.entries()));
  if (!parsed.success) return invalidForm(parsed.error);
  return published(await saveMasterEntry(db(), await currentStaff(), target.type, target.id, parsed.data));
}

export async function removeMasterEntry(type: string, id: number): Promise<MasterChange> {
  if (!(await isSameOriginRequest()) || !isMasterType(type) || !isEntryId(id)) return { ok: false, error: "unauthorized" };
  return published(await deleteMasterEntry(db(), await currentStaff(), type, id));
}
