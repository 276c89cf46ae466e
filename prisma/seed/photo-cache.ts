// The demo's drawings made into stored photos, kept on disk from one seed to the next. Rendering the 268 drawings in
// their three sizes takes sharp some 27 s of CPU, and every fresh database would pay it again for the same bytes:
// each integration suite with demo data, each end-to-end run, each benchmark, a newcomer's database made anew. A
// photo is kept under the hash of all that decides its bytes (the drawing, the encoder's settings, sharp's and its
// libraries' versions), so a change to any of them renders it anew. The folder is a cache: deleting it costs one
// slow seed.
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { makePhotoVariants, PHOTO_ENCODING, type PhotoVariants } from "../../lib/media/variants";
import type { StoredImage } from "../../lib/media/store";

// The seed's flat drawings take WebP effort 2: 2.5 times as fast as the default and a few per cent larger.
const DEMO_EFFORT = 2;

export const DEMO_PHOTO_CACHE = path.resolve(__dirname, "../../node_modules/.cache/demo-photos");

function cacheKey(svg: string): string {
  const recipe = { svg, encoding: PHOTO_ENCODING, effort: DEMO_EFFORT, sharp: sharp.versions };
  return createHash("sha256").update(JSON.stringify(recipe)).digest("hex");
}

async function render(svg: string): Promise<PhotoVariants> {
  // Uncompressed: the PNG is only passed on to the encoder.
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer();
  return makePhotoVariants(png, { effort: DEMO_EFFORT, medium: true });
}

async function readVariant(file: string): Promise<StoredImage> {
  const bytes = await fs.readFile(file);
  const { width, height, format } = await sharp(bytes).metadata();
  if (format !== "webp" || !width || !height) throw new Error(`not a cached photo: ${file}`);
  return { bytes, contentType: "image/webp", width, height };
}

// Written under a name of its own and renamed into place, so a seed running beside this one (two test suites at
// once) reads a whole file or none.
async function writeAtomically(file: string, bytes: Buffer) {
  const partial = `${file}.${randomBytes(6).toString("hex")}.partial`;
  await fs.writeFile(partial, bytes);
  await fs.rename(partial, file);
}

type DemoPhoto = Required<Pick<PhotoVariants, "large" | "medium" | "thumb">>;
const DEMO_SIZES = ["large", "medium", "thumb"] as const;

/**
 * A drawing's three stored sizes, read from the cache or rendered and then kept there. A cache that cannot be read
 * or written (a read-only checkout, a full disk) only costs the time of rendering.
 */
export async function demoPhotoVariants(svg: string, cacheDir = DEMO_PHOTO_CACHE): Promise<DemoPhoto> {
  const key = cacheKey(svg);
  const file = (size: (typeof DEMO_SIZES)[number]) => path.join(cacheDir, `${key}-${size}.webp`);
  try {
    const [large, medium, thumb] = await Promise.all(DEMO_SIZES.map((size) => readVariant(file(size))));
    return { large, medium, thumb };
  } catch {
    const rendered = await render(svg);
    const variants = { large: rendered.large, medium: rendered.medium!, thumb: rendered.thumb };
    try {
      await fs.mkdir(cacheDir, { recursive: true });
      for (const size of DEMO_SIZES) await writeAtomically(file(size), variants[size].bytes);
    } catch {
      // Rendered anew on the next seed.
    }
    return variants;
  }
}
