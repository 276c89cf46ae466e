// Backups of a PostgreSQL server's database with PostgreSQL's own tools: pg_dump's custom format (compressed,
// restorable table by table) and pg_restore. The embedded PGlite database is backed up by copying its data
// folder while the site is stopped: pg_dump cannot read it.
import { execFile } from "node:child_process";
import { promisify } from "node:util";

const run = promisify(execFile);

/** Writes the whole database (schema, data, migration history, photos) to `file`. */
export async function backupDatabase(url: string, file: string): Promise<void> {
  await run("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", `--file=${file}`, `--dbname=${url}`]);
}

/**
 * Restores `file` into the database at `url`, replacing what it holds, in one transaction: a restore that
 * fails part-way leaves the database as it was.
 */
export async function restoreDatabase(url: string, file: string): Promise<void> {
  await run("pg_restore", [
    "--clean",
    "--if-exists",
    "--no-owner",
    "--no-privileges",
    "--single-transaction",
    "--exit-on-error",
    `--dbname=${url}`,
    file,
  ]);
}
