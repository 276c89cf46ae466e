// How the staff's browser sends photos: one photo per request, one request at a time, so each request stays
// within one photo's limit and the 2-core server decodes one photo at a time; a refused photo does not stop
// the others. Sizes the server would refuse are refused here without sending.
import { sendWithProgress, type UploadProgress } from "@/lib/http/client-fetch";
import { PHOTO_LIMITS } from "@/lib/media/limits";
import { isSessionRefusal, type SessionRefusal } from "@/lib/actions/result";
import type { AddedPhoto, PhotoError } from "./photos";

/**
 * A photo that did not arrive: a refusal the server (or this browser) gave, the session's end (said as a staff form
 * says it, with the sign-in dialog), or "failed" when no answer came.
 */
export type UploadError = PhotoError | SessionRefusal | "failed";
/** A photo's answer, in the shape of every staff answer (lib/actions/result), its refusal one of the codes above. */
export type Uploaded<T> = { ok: true; value: T } | { ok: false; formError: { code: UploadError } };
/** Why one photo was refused: anything but the session's end, which is the whole screen's to say. */
export type PhotoRefusalCode = Exclude<UploadError, SessionRefusal>;
export type FileRefusal = { file: string; code: PhotoRefusalCode };

const refusal = (code: UploadError) => ({ ok: false, formError: { code } }) as const;

// Answers that hold for every photo still to send (as does the session's end): the rest of the batch is not sent.
const ENDS_BATCH = new Set<UploadError>(["unauthorized", "notFound", "tooMany"]);

export async function uploadPhoto<T>(
  url: string,
  file: File,
  onProgress: UploadProgress,
  send = sendWithProgress,
): Promise<Uploaded<T>> {
  if (file.size > PHOTO_LIMITS.maxBytes) return refusal("tooLarge");
  const body = new FormData();
  body.append("photo", file);
  try {
    // JSON that is not the server's answer (no code) is, like no answer at all, a photo that did not arrive.
    const answer = (await (await send(url, body, onProgress)).json()) as Uploaded<T> | { ok?: undefined };
    return answer.ok === true ? answer : refusal((answer.ok === false && answer.formError?.code) || "failed");
  } catch {
    return refusal("failed");
  }
}

/**
 * Why a whole selection is refused before anything is sent, with the numbers staff need to choose again: how
 * many they chose and how many more the vehicle has room for (28 shown and 13 chosen: 12 more fit).
 */
export type BatchRefusal = { problem: "noFiles" | "atOnce" | "room" | "full"; selected: number; room: number };

export function batchRefusal(selected: number, alreadyShown: number): BatchRefusal | null {
  const room = Math.max(0, PHOTO_LIMITS.maxPerVehicle - alreadyShown);
  const refused = (problem: BatchRefusal["problem"]) => ({ problem, selected, room });
  if (selected === 0) return refused("noFiles");
  if (room === 0) return refused("full");
  if (selected > room) return refused("room");
  if (selected > PHOTO_LIMITS.maxFilesPerUpload) return refused("atOnce");
  return null;
}

export interface BatchCallbacks {
  /** The photo being sent (0-based) and how much of it has gone out, from 0 to 1. */
  onProgress: (index: number, fraction: number) => void;
  onAdded: (photo: AddedPhoto) => void;
}

/**
 * Sends a vehicle's photos in turn; answers the refused ones by file name, what ended the batch early, and the
 * photos it did not send then (the one refused included), for staff to send again once they can.
 */
export async function uploadVehiclePhotos(
  vehicleId: number,
  files: File[],
  { onProgress, onAdded }: BatchCallbacks,
  send = sendWithProgress,
) {
  const refused: FileRefusal[] = [];
  for (const [index, file] of files.entries()) {
    onProgress(index, 0);
    const result = await uploadPhoto<{ photo: AddedPhoto }>(
      `/api/admin/vehicles/${vehicleId}/photos`,
      file,
      (fraction) => onProgress(index, fraction),
      send,
    );
    if (result.ok) {
      onAdded(result.value.photo);
      continue;
    }
    const { code } = result.formError;
    if (isSessionRefusal(code) || ENDS_BATCH.has(code)) return { refused, ended: code, unsent: files.slice(index) };
    refused.push({ file: file.name, code });
  }
  return { refused, ended: null, unsent: [] };
}
