import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { HEIC_FIXTURES, noiseJpeg, pngWithHeader } from "@/test/fixtures/images";
import { PHOTO_LIMITS } from "./limits";
import { photoVariantsOf, sniffPhotoFormat, withinPixelLimits } from "./photo-input";

// The WebAssembly decoder must never run on the thread that answers requests: here it cannot, so a HEIC that
// decodes was decoded on a worker thread.
vi.mock("heic-decode", () => ({
  default: () => {
    throw new Error("HEIC decoded on the request thread");
  },
}));

describe("photoVariantsOf", () => {
  let logged: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    logged = vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => logged.mockRestore());

  it("makes both stored sizes of an intact photo", async () => {
    const result = await photoVariantsOf(await noiseJpeg(1600, 1200));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.variants.large).toMatchObject({ contentType: "image/webp", width: 1280, height: 960 });
    expect(result.variants.thumb).toMatchObject({ contentType: "image/webp", width: 480, height: 360 });
  });

  it("calls a JPEG cut short damaged, and logs the decoder's reason", async () => {
    const photo = await noiseJpeg();
    expect(await photoVariantsOf(photo.subarray(0, Math.floor(photo.length * 0.6)))).toEqual({
      ok: false,
      error: "damaged",
    });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("premature end of JPEG"));
  });

  it("calls a JPEG with corrupt picture data damaged rather than storing garbled bands", async () => {
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#a33" } })
      .jpeg()
      .toBuffer();
    const scan = photo.indexOf(Buffer.from([0xff, 0xda]));
    for (let i = scan + 200; i < scan + 260; i++) photo[i] = 0xff ^ (i & 0x0f);
    expect(await photoVariantsOf(photo)).toEqual({ ok: false, error: "damaged" });
  });

  it("calls a PNG cut short, a HEIC cut short and a JPEG signature over text damaged", async () => {
    const png = await sharp(randomBytes(200 * 150 * 3), { raw: { width: 200, height: 150, channels: 3 } })
      .png()
      .toBuffer();
    const heic = fs.readFileSync(path.join(__dirname, "../../test/fixtures/phone-photo.heic"));
    for (const bytes of [
      png.subarray(0, png.length / 2),
      heic.subarray(0, heic.length / 2),
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from("not a photo at all")]),
    ]) {
      expect(await photoVariantsOf(bytes)).toEqual({ ok: false, error: "damaged" });
    }
  });

  it("refuses a 1 x 39,000,000 PNG and a 48-megapixel photo by their header, before decoding them", async () => {
    expect(await photoVariantsOf(pngWithHeader(1, 39_000_000))).toEqual({ ok: false, error: "tooManyPixels" });
    expect(await photoVariantsOf(pngWithHeader(8000, 6000))).toEqual({ ok: false, error: "tooManyPixels" });
    expect(await photoVariantsOf(pngWithHeader(100_000, 100_000))).toEqual({ ok: false, error: "tooManyPixels" });
  });

  it("decodes a phone's 12-megapixel HEIC off this thread, and refuses a 36-megapixel one by its header", async () => {
    const phone = await photoVariantsOf(fs.readFileSync(HEIC_FIXTURES.phone12mp));
    expect(phone.ok && phone.variants.large).toMatchObject({ contentType: "image/webp", width: 1280, height: 960 });
    expect(await photoVariantsOf(fs.readFileSync(HEIC_FIXTURES.drawn36mp))).toEqual({
      ok: false,
      error: "tooManyPixels",
    });
  });

  it("refuses what is not a photo by its first bytes, whatever it is called", async () => {
    const gif = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    for (const bytes of [Buffer.alloc(0), Buffer.from("a text file renamed truck.jpg"), Buffer.from("%PDF-1.7"), gif]) {
      expect(await photoVariantsOf(bytes)).toEqual({ ok: false, error: "notImage" });
    }
  });

  it("refuses a file over the size limit before reading it", async () => {
    const oversize = Buffer.alloc(PHOTO_LIMITS.maxBytes + 1);
    oversize.set([0xff, 0xd8, 0xff]);
    expect(await photoVariantsOf(oversize)).toEqual({ ok: false, error: "tooLarge" });
  });
});

describe("sniffPhotoFormat", () => {
  it("knows the four accepted formats by their signatures", async () => {
    const base = sharp({ create: { width: 8, height: 8, channels: 3, background: "#fff" } });
    expect(sniffPhotoFormat(await base.clone().jpeg().toBuffer())).toBe("jpeg");
    expect(sniffPhotoFormat(await base.clone().png().toBuffer())).toBe("png");
    expect(sniffPhotoFormat(await base.clone().webp().toBuffer())).toBe("webp");
    expect(sniffPhotoFormat(fs.readFileSync(path.join(__dirname, "../../test/fixtures/phone-photo.heic")))).toBe(
      "heif",
    );
    expect(sniffPhotoFormat(Buffer.from([0xff, 0xd8]))).toBeNull();
  });
});

describe("withinPixelLimits", () => {
  it("allows up to the pixel count and the aspect ratio, and not one pixel more", () => {
    expect(withinPixelLimits(8000, 5000)).toBe(true);
    expect(withinPixelLimits(8001, 5000)).toBe(false);
    // An iPhone Pro's 24-megapixel HEIC, and a HEIC just past the cap the WebAssembly decoder has.
    expect(withinPixelLimits(5712, 4284, { heic: true })).toBe(true);
    expect(withinPixelLimits(5000, 5001, { heic: true })).toBe(false);
    expect(withinPixelLimits(5000, 5001)).toBe(true);
    expect(withinPixelLimits(100, 1000)).toBe(true);
    expect(withinPixelLimits(100, 1001)).toBe(false);
  });
});
