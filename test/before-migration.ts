// A database as it stood before one migration, for a test of what that migration does to the data stored before it:
// the migrations before it applied, then the test stores rows the old way and applies the rest.
import { cp, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { applyMigrations, migrationsDir } from "@/lib/db/migrations";
import { createEmptyTestDatabase, type TestDatabase } from "./database";

/** For the suite: the database's address (once its beforeAll has run), and the step that applies the rest. */
export function useDatabaseBefore(migration: string): { url: () => string; migrateRest: () => Promise<void> } {
  let database: TestDatabase | undefined;
  let before: string | undefined;
  beforeAll(async () => {
    database = await createEmptyTestDatabase();
    before = await mkdtemp(path.join(tmpdir(), "migrations-"));
    for (const entry of await readdir(migrationsDir))
      if (entry < migration) await cp(path.join(migrationsDir, entry), path.join(before, entry), { recursive: true });
    await applyMigrations(database.url, before);
  });
  afterAll(async () => {
    await database?.drop();
    if (before) await rm(before, { recursive: true, force: true });
  });
  return {
    url: () => database!.url,
    migrateRest: async () => {
      await applyMigrations(database!.url);
    },
  };
}
