// Vehicle photos from staff: checked by their content (never their name or declared type), size-limited,
// re-encoded by sharp (which drops EXIF, GPS position included) in the detail and card sizes, and stored
// in the media store every app instance shares. An upload is taken whole or not at all.
import sharp from "sharp";
import decodeHeic from "heic-decode";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { StaffSession } from "@/lib/auth/sessions";
import { makePhotoVariants, MAX_INPUT_PIXELS } from "@/lib/media/variants";
import { putImage } from "@/lib/media/store";

export const PHOTO_LIMITS = { maxBytes: 15 * 1024 * 1024, maxFilesPerUpload: 20, maxPerVehicle: 40 } as const;
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "heif"]);

export type PhotoError = "unauthorized" | "notFound" | "notImage" | "tooLarge" | "tooMany" | "noFiles";
export type PhotoResult = { ok: true } | { ok: false; error: PhotoError; file?: string };

export interface Upload {
  name: string;
  bytes: Buffer;
}

/**
 * The photo in a form sharp can decode, or null when the bytes are not an accepted image. HEIC (HEVC in
 * HEIF, what iPhones take) is beyond sharp's prebuilt libheif, so it is decoded with libheif compiled to
 * WebAssembly (heic-decode) and handed over as lossless PNG.
 */
async function decodable(bytes: Buffer): Promise<Buffer | null> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!ACCEPTED_FORMATS.has(meta.format ?? "") || !meta.width || !meta.height || meta.width * meta.height > MAX_INPUT_PIXELS) return null;
    if (meta.format !== "heif" || meta.compression !== "hevc") return bytes;
    const { width, height, data } = await decodeHeic({ buffer: bytes });
    return await sharp(Buffer.from(data), { raw: { width, height, channels: 4 } }).png().toBuffer();
  } catch {
    return null;
  }
}

type Checked = { ok: true; image: Buffer } | { ok: false; error: "notImage" | "tooLarge"; file: string };

/** Size and content checks for one upload; the image comes back ready for sharp. */
export async function checkUpload(upload: Upload): Promise<Checked> {
  if (upload.bytes.length > PHOTO_LIMITS.maxBytes) return { ok: false, error: "tooLarge", file: upload.name };
  const image = await decodable(upload.bytes);
  return image ? { ok: true, image } : { ok: false, error: "notImage", file: upload.name };
}

/** Re-encodes a checked image in both sizes and stores them; returns their keys. */
export async function storePhoto(db: PrismaClient, image: Buffer) {
  const { large, thumb } = await makePhotoVariants(image);
  return { largeKey: await putImage(db, large), thumbKey: await putImage(db, thumb), width: large.width, height: large.height };
}

export async function addVehiclePhotos(db: PrismaClient, staff: StaffSession | null, vehicleId: number, uploads: Upload[]): Promise<PhotoResult> {
  if (!staff) return { ok: false, error: "unauthorized" };
  if (uploads.length === 0) return { ok: false, error: "noFiles" };
  if (uploads.length > PHOTO_LIMITS.maxFilesPerUpload) return { ok: false, error: "tooMany" };
  const vehicle = await db.vehicle.findUnique({ where: { id: vehicleId }, select: { _count: { select: { photos: true } } } });
  if (!vehicle) return { ok: false, error: "notFound" };
  if (vehicle._count.photos + uploads.length > PHOTO_LIMITS.maxPerVehicle) return { ok: false, error: "tooMany" };
  const images: Buffer[] = [];
  for (const upload of uploads) {
    const checked = await checkUpload(upload);
    if (!checked.ok) return checked;
    images.push(checked.image);
  }
  const stored: Awaited<ReturnType<typeof storePhoto>>[] = [];
  for (const image of images) stored.push(await storePhoto(db, image));
  // Keys name the content, so a photo the vehicle already shows (an upload retried after a lost answer, the
  // same file chosen twice) is added once.
  const added = await db.$transaction(async (tx) => {
    const shown = await tx.vehiclePhoto.findMany({ where: { vehicleId, largeKey: { in: stored.map((photo) => photo.largeKey) } }, select: { largeKey: true } });
    const seen = new Set(shown.map((photo) => photo.largeKey));
    const fresh = stored.filter((photo) => !seen.has(photo.largeKey) && seen.add(photo.largeKey));
    const last = await tx.vehiclePhoto.aggregate({ where: { vehicleId }, _max: { position: true } });
    const start = (last._max.position ?? -1) + 1;
    await tx.vehiclePhoto.createMany({ data: fresh.map((photo, index) => ({ ...photo, vehicleId, position: start + index })) });
    return fresh.length;
  });
  console.info(JSON.stringify({ level: "info", event: "admin.photos.add", vehicleId, count: added, userId: staff.userId }));
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
