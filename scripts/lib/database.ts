// Which database the launcher and the db tasks use: DATABASE_URL when set, otherwise the embedded
// PGlite under DATA_DIR (default .data/), which keeps its files across restarts, served behind the password
// EMBEDDED_DB_PASSWORD or else DATA_DIR/db-password.
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
  // Its files, like its port, are for this user alone.
  fs.mkdirSync(pgDir, { recursive: true, mode: 0o700 });
  const port = process.env.EMBEDDED_DB_PORT ? Number(process.env.EMBEDDED_DB_PORT) : undefined;
  const password = keptSecret("db-password", process.env.EMBEDDED_DB_PASSWORD);
  const embedded = await startEmbeddedPostgres({ dataDir: pgDir, port, password });
  return { url: embedded.url, embedded: true, close: () => embedded.stop() };
}

/** `fromEnv` when set; otherwise one generated once into DATA_DIR/`name`, readable by this user alone. */
function keptSecret(name: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, name);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    fs.writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600 });
  }
  return fs.readFileSync(file, "utf8").trim();
}

/** AUTH_SECRET when set; otherwise one kept under DATA_DIR, so sessions survive restarts. */
export function ensureAuthSecret(): string {
  return keptSecret("auth-secret", process.env.AUTH_SECRET);
}
