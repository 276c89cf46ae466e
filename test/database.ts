// A database of its own for each test run: a fresh database on the server DATABASE_URL names, or an
// in-memory PGlite when none is named. Both are gone afterwards.
//
// Suites start from templates made once per run (test/integration-setup.ts): a database migrated, and one with the
// demo data too. Migrating and seeding took most of an integration file's time, each of some thirty files doing it
// again; a copy of a template takes a fraction of a second on a server (CREATE DATABASE … TEMPLATE) and about a
// second on PGlite (its files loaded from a tarball).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { startEmbeddedPostgres } from "@/lib/db/embedded";
import { applyMigrations } from "@/lib/db/migrations";

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A database to copy: one on the server (its name), or PGlite's files in a tarball (its path). */
export type DatabaseTemplate = { server: string; database: string } | { tarball: string };

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** The rows of one statement, on a connection of its own that is closed afterwards. */
export async function queryOnce(url: string, sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows;
  } finally {
    await client.end();
  }
}

export async function createServerDatabase(serverUrl: string, template?: string): Promise<TestDatabase> {
  const name = `test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  await queryOnce(serverUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`);
  return {
    url: withDatabase(serverUrl, name),
    drop: async () => {
      await queryOnce(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

export async function createEmptyTestDatabase(serverUrl = process.env.DATABASE_URL): Promise<TestDatabase> {
  if (!serverUrl) {
    const embedded = await startEmbeddedPostgres();
    return { url: embedded.url, drop: () => embedded.stop() };
  }
  return createServerDatabase(serverUrl);
}

/** A migrated database of its own, copied from `template` when one is given. */
export async function createTestDatabase(
  serverUrl = process.env.DATABASE_URL,
  template?: DatabaseTemplate,
): Promise<TestDatabase> {
  if (template && "server" in template) return createServerDatabase(template.server, template.database);
  if (template) {
    const embedded = await startEmbeddedPostgres({ loadDataDir: new Blob([fs.readFileSync(template.tarball)]) });
    return { url: embedded.url, drop: () => embedded.stop() };
  }
  const database = await createEmptyTestDatabase(serverUrl);
  await applyMigrations(database.url);
  return database;
}
