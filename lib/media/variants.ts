// Every stored photo is re-encoded (which drops EXIF, GPS included) in two sizes: the detail page's
// and the catalogue card's. Pixel count is capped before decoding, so a decompression bomb is refused.
import sharp, { type ResizeOptions } from "sharp";
import type { DecodedPixels } from "./image-work";
import { PHOTO_SIZES } from "./keys";
import { PHOTO_LIMITS } from "./limits";
import type { StoredImage } from "./store";

/**
 * Everything that decides the bytes of a stored photo besides its source and WebP's effort: the demo seed keys
 * its rendered photos by it (prisma/seed/photo-cache.ts), so a change here renders them anew.
 */
export const PHOTO_ENCODING = {
  sizes: PHOTO_SIZES,
  resize: { fit: "cover", position: "attention", withoutEnlargement: false },
  webpQuality: 75,
} as const;

/**
 * The large size of a photo that must be read whole (a seller's 車検証, a meter): fitted within this square, never
 * cropped, where the catalogue's photos are cropped to 4:3. Large enough for a registration's small print.
 */
export const WHOLE_PHOTO_MAX_SIDE = 2048;

/**
 * The staff's preview of a vehicle photo: the whole picture fitted within this square, so a portrait one (a 車検証,
 * a meter, a crane's boom) is seen as taken, where the card size crops it to 4:3.
 */
export const PREVIEW_MAX_SIDE = 480;

/** A photo file sharp reads, or the pixels of one it cannot (a HEIC decoded by lib/media/image-work). */
export type PhotoSource = Buffer | DecodedPixels;

export interface PhotoVariants {
  large: StoredImage;
  thumb: StoredImage;
  /** Made only when asked for (`medium`). */
  medium?: StoredImage;
  /** Made only when asked for (`preview`). */
  preview?: StoredImage;
}

// failOn "warning" (the strictest level): a JPEG that libjpeg calls corrupt (a bad Huffman code, a file cut
// short) would reach the public pages with grey or garbled bands; refused, the staff member sends the
// original again. The looser levels let a corrupt-data JPEG through.
async function encode(input: PhotoSource, resize: ResizeOptions, effort: number): Promise<StoredImage> {
  const options = { limitInputPixels: PHOTO_LIMITS.maxPixels, failOn: "warning" } as const;
  const source = Buffer.isBuffer(input)
    ? sharp(input, options)
    : sharp(input.pixels, { ...options, raw: { width: input.width, height: input.height, channels: 4 } });
  const { data, info } = await source
    .rotate()
    .resize(resize)
    .webp({ quality: PHOTO_ENCODING.webpQuality, effort })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, contentType: "image/webp", width: info.width, height: info.height };
}

/**
 * Throws when the image cannot be decoded whole; lib/media/photo-input says why to the staff. `effort` is
 * WebP's (0–6, sharp's default 4): the demo seed's flat drawings take 2, 2.5 times as fast and a few per cent
 * larger, since every fresh start renders hundreds of them. `whole`: the large size keeps the whole picture
 * (WHOLE_PHOTO_MAX_SIDE) instead of the catalogue's 4:3 crop. `medium`: the vehicle page's size for a phone,
 * always cropped to 4:3 as the card's is. `preview`: a small and uncropped size for staff (PREVIEW_MAX_SIDE).
 */
export async function makePhotoVariants(
  input: PhotoSource,
  { effort = 4, whole = false, medium = false, preview = false } = {},
): Promise<PhotoVariants> {
  const inside = (side: number): ResizeOptions => ({
    width: side,
    height: side,
    fit: "inside",
    withoutEnlargement: true,
  });
  const large: ResizeOptions = whole
    ? inside(WHOLE_PHOTO_MAX_SIDE)
    : { ...PHOTO_ENCODING.sizes.large, ...PHOTO_ENCODING.resize };
  const cropped = (size: { width: number; height: number }) =>
    encode(input, { ...size, ...PHOTO_ENCODING.resize }, effort);
  const [largeImage, thumb, mediumImage, previewImage] = await Promise.all([
    encode(input, large, effort),
    cropped(PHOTO_ENCODING.sizes.thumb),
    medium ? cropped(PHOTO_ENCODING.sizes.medium) : undefined,
    preview ? encode(input, inside(PREVIEW_MAX_SIDE), effort) : undefined,
  ]);
  return {
    large: largeImage,
    thumb,
    ...(mediumImage && { medium: mediumImage }),
    ...(previewImage && { preview: previewImage }),
  };
}
