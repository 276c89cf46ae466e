"use server";

import type { FormState } from "@/lib/admin/fields";
import type { StaffFailure } from "@/lib/admin/failures";
import { changeContent, saveContentForm } from "@/lib/admin/content-actions";
import { bodyWorkSchema, deleteBodyWork, moveBodyWork, saveBodyWork, type BodyWorkChange } from "@/lib/admin/body-work";

export async function saveBodyWorkForm(target: { id: number | null }, _previous: FormState<BodyWorkChange | StaffFailure>, formData: FormData): Promise<FormState<BodyWorkChange | StaffFailure>> {
  return saveContentForm(bodyWorkSchema, saveBodyWork, target.id, formData);
}

export async function moveBodyWorkItem(id: number, direction: "up" | "down"): Promise<BodyWorkChange | StaffFailure> {
  if (direction !== "up" && direction !== "down") return { ok: false, error: "unauthorized" };
  return changeContent(id, (db, staff, itemId) => moveBodyWork(db, staff, itemId, direction));
}

export async function removeBodyWork(id: number): Promise<BodyWorkChange | StaffFailure> {
  return changeContent(id, deleteBodyWork);
}
