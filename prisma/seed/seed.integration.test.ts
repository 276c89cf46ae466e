import { afterAll, beforeAll, describe, expect, it } from "vitest";
import sharp from "sharp";
import { createPrismaClient, type PrismaClient } from "@/lib/db/client";
import type { TestDatabase } from "@/test/database";
import { copyOfTemplate } from "@/test/suite";
import { DEMO_COUNTS, seedDemoDataIfEmpty } from "./index";
import { bodyTypes, makers } from "./master-data";

describe("demo data", () => {
  let database: TestDatabase;
  let db: PrismaClient;

  beforeAll(async () => {
    database = await copyOfTemplate("migrated");
    expect(await seedDemoDataIfEmpty(database.url)).toBe(true);
    db = createPrismaClient(database.url, 2);
  });
  afterAll(async () => {
    await db?.$disconnect();
    await database?.drop();
  });

  it("fills an empty database with a realistic inventory", async () => {
    expect(await db.vehicle.count({ where: { kind: "sale" } })).toBe(DEMO_COUNTS.sale);
    expect(await db.vehicle.count({ where: { kind: "purchase" } })).toBe(DEMO_COUNTS.purchase);
    const published = await db.vehicle.findMany({
      where: { status: "published" },
      select: { maker: { select: { slug: true } }, bodyType: { select: { slug: true } } },
    });
    expect(new Set(published.map((v) => v.maker.slug))).toEqual(new Set(makers.map((m) => m.slug)));
    expect(new Set(published.map((v) => v.bodyType.slug)).size).toBe(bodyTypes.length);
  });

  it("gives every vehicle ten or more different photos, in order, stored as real WebP images", async () => {
    const vehicles = await db.vehicle.findMany({ select: { photos: { orderBy: { position: "asc" } } } });
    expect(vehicles.every((v) => v.photos.length >= 10)).toBe(true);
    expect(vehicles.every((v) => new Set(v.photos.map((photo) => photo.largeKey)).size === v.photos.length)).toBe(true);
    const blob = await db.mediaBlob.findUniqueOrThrow({ where: { key: vehicles[0].photos[0].largeKey } });
    const meta = await sharp(Buffer.from(blob.bytes)).metadata();
    expect(meta.format).toBe("webp");
    expect([meta.width, meta.height]).toEqual([1280, 960]);
  });

  it("never seeds a database that already has data", async () => {
    expect(await seedDemoDataIfEmpty(database.url)).toBe(false);
    expect(await db.vehicle.count()).toBe(DEMO_COUNTS.sale + DEMO_COUNTS.purchase);
  });
});
