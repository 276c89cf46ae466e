// Which database the launcher and the db tasks use: DATABASE_URL when set, otherwise the embedded
// PGlite under DATA_DIR (default .data/), which keeps its files across restarts.
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { startEmbeddedPostgres } from "../../lib/db/embedded";

export const dataDir = path.resolve(process.env.DATA_DIR || ".data");

export interface OpenDatabase {
  url: string;
  embedded: boolean;
  close(): Promise<void>;
}

export async function openDatabase(): Promise<OpenDatabase> {
  if (process.env.DATABASE_URL) {
    return { url: process.env.DATABASE_URL, embedded: false, close: async () => {} };
  }
  const pgDir = path.join(dataDir, "pg");
  fs.mkdirSync(pgDir, { recursive: true });
  const port = process.env.EMBEDDED_DB_PORT ? Number(process.env.EMBEDDED_DB_PORT) : undefined;
  const embedded = await startEmbeddedPostgres({ dataDir: pgDir, port });
  return { url: embedded.url, embedded: true, close: () => embedded.stop() };
}

/** AUTH_SECRET when set; otherwise one generated once and kept under DATA_DIR, so sessions survive restarts. */
export function ensureAuthSecret(): string {
  if (process.env.AUTH_SECRET) return process.env.AUTH_SECRET;
  const file = path.join(dataDir, "auth-secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600 });
  }
  return fs.readFileSync(file, "utf8").trim();
}
