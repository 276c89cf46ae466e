import { beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { TEST_STAFF, useTestDatabase } from "@/lib/db/test-suite";
import { addVehiclePhotos, deleteVehiclePhoto, PHOTO_LIMITS, reorderVehiclePhotos } from "./photos";

const staff = TEST_STAFF;

/** A phone photo: a JPEG with the GPS position in its EXIF. */
async function photoWithGps(color: string) {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: color } })
    .jpeg()
    .withExif({ IFD0: { Make: "Phone", Model: "Camera" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "35/1 10/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "136/1 54/1 0/1" } })
    .toBuffer();
}

describe("vehicle photos", () => {
  const db = useTestDatabase({ demoData: true });
  let vehicleId: number;

  beforeAll(async () => {
    vehicleId = (await db.vehicle.findFirstOrThrow({ where: { kind: "sale" }, orderBy: { id: "asc" } })).id;
  });

  const photos = () => db.vehiclePhoto.findMany({ where: { vehicleId }, orderBy: { position: "asc" } });

  it("re-encodes uploads in both sizes without their EXIF, GPS position included", async () => {
    const original = await photoWithGps("#c03030");
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const before = (await photos()).length;
    expect(await addVehiclePhotos(db, staff, vehicleId, [{ name: "IMG_0001.JPG", bytes: original }, { name: "IMG_0002.JPG", bytes: await photoWithGps("#3030c0") }])).toEqual({ ok: true });
    const added = (await photos()).slice(before);
    expect(added.map((p) => p.position)).toEqual([before, before + 1]);
    for (const key of [added[0].largeKey, added[0].thumbKey]) {
      const blob = await db.mediaBlob.findUniqueOrThrow({ where: { key } });
      const meta = await sharp(Buffer.from(blob.bytes)).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
    }
    expect(added[0]).toMatchObject({ width: 1280, height: 960 });
  });

  it("adds a photo the vehicle already shows only once, so a retried upload changes nothing", async () => {
    const photo = await photoWithGps("#30c030");
    const before = (await photos()).length;
    expect(await addVehiclePhotos(db, staff, vehicleId, [{ name: "a.jpg", bytes: photo }, { name: "a-again.jpg", bytes: photo }])).toEqual({ ok: true });
    expect(await addVehiclePhotos(db, staff, vehicleId, [{ name: "a.jpg", bytes: photo }])).toEqual({ ok: true });
    expect((await photos()).length).toBe(before + 1);
  });

  it("takes an iPhone HEIC photo and stores it like any other", async () => {
    const heic = fs.readFileSync(path.join(__dirname, "../../test/fixtures/phone-photo.heic"));
    const before = (await photos()).length;
    expect(await addVehiclePhotos(db, staff, vehicleId, [{ name: "IMG_0003.HEIC", bytes: heic }])).toEqual({ ok: true });
    const added = (await photos()).slice(before);
    expect(added).toHaveLength(1);
    const blob = await db.mediaBlob.findUniqueOrThrow({ where: { key: added[0].largeKey } });
    expect((await sharp(Buffer.from(blob.bytes)).metadata()).format).toBe("webp");
  });

  it("refuses a file that is not an image whatever its name, and a file too large, storing nothing", async () => {
    const before = (await photos()).length;
    const good = { name: "ok.jpg", bytes: await photoWithGps("#30c030") };
    expect(await addVehiclePhotos(db, staff, vehicleId, [good, { name: "truck.jpg", bytes: Buffer.from("%PDF-1.7 this is not a photo") }])).toEqual({ ok: false, error: "notImage", file: "truck.jpg" });
    expect(await addVehiclePhotos(db, staff, vehicleId, [{ name: "huge.jpg", bytes: Buffer.alloc(PHOTO_LIMITS.maxBytes + 1) }])).toEqual({ ok: false, error: "tooLarge", file: "huge.jpg" });
    expect(await addVehiclePhotos(db, staff, vehicleId, [])).toEqual({ ok: false, error: "noFiles" });
    expect((await photos()).length).toBe(before);
  });

  it("changes nothing without a staff session", async () => {
    const before = await photos();
    expect(await addVehiclePhotos(db, null, vehicleId, [{ name: "a.jpg", bytes: await photoWithGps("#000000") }])).toEqual({ ok: false, error: "unauthorized" });
    expect(await reorderVehiclePhotos(db, null, vehicleId, before.map((p) => p.id).reverse())).toEqual({ ok: false, error: "unauthorized" });
    expect(await deleteVehiclePhoto(db, null, vehicleId, before[0].id)).toEqual({ ok: false, error: "unauthorized" });
    expect(await photos()).toEqual(before);
  });

  it("reorders every photo at once and deletes one", async () => {
    const before = await photos();
    const reversed = before.map((p) => p.id).reverse();
    expect(await reorderVehiclePhotos(db, staff, vehicleId, reversed.slice(1))).toEqual({ ok: false, error: "notFound" });
    expect(await reorderVehiclePhotos(db, staff, vehicleId, reversed)).toEqual({ ok: true });
    expect((await photos()).map((p) => p.id)).toEqual(reversed);
    expect(await deleteVehiclePhoto(db, staff, vehicleId, reversed[0])).toEqual({ ok: true });
    expect((await photos()).map((p) => p.id)).toEqual(reversed.slice(1));
  });
});
