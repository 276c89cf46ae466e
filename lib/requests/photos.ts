import "server-only";
// A seller's photos with a purchase or assessment request. Added by whoever holds the request's status token (the
// thank-you page, the status page), checked and re-encoded as staff photos are (lib/media/photo-input: content
// sniffed, pixels capped, EXIF and GPS dropped), and kept in a table of their own rather than the public media
// store: a 車検証 shows its owner's name and address, so only staff and the token holder are ever served one.
import { createHash } from "node:crypto";
import { db } from "@/lib/db";
import { isUniqueViolation } from "@/lib/db/errors";
import { log } from "@/lib/logging";
import { photoVariantsOf } from "@/lib/media/photo-input";
import { declaredLengthOver, readFormWithin } from "@/lib/http/limited-body";
import { requestAddress } from "@/lib/http/origin";
import { isRecordId } from "@/lib/http/url-values";
import { hashStatusToken, isStatusTokenShaped } from "./status-token";
import { photoDecodeRoom, senderKey, takePhotoDecodeSlot } from "./rate-limit";
import {
  photoRoom,
  REQUEST_PHOTO_LIMITS,
  takesPhotos,
  type PhotoBatchOutcome,
  type RequestPhotoBatchRefusal,
  type RequestPhotoRefusal,
} from "./photo-rules";

export type RequestPhotoSize = "large" | "thumb";
export type StoredRequestPhoto = { id: number; width: number; height: number };

/** The request a status token opens, when it takes photos; null for any other token. */
async function photoRequestByToken(token: string) {
  if (!isStatusTokenShaped(token)) return null;
  const order = await db().order.findUnique({
    where: { statusTokenHash: hashStatusToken(token) },
    select: { n: true, type: true },
  });
  return order && takesPhotos(order.type) ? order : null;
}

// Room for the multipart boundaries and part headers around the photos.
const FORM_OVERHEAD_BYTES = 64 * 1024;
const MAX_POST_BYTES = REQUEST_PHOTO_LIMITS.maxBatchBytes + FORM_OVERHEAD_BYTES;

/** The photos a post carries (form fields "photo"), read no further than a batch's limit. */
async function readRequestPhotoUpload(
  request: Request,
): Promise<{ ok: true; files: Buffer[] } | { ok: false; error: "batchTooLarge" | "noFiles" }> {
  const form = await readFormWithin(request, MAX_POST_BYTES);
  if (form === "tooLarge") return { ok: false, error: "batchTooLarge" };
  // A file input left empty still sends one part, with no name and no bytes.
  const files = (form?.getAll("photo") ?? []).filter((file): file is File => typeof file !== "string" && file.size > 0);
  if (files.length === 0) return { ok: false, error: "noFiles" };
  return { ok: true, files: await Promise.all(files.map(async (file) => Buffer.from(await file.arrayBuffer()))) };
}

// Posts being read and handled now, in this process (one count for the server's modules and Next's bundles).
const IN_FLIGHT = Symbol.for("truck-site.request-photo-uploads");
const inFlight = () => {
  const global = globalThis as typeof globalThis & { [IN_FLIGHT]?: { count: number } };
  return (global[IN_FLIGHT] ??= { count: 0 });
};

/**
 * Takes a seller's post of photos for the request its token opens. Everything that can refuse it without its body
 * is asked first, in order of cost (its declared length, the token, the request's room, the budgets, the uploads
 * under way), so a post with a made-up token or a spent budget is answered before a byte of it is read.
 */
export async function receiveRequestPhotos(
  request: Request,
  token: string,
): Promise<PhotoBatchOutcome & { ids: number[] }> {
  if (declaredLengthOver(request, MAX_POST_BYTES)) return refusedBatch("batchTooLarge");
  const order = await photoRequestByToken(token);
  if (!order) return refusedBatch("notFound");
  const sender = senderKey(requestAddress(request.headers));
  const stored = await db().requestPhoto.count({ where: { orderN: order.n } });
  if (photoRoom(stored) === 0) return refusedBatch("tooMany");
  const budget = await db().$transaction((tx) => photoDecodeRoom(tx, order.n, sender, new Date()));
  if (!budget.ok) return refusedBatch("tooManyTries");
  const uploads = inFlight();
  if (uploads.count >= REQUEST_PHOTO_LIMITS.inFlight) return refusedBatch("busy");
  uploads.count++;
  try {
    const upload = await readRequestPhotoUpload(request);
    return upload.ok ? await addRequestPhotos(order, sender, upload.files) : refusedBatch(upload.error);
  } finally {
    uploads.count--;
  }
}

