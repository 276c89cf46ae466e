"use server";

import { updateTag } from "next/cache";
import { db } from "@/lib/db";
import { currentStaff } from "@/lib/auth/staff";
import { isSameOriginRequest } from "@/lib/http/origin";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { deleteVehicle, moveVehicle, type VehicleChange, type VehicleMove } from "@/lib/admin/vehicles";
import { guardStaffChange } from "@/lib/admin/staff-change";
import type { StaffFailure } from "@/lib/admin/failures";

const MOVES: VehicleMove[] = ["publish", "unpublish", "sold"];

// Every change to a vehicle expires the cached public pages at once (catalogues, vehicle pages, home).
function published(result: VehicleChange | StaffFailure): VehicleChange | StaffFailure {
  if (result.ok) updateTag(CACHE_TAGS.vehicles);
  return result;
}

export async function setVehicleStatus(id: number, move: string, seenVersion: number): Promise<VehicleChange | StaffFailure> {
  if (!(await isSameOriginRequest())) return { ok: false, error: "unauthorized" };
  const known = MOVES.find((m) => m === move);
  if (!known || !Number.isSafeInteger(id) || !Number.isSafeInteger(seenVersion)) return { ok: false, error: "notFound" };
  return published(await guardStaffChange("admin.vehicle.status", async () => moveVehicle(db(), await currentStaff(), id, known, seenVersion)));
}

export async function removeVehicle(id: number, seenVersion: number): Promise<VehicleChange | StaffFailure> {
  if (!(await isSameOriginRequest())) return { ok: false, error: "unauthorized" };
  if (!Number.isSafeInteger(id) || !Number.isSafeInteger(seenVersion)) return { ok: false, error: "notFound" };
  return published(await guardStaffChange("admin.vehicle.delete", async () => deleteVehicle(db(), await currentStaff(), id, seenVersion)));
}
