// A staff member's photo, judged by its content before anything is stored: its first bytes say whether it
// is a photo at all, its header whether it is small enough to decode, and decoding it whole (both stored
// sizes are made from it) whether it is intact. Each refusal has a reason the staff member can act on;
// no file, however broken, gets further than a refusal.
import sharp from "sharp";
import decodeHeic from "heic-decode";
import { logError } from "@/lib/logging";
import { PHOTO_LIMITS } from "./limits";
import { makePhotoVariants, type PhotoVariants } from "./variants";

export type PhotoRefusal = "tooLarge" | "notImage" | "damaged" | "tooManyPixels";
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

export function withinPixelLimits(width: number, height: number): boolean {
  return (
    width * height <= PHOTO_LIMITS.maxPixels &&
    Math.max(width, height) <= PHOTO_LIMITS.maxAspectRatio * Math.min(width, height)
  );
}

/**
 * HEIC (HEVC in HEIF, what iPhones take) is beyond sharp's prebuilt libheif, so it is decoded with libheif
 * compiled to WebAssembly (heic-decode) and handed over as lossless PNG.
 */
async function heicAsPng(bytes: Buffer): Promise<Buffer> {
  const { width, height, data } = await decodeHeic({ buffer: bytes });
  return sharp(Buffer.from(data), { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
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
  if (!withinPixelLimits(header.width, header.height)) return { ok: false, error: "tooManyPixels" };
  try {
    const decodable = format === "heif" && header.compression === "hevc" ? await heicAsPng(bytes) : bytes;
    return { ok: true, variants: await makePhotoVariants(decodable, { whole, medium, preview }) };
  } catch (error) {
    // The decoder's own words, kept so that a refusal wrongly called "damaged" can be traced.
    logError("media.photo.undecodable", error);
    return { ok: false, error: "damaged" };
  }
}