type AddOne = { ok: true; id: number; already: boolean } | { ok: false; error: RequestPhotoRefusal };

/**
 * Adds one photo at the first free place. The same bytes sent again (a retry after a lost answer, or the same file
 * chosen twice) are the photo already stored, and say so; two uploads racing for one place are kept apart by the
 * unique place (and the database's check holds the count), so the loser looks again.
 */
async function addOne(orderN: number, sender: string, bytes: Buffer): Promise<AddOne> {
  const digest = createHash("sha256").update(bytes).digest("base64url");
  const placesTaken = async () => {
    const rows = await db().requestPhoto.findMany({
      where: { orderN },
      select: { id: true, position: true, digest: true },
    });
    return { same: rows.find((row) => row.digest === digest), taken: new Set(rows.map((row) => row.position)) };
  };
  let { same, taken } = await placesTaken();
  if (same) return { ok: true, id: same.id, already: true };
  if (photoRoom(taken.size) === 0) return { ok: false, error: "tooMany" };
  const slot = await db().$transaction((tx) => takePhotoDecodeSlot(tx, orderN, sender, new Date()));
  if (!slot.ok) return { ok: false, error: "tooManyTries" };
  // A 車検証 or a meter is read whole: the large size is not cropped to the catalogue's 4:3.
  const checked = await photoVariantsOf(bytes, { whole: true });
  if (!checked.ok) return checked;
  const { large, thumb } = checked.variants;
  for (let attempt = 0; attempt < REQUEST_PHOTO_LIMITS.maxPerRequest; attempt++) {
    const position = [...Array(REQUEST_PHOTO_LIMITS.maxPerRequest).keys()].find((place) => !taken.has(place));
    if (position === undefined) return { ok: false, error: "tooMany" };
    try {
      const photo = await db().requestPhoto.create({
        data: {
          orderN,
          position,
          digest,
          large: new Uint8Array(large.bytes),
          thumb: new Uint8Array(thumb.bytes),
          width: large.width,
          height: large.height,
        },
        select: { id: true },
      });
      return { ok: true, id: photo.id, already: false };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      ({ same, taken } = await placesTaken());
      if (same) return { ok: true, id: same.id, already: true };
    }
  }
  return { ok: false, error: "tooMany" };
}

/**
 * Adds a post's photos to the request, one at a time (the server decodes one photo at a time, whatever a batch
 * holds): each is added or refused on its own, by its place in the post.
 */
async function addRequestPhotos(
  order: { n: number },
  sender: string,
  files: Buffer[],
): Promise<PhotoBatchOutcome & { ids: number[] }> {
  const outcome: PhotoBatchOutcome & { ids: number[] } = { added: 0, already: 0, refused: [], batch: null, ids: [] };
  for (const [index, bytes] of files.entries()) {
    const result = await addOne(order.n, sender, bytes);
    if (result.ok) {
      if (result.already) outcome.already++;
      else outcome.added++;
      outcome.ids.push(result.id);
    } else outcome.refused.push({ place: index + 1, error: result.error });
  }
  log.info("request.photos.add", {
    n: order.n,
    added: outcome.added,
    already: outcome.already,
    refused: outcome.refused.length,
  });
  return outcome;
}

/** A post refused whole, in the outcome's shape. */
function refusedBatch(batch: RequestPhotoBatchRefusal): PhotoBatchOutcome & { ids: number[] } {
  return { added: 0, already: 0, refused: [], batch, ids: [] };
}

/** A request's photos in the order they were sent. */
export async function requestPhotos(orderN: number): Promise<StoredRequestPhoto[]> {
  return db().requestPhoto.findMany({
    where: { orderN },
    orderBy: { position: "asc" },
    select: { id: true, width: true, height: true },
  });
}

/**
 * One photo's bytes in one size, for staff (`staff`) or for the holder of its request's token; null for anyone
 * else, as for a photo that does not exist.
 */
export async function requestPhotoImage(
  id: number,
  size: RequestPhotoSize,
  access: { staff: boolean; token: string | null },
): Promise<Uint8Array | null> {
  if (!isRecordId(id)) return null;
  const tokenHash = access.token && isStatusTokenShaped(access.token) ? hashStatusToken(access.token) : null;
  if (!access.staff && !tokenHash) return null;
  const photo = await db().requestPhoto.findFirst({
    where: { id, ...(!access.staff && { order: { statusTokenHash: tokenHash } }) },
    select: { large: size === "large", thumb: size === "thumb" },
  });
  if (!photo) return null;
  return size === "large" ? photo.large : photo.thumb;
}
