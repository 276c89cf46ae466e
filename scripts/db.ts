// Database tasks behind package.json: `db:migrate` applies prisma/migrations to DATABASE_URL (or the
// embedded database), `db:diff -- <name>` writes a new migration for what schema.prisma changed since the
// last commit, `db:seed` loads demo data into an empty database, `db:backup -- <file>` and
// `db:restore -- <file>` dump and restore DATABASE_URL's database with pg_dump and pg_restore.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { applyMigrations, diffToSchema, isEmptyMigration, migrationsDir } from "../lib/db/migrations";
import { createEmptyTestDatabase } from "../test/database";
import { backupDatabase, restoreDatabase } from "../lib/db/backup";
import { dataDir, openDatabase } from "./lib/database";
import { seedDemoDataIfEmpty } from "../prisma/seed";

async function main() {
  const [command, name] = process.argv.slice(2);
  if (command === "diff") {
    if (!name || !/^[a-z0-9_]+$/.test(name))
      throw new Error("Usage: npm run db:diff -- <snake_case_name> [<git revision>]");
    // The committed schema is what the migrations already build (a test holds them together), so the
    // new migration is the difference between it and the working copy.
    const revision = process.argv[4] ?? "HEAD";
    const previous = execFileSync("git", ["show", `${revision}:prisma/schema.prisma`], { encoding: "utf8" });
    const scratch = await createEmptyTestDatabase();
    try {
      const sql = await diffToSchema(scratch.url, previous);
      if (isEmptyMigration(sql)) {
        console.log(`schema.prisma has no changes since ${revision}: nothing to write.`);
        return;
      }
      const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
      const dir = path.join(migrationsDir, `${stamp}_${name}`);
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, "migration.sql"), `${sql}\n`);
      console.log(`Wrote ${path.relative(process.cwd(), dir)}/migration.sql`);
    } finally {
      await scratch.drop();
    }
    return;
  }
  if (command === "backup" || command === "restore") {
    if (!name) throw new Error(`Usage: npm run db:${command} -- <file>`);
    if (!process.env.DATABASE_URL)
      throw new Error(
        `db:${command} works on a PostgreSQL server (DATABASE_URL). The embedded database is backed up by copying ` +
          `${dataDir} while the site is stopped.`,
      );
    if (command === "backup") await backupDatabase(process.env.DATABASE_URL, name);
    else await restoreDatabase(process.env.DATABASE_URL, name);
    console.log(command === "backup" ? `Wrote ${name}` : `Restored ${name}`);
    return;
  }
  const database = await openDatabase();
  try {
    if (command === "migrate") {
      const applied = await applyMigrations(database.url);
      console.log(applied.length ? `Applied: ${applied.join(", ")}` : "Database is up to date.");
    } else if (command === "seed") {
      await applyMigrations(database.url);
      const seeded = await seedDemoDataIfEmpty(database.url);
      console.log(seeded ? "Demo data loaded." : "The database already has data; nothing seeded.");
    } else {
      throw new Error("Usage: tsx scripts/db.ts migrate|seed|diff <name>|backup <file>|restore <file>");
    }
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
