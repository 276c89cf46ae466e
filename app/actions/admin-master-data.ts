"use server";

import { updateTag } from "next/cache";
import { db } from "@/lib/db";
import { currentStaff } from "@/lib/auth/staff";
import { isSameOriginRequest } from "@/lib/http/origin";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { invalidForm, isEntryId, type FormState } from "@/lib/admin/fields";
import { guardStaffChange } from "@/lib/admin/staff-change";
import type { StaffFailure } from "@/lib/admin/failures";
import { deleteMasterEntry, isMasterType, masterEntrySchema, saveMasterEntry, type MasterChange } from "@/lib/admin/master-data";

// Master data feeds the catalogue's filters and its search text: every change expires both at once.
function published<T extends { ok: boolean }>(result: T): T {
  if (result.ok) {
    updateTag(CACHE_TAGS.masterData);
    updateTag(CACHE_TAGS.vehicles);
  }
  return result;
}

export async function saveMasterEntryForm(target: { type: string; id: number | null }, _previous: FormState<MasterChange | StaffFailure>, formData: FormData): Promise<FormState<MasterChange | StaffFailure>> {
  const { type, id } = target;
  if (!(await isSameOriginRequest()) || !isMasterType(type) || (id !== null && !isEntryId(id))) return { ok: false, error: "unauthorized" };
  const parsed = masterEntrySchema.safeParse(Object.fromEntries(formData.entries()));
  if (!parsed.success) return invalidForm(parsed.error);
  return published(await guardStaffChange("admin.master.save", async () => saveMasterEntry(db(), await currentStaff(), type, id, parsed.data)));
}

export async function removeMasterEntry(type: string, id: number): Promise<MasterChange | StaffFailure> {
  if (!(await isSameOriginRequest()) || !isMasterType(type) || !isEntryId(id)) return { ok: false, error: "unauthorized" };
  return published(await guardStaffChange("admin.master.delete", async () => deleteMasterEntry(db(), await currentStaff(), type, id)));
}
