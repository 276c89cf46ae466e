// A staff member's photo, judged by its content before anything is stored: its first bytes say whether it
// is a photo at all, its header whether it is small enough to decode, and decoding it whole (both stored
// sizes are made from it) whether it is intact. Each refusal has a reason the staff member can act on;
// no file, however broken, gets further than a refusal. The decoding waits its turn (lib/media/image-work).
import sharp from "sharp";
import { logError } from "@/lib/logging";
import { decodeHeicOffThread, ImageWorkBusy, withImageTurn } from "./image-work";
import { PHOTO_LIMITS } from "./limits";
import { makePhotoVariants, type PhotoVariants } from "./variants";

/** `busy`: the server has as many photos in hand and waiting as it takes; the same photo may be sent again soon. */
export type PhotoRefusal = "tooLarge" | "notImage" | "damaged" | "tooManyPixels" | "busy";
export type PhotoFormat = "jpeg" | "png" | "webp" | "heif";
export type PhotoCheck = { ok: true; variants: PhotoVariants } | { ok: false; error: PhotoRefusal };

// Major brands of the HEIF family that phones write (HEIC from iPhones, mif1 from others, AVIF).
const HEIF_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1", "avif"]);

/** The format a file's first bytes announce, or null for anything that is not a photo we take. */
export function sniffPhotoFormat(bytes: Uint8Array): PhotoFormat | null {
  const ascii = (start: number, end: number) => Buffer.from(bytes.subarray(start, end)).toString("latin1");
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  if (ascii(4, 8) === "ftyp" && HEIF_BRANDS.has(ascii(8, 12))) return "heif";
  return null;
}

/** Whether a photo of this size may be decoded; `heic`: one only the WebAssembly decoder reads. */
export function withinPixelLimits(width: number, height: number, { heic = false } = {}): boolean {
  return (
    width * height <= (heic ? PHOTO_LIMITS.maxHeicPixels : PHOTO_LIMITS.maxPixels) &&
    Math.max(width, height) <= PHOTO_LIMITS.maxAspectRatio * Math.min(width, height)
  );
}

/**
 * The stored sizes of the photo, or why it is refused; `whole`: its large size uncropped, `medium` and `preview`:
 * the sizes besides that a vehicle photo needs (makePhotoVariants).
 */
export async function photoVariantsOf(
  bytes: Buffer,
  { whole = false, medium = false, preview = false } = {},
): Promise<PhotoCheck> {
  if (bytes.length > PHOTO_LIMITS.maxBytes) return { ok: false, error: "tooLarge" };
  const format = sniffPhotoFormat(bytes);
  if (!format) return { ok: false, error: "notImage" };
  // Only the header is read here, so sharp's pixel limit is not needed yet: the limits are checked just
  // below, and an oversized header gets that answer rather than a decoding error.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!header?.width || !header.height) return { ok: false, error: "damaged" };
  // HEIC (HEVC in HEIF, what iPhones take) is beyond sharp's prebuilt libheif.
  const heic = format === "heif" && header.compression === "hevc";
  if (!withinPixelLimits(header.width, header.height, { heic })) return { ok: false, error: "tooManyPixels" };
  try {
    const variants = await withImageTurn(async () =>
      makePhotoVariants(heic ? await decodeHeicOffThread(bytes) : bytes, { whole, medium, preview }),
    );
    return { ok: true, variants };
  } catch (error) {
    if (error instanceof ImageWorkBusy) return { ok: false, error: "busy" };
    // The decoder's own words, kept so that a refusal wrongly called "damaged" can be traced.
    logError("media.photo.undecodable", error);
    return { ok: false, error: "damaged" };
  }
}
