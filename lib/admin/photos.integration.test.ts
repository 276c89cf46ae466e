import { beforeAll, describe, expect, it, vi } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { TEST_STAFF, useTestDatabase } from "@/test/suite";
import { PHOTO_LIMITS } from "@/lib/media/limits";
import { PHOTO_SIZES } from "@/lib/media/keys";
import { historyOf } from "./history";
import { addContentPhoto, addVehiclePhoto, deleteVehiclePhoto, readPhotoUpload, reorderVehiclePhotos } from "./photos";

const staff = TEST_STAFF;

/** A phone photo: a JPEG with the GPS position in its EXIF. */
async function photoWithGps(color: string) {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: color } })
    .jpeg()
    .withExif({
      IFD0: { Make: "Phone", Model: "Camera" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "35/1 10/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "136/1 54/1 0/1" },
    })
    .toBuffer();
}

/** A JPEG cut off halfway, as a connection that dropped leaves it. */
async function truncatedJpeg() {
  const photo = await sharp(randomBytes(400 * 300 * 3), { raw: { width: 400, height: 300, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
  return photo.subarray(0, photo.length / 2);
}

describe("vehicle photos", () => {
  const db = useTestDatabase({ demoData: true });
  let vehicleId: number;

  beforeAll(async () => {
    vehicleId = (await db.vehicle.findFirstOrThrow({ where: { kind: "sale" }, orderBy: { id: "asc" } })).id;
  });

  const photos = (id = vehicleId) =>
    db.vehiclePhoto.findMany({ where: { vehicleId: id }, orderBy: { position: "asc" } });

  it("re-encodes each upload in both sizes without EXIF (GPS included) and answers the photo", async () => {
    const original = await photoWithGps("#c03030");
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const before = (await photos()).length;
    const first = await addVehiclePhoto(staff, vehicleId, original);
    const second = await addVehiclePhoto(staff, vehicleId, await photoWithGps("#3030c0"));
    const added = (await photos()).slice(before);
    expect(added.map((p) => p.position)).toEqual([before, before + 1]);
    expect(first).toEqual({ ok: true, photo: { id: added[0].id, src: `/media/${added[0].previewKey}` } });
    expect(second).toMatchObject({ ok: true, photo: { id: added[1].id } });
    // Every size stripped of EXIF; the phone's size of the vehicle page cropped as the large one is.
    for (const [key, size] of [
      [added[0].largeKey, PHOTO_SIZES.large],
      [added[0].mediumKey!, PHOTO_SIZES.medium],
      [added[0].thumbKey, PHOTO_SIZES.thumb],
    ] as const) {
      const blob = await db.mediaBlob.findUniqueOrThrow({ where: { key } });
      const meta = await sharp(Buffer.from(blob.bytes)).metadata();
      expect(meta).toMatchObject({ format: "webp", ...size });
      expect(meta.exif).toBeUndefined();
    }
    expect(added[0]).toMatchObject({ width: 1280, height: 960 });
    // One upload of several photos is one row of the history, from the count before to the count after.
    const [upload] = await historyOf(staff, "vehicle", vehicleId);
    expect(upload).toMatchObject({ action: "photos", changes: { photos: [before, before + 2] } });
  });

  it("keeps a portrait photo whole for staff while the card and the page crop it to 4:3", async () => {
    const portrait = await sharp({ create: { width: 900, height: 1600, channels: 3, background: "#208040" } })
      .jpeg()
      .toBuffer();
    const added = await addVehiclePhoto(staff, vehicleId, portrait);
    if (!added.ok) throw new Error(added.error);
    const photo = await db.vehiclePhoto.findUniqueOrThrow({ where: { id: added.photo.id } });
    expect(added.photo.src).toBe(`/media/${photo.previewKey}`);
    const size = async (key: string) =>
      sharp(Buffer.from((await db.mediaBlob.findUniqueOrThrow({ where: { key } })).bytes)).metadata();
    expect(await size(photo.previewKey!)).toMatchObject({ width: 270, height: 480 });
    expect(await size(photo.thumbKey)).toMatchObject({ width: 480, height: 360 });
    expect(photo).toMatchObject({ width: 1280, height: 960 });
    await deleteVehiclePhoto(staff, vehicleId, photo.id);
  });

  it("answers a photo sent again with the one already shown, so a retried upload changes nothing", async () => {
    const photo = await photoWithGps("#30c030");
    const before = (await photos()).length;
    const first = await addVehiclePhoto(staff, vehicleId, photo);
    const blobs = await db.mediaBlob.count();
    expect(await addVehiclePhoto(staff, vehicleId, photo)).toEqual(first);
    expect((await photos()).length).toBe(before + 1);
    expect(await db.mediaBlob.count()).toBe(blobs);
  });

  it("takes an iPhone HEIC photo and stores it like any other", async () => {
    const heic = fs.readFileSync(path.join(__dirname, "../../test/fixtures/phone-photo.heic"));
    const before = (await photos()).length;
    expect(await addVehiclePhoto(staff, vehicleId, heic)).toMatchObject({ ok: true });
    const added = (await photos()).slice(before);
    expect(added).toHaveLength(1);
    const blob = await db.mediaBlob.findUniqueOrThrow({ where: { key: added[0].largeKey } });
    expect((await sharp(Buffer.from(blob.bytes)).metadata()).format).toBe("webp");
  });

  it("names why a photo is refused, and stores nothing of it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const before = (await photos()).length;
    const blobs = await db.mediaBlob.count();
    expect(await addVehiclePhoto(staff, vehicleId, Buffer.from("%PDF-1.7 this is not a photo"))).toEqual({
      ok: false,
      error: "notImage",
    });
    expect(await addVehiclePhoto(staff, vehicleId, Buffer.alloc(0))).toEqual({ ok: false, error: "notImage" });
    expect(await addVehiclePhoto(staff, vehicleId, Buffer.alloc(PHOTO_LIMITS.maxBytes + 1))).toEqual({
      ok: false,
      error: "tooLarge",
    });
    expect(await addVehiclePhoto(staff, vehicleId, await truncatedJpeg())).toEqual({ ok: false, error: "damaged" });
    expect((await photos()).length).toBe(before);
    expect(await db.mediaBlob.count()).toBe(blobs);
    vi.mocked(console.error).mockRestore();
  });

  it("refuses a photo for a vehicle gone or full, but answers a retry of its last photo", async () => {
    expect(await addVehiclePhoto(staff, 999_999, await photoWithGps("#101010"))).toEqual({
      ok: false,
      error: "notFound",
    });
    const full = (await db.vehicle.findFirstOrThrow({ where: { kind: "purchase" }, orderBy: { id: "desc" } })).id;
    const last = await photoWithGps("#a0a020");
    const room = PHOTO_LIMITS.maxPerVehicle - (await photos(full)).length;
    const start = (await photos(full)).length;
    await db.vehiclePhoto.createMany({
      data: Array.from({ length: room - 1 }, (_, index) => ({
        vehicleId: full,
        position: start + index,
        largeKey: `filler-${index}`,
        thumbKey: `filler-${index}`,
        width: 1,
        height: 1,
      })),
    });
    const answered = await addVehiclePhoto(staff, full, last);
    expect(answered).toMatchObject({ ok: true });
    expect(await addVehiclePhoto(staff, full, await photoWithGps("#20a0a0"))).toEqual({
      ok: false,
      error: "tooMany",
    });
    expect(await addVehiclePhoto(staff, full, last)).toEqual(answered);
    expect((await photos(full)).length).toBe(PHOTO_LIMITS.maxPerVehicle);
  });

  it("reorders every photo at once and deletes one", async () => {
    const before = await photos();
    const reversed = before.map((p) => p.id).reverse();
    expect(await reorderVehiclePhotos(staff, vehicleId, reversed.slice(1))).toEqual({
      ok: false,
      error: "notFound",
    });
    expect(await reorderVehiclePhotos(staff, vehicleId, reversed)).toEqual({ ok: true });
    expect((await photos()).map((p) => p.id)).toEqual(reversed);
    expect(await deleteVehiclePhoto(staff, vehicleId, reversed[0])).toEqual({ ok: true });
    expect((await photos()).map((p) => p.id)).toEqual(reversed.slice(1));
  });
});

describe("content photos", () => {
  const db = useTestDatabase();

  it("stores a photo for staff content and answers the key of its large size", async () => {
    const result = await addContentPhoto(staff, await photoWithGps("#305070"));
    expect(result).toMatchObject({ ok: true, key: expect.stringMatching(/^[a-f0-9]{64}\.webp$/) });
    if (result.ok) expect((await db.mediaBlob.findUniqueOrThrow({ where: { key: result.key } })).width).toBe(1280);
  });

  it("refuses a damaged photo with its reason", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await addContentPhoto(staff, await truncatedJpeg())).toEqual({ ok: false, error: "damaged" });
    vi.mocked(console.error).mockRestore();
  });
});

describe("readPhotoUpload", () => {
  const post = (body: BodyInit) => new Request("http://localhost/api/admin/media", { method: "POST", body });
  const form = (field: string, size: number) => {
    const data = new FormData();
    data.append(field, new File([new Uint8Array(size)], "IMG_0001.JPG", { type: "image/jpeg" }));
    return data;
  };

  it("reads the one photo of a request, up to one photo's limit", async () => {
    expect(await readPhotoUpload(post(form("photo", 1000)))).toEqual({ ok: true, bytes: Buffer.alloc(1000) });
    const largest = await readPhotoUpload(post(form("photo", PHOTO_LIMITS.maxBytes)));
    expect(largest.ok && largest.bytes.length).toBe(PHOTO_LIMITS.maxBytes);
    expect(await readPhotoUpload(post(form("photo", PHOTO_LIMITS.maxBytes + 128 * 1024)))).toEqual({
      ok: false,
      error: "tooLarge",
    });
    expect(await readPhotoUpload(post(form("photos", 1000)))).toEqual({ ok: false, error: "noFiles" });
    expect(await readPhotoUpload(post("not a form"))).toEqual({ ok: false, error: "noFiles" });
  });
});
