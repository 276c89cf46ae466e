import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { PHOTO_ENCODING } from "@/lib/media/variants";
import { demoPhotoVariants } from "./photo-cache";

const drawing = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240">` +
  `<rect width="320" height="240" fill="${fill}"/></svg>`;

describe("demo photo cache", () => {
  const dirs: string[] = [];
  const cacheDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "demo-photos-"));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("renders a drawing once and then serves the same photos from disk", async () => {
    const dir = cacheDir();
    const first = await demoPhotoVariants(drawing("#c00"), dir);
    expect(first.large).toMatchObject({ contentType: "image/webp", ...PHOTO_ENCODING.sizes.large });
    expect(first.medium).toMatchObject({ contentType: "image/webp", ...PHOTO_ENCODING.sizes.medium });
    expect(first.thumb).toMatchObject({ contentType: "image/webp", ...PHOTO_ENCODING.sizes.thumb });
    expect(fs.readdirSync(dir).sort()).toEqual([
      expect.stringMatching(/-large\.webp$/),
      expect.stringMatching(/-medium\.webp$/),
      expect.stringMatching(/-thumb\.webp$/),
    ]);

    // A cached file changed on disk is what the next seed stores: the proof it was read, not rendered again.
    const large = path.join(
      dir,
      fs.readdirSync(dir).find((name) => name.endsWith("-large.webp"))!,
    );
    const thumb = path.join(
      dir,
      fs.readdirSync(dir).find((name) => name.endsWith("-thumb.webp"))!,
    );
    fs.copyFileSync(thumb, large);
    const again = await demoPhotoVariants(drawing("#c00"), dir);
    expect(again.large.bytes.equals(first.thumb.bytes)).toBe(true);
    expect(again.large).toMatchObject(PHOTO_ENCODING.sizes.thumb);
  });

  it("keeps each drawing apart", async () => {
    const dir = cacheDir();
    const red = await demoPhotoVariants(drawing("#c00"), dir);
    const blue = await demoPhotoVariants(drawing("#00c"), dir);
    expect(red.large.bytes.equals(blue.large.bytes)).toBe(false);
    expect(fs.readdirSync(dir)).toHaveLength(6);
  });

  it("renders anew over a cached file that is not a photo", async () => {
    const dir = cacheDir();
    const first = await demoPhotoVariants(drawing("#0c0"), dir);
    for (const name of fs.readdirSync(dir)) fs.writeFileSync(path.join(dir, name), "cut short");
    const again = await demoPhotoVariants(drawing("#0c0"), dir);
    expect(again.large.bytes.equals(first.large.bytes)).toBe(true);
    expect(fs.readFileSync(path.join(dir, fs.readdirSync(dir)[0])).equals(Buffer.from("cut short"))).toBe(false);
  });

  it("still gives the photos where the cache cannot be written", async () => {
    const blocked = path.join(cacheDir(), "a-file");
    fs.writeFileSync(blocked, "");
    const variants = await demoPhotoVariants(drawing("#cc0"), path.join(blocked, "demo-photos"));
    expect(variants.large).toMatchObject(PHOTO_ENCODING.sizes.large);
  });
});
