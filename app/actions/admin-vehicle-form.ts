"use server";

import { updateTag } from "next/cache";
import { db } from "@/lib/db";
import { currentStaff } from "@/lib/auth/staff";
import { isSameOriginRequest } from "@/lib/http/origin";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { fieldErrorsOf, isEntryId } from "@/lib/admin/fields";
import { vehicleFormSchema } from "@/lib/admin/vehicle-form";
import { createVehicle, updateVehicle } from "@/lib/admin/vehicle-save";
import { guardStaffChange } from "@/lib/admin/staff-change";
import type { StaffFailure } from "@/lib/admin/failures";

export type VehicleFormState =
  | null
  | { ok: true; id: number; version: number }
  | { ok: false; error?: "unauthorized" | "notFound" | "conflict" | StaffFailure["error"]; fieldErrors: Record<string, string> };

/** Creates (id null) or saves a vehicle; validated again here, refused without a session or over a newer save. */
export async function saveVehicleForm(target: { kind: "sale" | "purchase"; id: number | null }, _previous: VehicleFormState, formData: FormData): Promise<VehicleFormState> {
  if (!(await isSameOriginRequest()) || (target.kind !== "sale" && target.kind !== "purchase") || (target.id !== null && !isEntryId(target.id))) return { ok: false, error: "unauthorized", fieldErrors: {} };
  const entries = Object.fromEntries([...formData.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const parsed = vehicleFormSchema.safeParse(entries);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  const result = await guardStaffChange("admin.vehicle.save", async () => {
    const staff = await currentStaff();
    return target.id === null ? createVehicle(db(), staff, target.kind, parsed.data) : updateVehicle(db(), staff, target.id, parsed.data, Number(entries.version));
  });
  if (!result.ok) return { ok: false, error: result.error, fieldErrors: {} };
  updateTag(CACHE_TAGS.vehicles);
  return result;
}
