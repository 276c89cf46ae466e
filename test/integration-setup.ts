// Vitest's global setup for the integration suites: the two database templates every suite copies (test/database.ts),
// made once before the first file runs and removed after the last.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startEmbeddedPostgres } from "@/lib/db/embedded";
import { applyMigrations } from "@/lib/db/migrations";
import { seedDemoDataIfEmpty } from "@/prisma/seed";
import { createServerDatabase, type DatabaseTemplate } from "./database";

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: { migrated: DatabaseTemplate; demo: DatabaseTemplate };
  }
}

/**
 * Makes a template: migrated, and with the demo data when asked. On PGlite its files go to `tarball`; on a server it
 * is a database of its own that nobody connects to, as CREATE DATABASE … TEMPLATE requires.
 */
async function createDatabaseTemplate(
  options: { demoData: boolean; tarball: string },
  serverUrl = process.env.DATABASE_URL,
): Promise<{ template: DatabaseTemplate; drop(): Promise<void> }> {
  const prepare = async (url: string) => {
    await applyMigrations(url);
    if (options.demoData) await seedDemoDataIfEmpty(url);
  };
  if (serverUrl) {
    const database = await createServerDatabase(serverUrl);
    await prepare(database.url);
    return {
      template: { server: serverUrl, database: new URL(database.url).pathname.slice(1) },
      drop: () => database.drop(),
    };
  }
  const embedded = await startEmbeddedPostgres();
  try {
    await prepare(embedded.url);
    fs.writeFileSync(options.tarball, Buffer.from(await (await embedded.dump()).arrayBuffer()));
  } finally {
    await embedded.stop();
  }
  return { template: { tarball: options.tarball }, drop: async () => fs.rmSync(options.tarball, { force: true }) };
}

export default async function setup(project: TestProject) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "db-templates-"));
  const [migrated, demo] = await Promise.all([
    createDatabaseTemplate({ demoData: false, tarball: path.join(folder, "migrated.tar") }),
    createDatabaseTemplate({ demoData: true, tarball: path.join(folder, "demo.tar") }),
  ]);
  project.provide("databaseTemplates", { migrated: migrated.template, demo: demo.template });
  return async () => {
    await Promise.all([migrated.drop(), demo.drop()]);
    fs.rmSync(folder, { recursive: true, force: true });
  };
}
