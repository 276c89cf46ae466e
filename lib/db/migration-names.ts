import fs from "node:fs";
import path from "node:path";

/** The migrations in a prisma/migrations folder, by name, oldest first: each a folder with a migration.sql. */
export function migrationNames(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, entry.name, "migration.sql")))
    .map((entry) => entry.name)
    .sort();
}
