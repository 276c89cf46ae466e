// Every stored photo is re-encoded (which drops EXIF, GPS included) in two sizes: the detail page's
// and the catalogue card's. Pixel count is capped before decoding, so a decompression bomb is refused.
import sharp from "sharp";
import { PHOTO_SIZES } from "./keys";
import type { StoredImage } from "./store";

export const MAX_INPUT_PIXELS = 40_000_000;
const WEBP_QUALITY = 75;

async function encode(input: Buffer, size: { width: number; height: number }): Promise<StoredImage> {
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ ...size, fit: "cover", position: "attention", withoutEnlargement: false })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, contentType: "image/webp", width: info.width, height: info.height };
}

export async function makePhotoVariants(input: Buffer): Promise<{ large: StoredImage; thumb: StoredImage }> {
  const [large, thumb] = await Promise.all([encode(input, PHOTO_SIZES.large), encode(input, PHOTO_SIZES.thumb)]);
  return { large, thumb };
}
