// Vehicle photos from staff, one photo per request: judged by their content (lib/media/photo-input, never
// their name or declared type), re-encoded by sharp (which drops EXIF, GPS position included) in the detail
// and card sizes, and stored in the media store every app instance shares.
import { db } from "@/lib/db";
import type { StaffSession } from "@/lib/auth/sessions";
import { photoVariantsOf, type PhotoRefusal } from "@/lib/media/photo-input";
import type { PhotoVariants } from "@/lib/media/variants";
import { putImage } from "@/lib/media/store";
import { PHOTO_BUSY_ANSWER, PHOTO_LIMITS } from "@/lib/media/limits";
import { mediaUrl } from "@/lib/media/keys";
import { readFormWithin } from "@/lib/http/limited-body";
import { log } from "@/lib/logging";
import { recordPhotoAdded, recordVehicleChange } from "./vehicle-history";

export type PhotoError = "unauthorized" | "notFound" | PhotoRefusal | "tooMany" | "noFiles";
export type PhotoResult = { ok: true } | { ok: false; error: PhotoError };
export type AddedPhoto = { id: number; src: string };

/** The answer each refusal gets over HTTP: a final 4xx, but for "busy" (PHOTO_BUSY_ANSWER). */
export const PHOTO_ERROR_STATUS: Record<PhotoError, number> = {
  unauthorized: 401,
  notFound: 404,
  noFiles: 400,
  tooMany: 400,
  tooLarge: 413,
  notImage: 415,
  damaged: 422,
  tooManyPixels: 422,
  busy: PHOTO_BUSY_ANSWER.status,
};

// Room for the multipart boundary and headers around the one photo.
const FORM_OVERHEAD_BYTES = 64 * 1024;

/** The one photo a staff upload carries (form field "photo"), read no further than one photo's limit. */
export async function readPhotoUpload(
  request: Request,
): Promise<{ ok: true; bytes: Buffer } | { ok: false; error: "tooLarge" | "noFiles" }> {
  const form = await readFormWithin(request, PHOTO_LIMITS.maxBytes + FORM_OVERHEAD_BYTES);
  if (form === "tooLarge") return { ok: false, error: "tooLarge" };
  const file = form?.get("photo");
  if (!file || typeof file === "string") return { ok: false, error: "noFiles" };
  return { ok: true, bytes: Buffer.from(await file.arrayBuffer()) };
}

/** Stores the sizes of a checked photo; returns their keys. */
async function storePhoto({ large, thumb, medium, preview }: PhotoVariants) {
  return {
    largeKey: await putImage(db(), large),
    thumbKey: await putImage(db(), thumb),
    ...(medium && { mediumKey: await putImage(db(), medium) }),
    ...(preview && { previewKey: await putImage(db(), preview) }),
    width: large.width,
    height: large.height,
  };
}

/** What staff see of a vehicle photo: the whole picture, or the card's 4:3 for a photo stored before previews. */
export const staffPhotoSrc = (photo: { previewKey: string | null; thumbKey: string }) =>
  mediaUrl(photo.previewKey ?? photo.thumbKey);

/** Checks, re-encodes and stores one photo for staff content; returns the key of its large size. */
export async function addContentPhoto(
  staff: StaffSession,
  bytes: Buffer,
): Promise<{ ok: true; key: string } | { ok: false; error: PhotoError }> {
  const checked = await photoVariantsOf(bytes);
  if (!checked.ok) return checked;
  return { ok: true, key: (await storePhoto(checked.variants)).largeKey };
}

/**
 * Checks, re-encodes and stores one photo in every size a vehicle's page serves; the caller writes the vehicle's
 * row for it.
 */
export async function storeVehiclePhotoSizes(bytes: Buffer) {
  const checked = await photoVariantsOf(bytes, { medium: true, preview: true });
  if (!checked.ok) return checked;
  return { ok: true, stored: await storePhoto(checked.variants) } as const;
}

export async function addVehiclePhoto(
  staff: StaffSession,
  vehicleId: number,
  bytes: Buffer,
): Promise<{ ok: true; photo: AddedPhoto } | { ok: false; error: PhotoError }> {
  if (!(await db().vehicle.findUnique({ where: { id: vehicleId }, select: { id: true } })))
    return { ok: false, error: "notFound" };
  const checked = await storeVehiclePhotoSizes(bytes);
  if (!checked.ok) return checked;
  const { stored } = checked;
  // Keys name the content, so a photo the vehicle already shows (an upload retried after a lost answer, the
  // same file chosen twice) is answered with the photo already there, and a full vehicle still says so.
  const photo = await db().$transaction(async (tx) => {
    const shown = await tx.vehiclePhoto.findFirst({
      where: { vehicleId, largeKey: stored.largeKey },
      select: { id: true, thumbKey: true, previewKey: true },
    });
    if (shown) return shown;
    if ((await tx.vehiclePhoto.count({ where: { vehicleId } })) >= PHOTO_LIMITS.maxPerVehicle) return null;
    const last = await tx.vehiclePhoto.aggregate({ where: { vehicleId }, _count: true, _max: { position: true } });
    const added = await tx.vehiclePhoto.create({
      data: { ...stored, vehicleId, position: (last._max.position ?? -1) + 1 },
      select: { id: true, thumbKey: true, previewKey: true },
    });
    await recordPhotoAdded(tx, staff, vehicleId, last._count);
    return added;
  });
  if (!photo) return { ok: false, error: "tooMany" };
  log.info("admin.photos.add", { vehicleId, photoId: photo.id, userId: staff.userId });
  return { ok: true, photo: { id: photo.id, src: staffPhotoSrc(photo) } };
}

/** Puts the vehicle's photos in the order given (every photo of the vehicle, each once). */
export async function reorderVehiclePhotos(
  staff: StaffSession,
  vehicleId: number,
  orderedIds: number[],
): Promise<PhotoResult> {
  const current = await db().vehiclePhoto.findMany({
    where: { vehicleId },
    select: { id: true },
    orderBy: { position: "asc" },
  });
  const ids = new Set(current.map((p) => p.id));
  if (orderedIds.length !== ids.size || new Set(orderedIds).size !== ids.size || !orderedIds.every((id) => ids.has(id)))
    return { ok: false, error: "notFound" };
  await db().$transaction(async (tx) => {
    for (const [position, id] of orderedIds.entries())
      await tx.vehiclePhoto.update({ where: { id }, data: { position } });
    const before = current.map((photo) => photo.id);
    if (orderedIds.some((id, position) => id !== before[position]))
      await recordVehicleChange(tx, staff, vehicleId, "photos", { order: [before, orderedIds] });
  });
  return { ok: true };
}

export async function deleteVehiclePhoto(
  staff: StaffSession,
  vehicleId: number,
  photoId: number,
): Promise<PhotoResult> {
  const count = await db().$transaction(async (tx) => {
    const { count } = await tx.vehiclePhoto.deleteMany({ where: { id: photoId, vehicleId } });
    if (count) {
      const left = await tx.vehiclePhoto.count({ where: { vehicleId } });
      await recordVehicleChange(tx, staff, vehicleId, "photos", { photos: [left + 1, left] });
    }
    return count;
  });
  return count ? { ok: true } : { ok: false, error: "notFound" };
}
