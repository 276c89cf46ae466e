"use server";

import { updateTag } from "next/cache";
import { db } from "@/lib/db";
import { currentStaff } from "@/lib/auth/staff";
import { isSameOriginRequest } from "@/lib/http/origin";
import { CACHE_TAGS } from "@/lib/cache-tags";
import { deleteVehiclePhoto, reorderVehiclePhotos, type PhotoResult } from "@/lib/admin/photos";

function published(result: PhotoResult): PhotoResult {
  if (result.ok) updateTag(CACHE_TAGS.vehicles);
  return result;
}

export async function reorderPhotos(vehicleId: number, orderedIds: number[]): Promise<PhotoResult> {
  if (!(await isSameOriginRequest())) return { ok: false, error: "unauthorized" };
  if (!Number.isSafeInteger(vehicleId) || !Array.isArray(orderedIds) || !orderedIds.every(Number.isSafeInteger)) return { ok: false, error: "notFound" };
  return published(await reorderVehiclePhotos(db(), await currentStaff(), vehicleId, orderedIds));
}

export async function removePhoto(vehicleId: number, photoId: number): Promise<PhotoResult> {
  if (!(await isSameOriginRequest())) return { ok: false, error: "unauthorized" };
  if (!Number.isSafeInteger(vehicleId) || !Number.isSafeInteger(photoId)) return { ok: false, error: "notFound" };
  return published(await deleteVehiclePhoto(db(), await currentStaff(), vehicleId, photoId));
}
