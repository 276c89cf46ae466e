// Vehicle photos from staff: checked by their content (never their name or declared type), size-limited,
// re-encoded by sharp (which drops EXIF, GPS position included) in the detail and card sizes, and stored
// in the media store every app instance shares. An upload is taken whole or not at all.
import sharp from "sharp";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { StaffSession } from "@/lib/auth/sessions";
import { makePhotoVariants, MAX_INPUT_PIXELS } from "@/lib/media/variants";
import { putImage } from "@/lib/media/store";

export const PHOTO_LIMITS = { maxBytes: 15 * 1024 * 1024, maxFilesPerUpload: 20, maxPerVehicle: 40 } as const;
// HEIC from iPhones is HEIF; sharp decodes what its libheif build supports and the rest is refused as not an image.
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "heif", "avif"]);

export type PhotoError = "unauthorized" | "notFound" | "notImage" | "tooLarge" | "tooMany" | "noFiles";
export type PhotoResult = { ok: true } | { ok: false; error: PhotoError; file?: string };

export interface Upload {
  name: string;
  bytes: Buffer;
}

async function isAcceptedImage(bytes: Buffer): Promise<boolean> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    return ACCEPTED_FORMATS.has(meta.format ?? "") && Boolean(meta.width && meta.height);
  } catch {
    return false;
  }
}

export async function addVehiclePhotos(db: PrismaClient, staff: StaffSession | null, vehicleId: number, uploads: Upload[]): Promise<PhotoResult> {
  if (!staff) return { ok: false, error: "unauthorized" };
  if (uploads.length === 0) return { ok: false, error: "noFiles" };
  if (uploads.length > PHOTO_LIMITS.maxFilesPerUpload) return { ok: false, error: "tooMany" };
  const vehicle = await db.vehicle.findUnique({ where: { id: vehicleId }, select: { _count: { select: { photos: true } } } });
  if (!vehicle) return { ok: false, error: "notFound" };
  if (vehicle._count.photos + uploads.length > PHOTO_LIMITS.maxPerVehicle) return { ok: false, error: "tooMany" };
  for (const upload of uploads) {
    if (upload.bytes.length > PHOTO_LIMITS.maxBytes) return { ok: false, error: "tooLarge", file: upload.name };
    if (!(await isAcceptedImage(upload.bytes))) return { ok: false, error: "notImage", file: upload.name };
  }
  const stored: { largeKey: string; thumbKey: string; width: number; height: number }[] = [];
  for (const upload of uploads) {
    const { large, thumb } = await makePhotoVariants(upload.bytes);
    stored.push({ largeKey: await putImage(db, large), thumbKey: await putImage(db, thumb), width: large.width, height: large.height });
  }
  await db.$transaction(async (tx) => {
    const last = await tx.vehiclePhoto.aggregate({ where: { vehicleId }, _max: { position: true } });
    const start = (last._max.position ?? -1) + 1;
    await tx.vehiclePhoto.createMany({ data: stored.map((photo, index) => ({ ...photo, vehicleId, position: start + index })) });
  });
  console.info(JSON.stringify({ level: "info", event: "admin.photos.add", vehicleId, count: stored.length, userId: staff.userId }));
  return { ok: true };
}

/** Puts the vehicle's photos in the order given (every photo of the vehicle, each once). */
export async function reorderVehiclePhotos(db: PrismaClient, staff: StaffSession | null, vehicleId: number, orderedIds: number[]): Promise<PhotoResult> {
  if (!staff) return { ok: false, error: "unauthorized" };
  const current = await db.vehiclePhoto.findMany({ where: { vehicleId }, select: { id: true } });
  const ids = new Set(current.map((p) => p.id));
  if (orderedIds.length !== ids.size || new Set(orderedIds).size !== ids.size || !orderedIds.every((id) => ids.has(id))) return { ok: false, error: "notFound" };
  await db.$transaction(orderedIds.map((id, position) => db.vehiclePhoto.update({ where: { id }, data: { position } })));
  return { ok: true };
}

export async function deleteVehiclePhoto(db: PrismaClient, staff: StaffSession | null, vehicleId: number, photoId: number): Promise<PhotoResult> {
  if (!staff) return { ok: false, error: "unauthorized" };
  const { count } = await db.vehiclePhoto.deleteMany({ where: { id: photoId, vehicleId } });
  return count ? { ok: true } : { ok: false, error: "notFound" };
}
