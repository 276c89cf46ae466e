import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { backupDatabase, restoreDatabase } from "./backup";
import { createPrismaClient } from "./client";
import { createEmptyTestDatabase, type TestDatabase } from "@/test/database";
import { copyOfTemplate } from "@/test/suite";

// pg_dump and pg_restore work on a PostgreSQL server; the in-memory PGlite runs have nothing to back up.
describe.skipIf(!process.env.DATABASE_URL)("backup and restore", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "backup-"));
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    await Promise.all(databases.map((database) => database.drop()));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  async function snapshot(url: string) {
    const db = createPrismaClient(url, 1);
    try {
      const photo = await db.mediaBlob.findFirstOrThrow({ orderBy: { key: "asc" } });
      return {
        vehicles: await db.vehicle.count(),
        photos: await db.vehiclePhoto.count(),
        posts: await db.blogPost.count(),
        migrations: await db.$queryRaw<{ n: number }[]>`SELECT count(*)::int AS n FROM _prisma_migrations`,
        photo: { key: photo.key, bytes: Buffer.from(photo.bytes).toString("base64") },
      };
    } finally {
      await db.$disconnect();
    }
  }

  it("gives back every row and photo byte on a fresh server database", async () => {
    const source = await copyOfTemplate("demo");
    databases.push(source);
    const file = path.join(dir, "site.dump");
    await backupDatabase(source.url, file);
    expect(fs.statSync(file).size).toBeGreaterThan(10_000);

    const target = await createEmptyTestDatabase();
    databases.push(target);
    await restoreDatabase(target.url, file);
    expect(await snapshot(target.url)).toEqual(await snapshot(source.url));
  });
});
