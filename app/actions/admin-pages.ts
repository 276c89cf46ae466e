"use server";

import type { FormState } from "@/lib/admin/fields";
import type { StaffFailure } from "@/lib/admin/failures";
import { changeContent, saveContentForm } from "@/lib/admin/content-actions";
import { deleteStaffPage, saveStaffPage, staffPageSchema, type StaffPageChange } from "@/lib/admin/pages";

export async function saveStaffPageForm(target: { id: number | null }, _previous: FormState<StaffPageChange | StaffFailure>, formData: FormData): Promise<FormState<StaffPageChange | StaffFailure>> {
  return saveContentForm(staffPageSchema, saveStaffPage, target.id, formData);
}

export async function removeStaffPage(id: number): Promise<StaffPageChange | StaffFailure> {
  return changeContent(id, deleteStaffPage);
}
