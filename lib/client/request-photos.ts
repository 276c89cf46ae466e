// A seller's photos in the browser: made smaller before they are sent (a phone's 12-megapixel original is 3 to 5
// MB, which a weak mobile connection takes long to send and may drop), then sent one at a time to the request's
// upload route. The server checks and re-encodes each again and never trusts this resize.
import { sendWithProgress, type UploadProgress } from "@/lib/http/client-fetch";
import { routes } from "@/lib/routes";
import { REQUEST_PHOTO_LIMITS, type RequestPhotoError } from "@/lib/requests/photo-rules";

/** The longest side a photo is sent at: the 車検証's small print stays readable. */
export const RESIZE_LONG_SIDE = 2048;
const JPEG_QUALITY = 0.85;

/** The size a photo of width × height is drawn at: its long side at most `longSide`, never enlarged. */
export function resizedDimensions(width: number, height: number, longSide = RESIZE_LONG_SIDE) {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * The photo as it will be sent: a JPEG at most RESIZE_LONG_SIDE long, turned upright as the phone took it. A photo
 * this browser cannot decode (HEIC outside Safari) is sent as it is, for the server to decode (`shown`: false, the
 * browser cannot show it either); so is one that came out no smaller.
 */
export async function resizedForUpload(file: File): Promise<{ file: File; shown: boolean }> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return { file, shown: false };
  }
  try {
    const { width, height } = resizedDimensions(bitmap.width, bitmap.height);
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", JPEG_QUALITY));
    if (!blob || blob.size >= file.size) return { file, shown: true };
    return { file: new File([blob], file.name.replace(/\.[^.]*$/, "") + ".jpg", { type: "image/jpeg" }), shown: true };
  } finally {
    bitmap.close();
  }
}

/** How many of `chosen` photos fit beside the `kept` ones, within the request's limit. */
export function photosThatFit(kept: number, chosen: number): number {
  return Math.max(0, Math.min(chosen, REQUEST_PHOTO_LIMITS.maxPerRequest - kept));
}

export type PhotoUpload = { ok: true } | { ok: false; error: RequestPhotoError };

/**
 * Sends one photo to the request the token opens. A refusal is the server's code; no answer, or one that is not
 * the server's, is "failed", which the seller may send again (the server keeps a photo sent twice once).
 */
export async function uploadRequestPhoto(
  token: string,
  locale: string,
  file: File,
  onProgress: UploadProgress = () => {},
  send = sendWithProgress,
): Promise<PhotoUpload> {
  if (file.size > REQUEST_PHOTO_LIMITS.maxFileBytes) return { ok: false, error: "tooLarge" };
  const body = new FormData();
  body.append("photo", file);
  try {
    const answer = (await (await send(routes.requestPhotoUpload(token, locale), body, onProgress)).json()) as {
      ok?: boolean;
      formError?: { code?: RequestPhotoError };
    };
    if (answer.ok === true) return { ok: true };
    return { ok: false, error: (answer.ok === false && answer.formError?.code) || "failed" };
  } catch {
    return { ok: false, error: "failed" };
  }
}
