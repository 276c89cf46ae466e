// A database of its own for each test run: a fresh database on the server DATABASE_URL names, or an
// in-memory PGlite when none is named. Both are migrated, and both are gone afterwards.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { startEmbeddedPostgres } from "@/lib/db/embedded";
import { applyMigrations } from "@/lib/db/migrations";

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

export async function createEmptyTestDatabase(serverUrl = process.env.DATABASE_URL): Promise<TestDatabase> {
  if (!serverUrl) {
    const embedded = await startEmbeddedPostgres();
    return { url: embedded.url, drop: () => embedded.stop() };
  }
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  return {
    url: withDatabase(serverUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

export async function createTestDatabase(serverUrl = process.env.DATABASE_URL): Promise<TestDatabase> {
  const database = await createEmptyTestDatabase(serverUrl);
  await applyMigrations(database.url);
  return database;
}
