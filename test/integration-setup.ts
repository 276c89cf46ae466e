// Vitest's global setup for the integration suites: the two database templates every suite copies (test/database.ts),
// made once before the first file runs and removed after the last.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "@/lib/db/embedded";
import { applyMigrations } from "@/lib/db/migrations";
import { seedDemoDataIfEmpty } from "@/prisma/seed";
import { createServerDatabase, createTestDatabase, type DatabaseTemplate } from "./database";

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: { migrated: DatabaseTemplate; demo: DatabaseTemplate };
  }
}

/**
 * Makes a template: a copy of `from` (an empty database when omitted) that `prepare` has worked on. On PGlite its
 * files go to `tarball`; on a server it is a database of its own that nobody stays connected to, as
 * CREATE DATABASE … TEMPLATE requires.
 */
async function createDatabaseTemplate(
  tarball: string,
  from: DatabaseTemplate | undefined,
  prepare: (url: string) => Promise<unknown>,
  serverUrl = process.env.DATABASE_URL,
): Promise<{ template: DatabaseTemplate; drop(): Promise<void> }> {
  if (serverUrl) {
    const database = from ? await createTestDatabase(serverUrl, from) : await createServerDatabase(serverUrl);
    await prepare(database.url);
    return {
      template: { server: serverUrl, database: new URL(database.url).pathname.slice(1) },
      drop: () => database.drop(),
    };
  }
  const files = from && "tarball" in from ? new Blob([fs.readFileSync(from.tarball)]) : undefined;
  const embedded = await startEmbeddedPostgres({ loadDataDir: files });
  try {
    await prepare(embedded.url);
    fs.writeFileSync(tarball, Buffer.from(await (await embedded.dump()).arrayBuffer()));
  } finally {
    await embedded.stop();
  }
  return { template: { tarball }, drop: async () => fs.rmSync(tarball, { force: true }) };
}

export default async function setup(project: TestProject) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "db-templates-"));
  const migrated = await createDatabaseTemplate(path.join(folder, "migrated.tar"), undefined, applyMigrations);
  // The demo data goes into a copy of the migrated template rather than a database migrated a second time.
  const demo = await createDatabaseTemplate(path.join(folder, "demo.tar"), migrated.template, seedDemoDataIfEmpty);
  project.provide("databaseTemplates", { migrated: migrated.template, demo: demo.template });
  return async () => {
    await Promise.all([migrated.drop(), demo.drop()]);
    fs.rmSync(folder, { recursive: true, force: true });
  };
}
