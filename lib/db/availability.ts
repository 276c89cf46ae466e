// Whether this server process can reach PostgreSQL, as it last found out. While it cannot, the proxy answers
// pages with the "temporarily unavailable" page (503) instead of letting each one fail, and a watcher asks
// the database every second until it answers again, so the site recovers by itself.
//
// Kept on globalThis: the proxy, the pages and instrumentation are bundled apart but run in one process.

import { log } from "@/lib/logging";

type Availability = {
  down: boolean;
  since: number;
  probe: (() => Promise<unknown>) | null;
  checking: Promise<void> | null;
  checkedAt: number;
};

const KEY = Symbol.for("truck-site.database-availability");
const PROBE_WHILE_UP_MS = 5_000;
const PROBE_WHILE_DOWN_MS = 1_000;

function state(): Availability {
  const holder = globalThis as unknown as Record<symbol, Availability | undefined>;
  return (holder[KEY] ??= { down: false, since: 0, probe: null, checking: null, checkedAt: 0 });
}

export function databaseIsDown(): boolean {
  return state().down;
}

export function noteDatabaseUnreachable(now = Date.now()): void {
  const current = state();
  if (current.down) return;
  current.down = true;
  current.since = now;
  log.error("db.unreachable");
}

export function noteDatabaseReachable(now = Date.now()): void {
  const current = state();
  if (!current.down) return;
  current.down = false;
  log.info("db.reachable", { afterSeconds: Math.round((now - current.since) / 1000) });
}

// What the pg driver, Prisma's adapter and Prisma call "the server is not there (any more)". A slow query
// (statement timeout), a constraint or a syntax error is not one: those are answered by the database.
const UNREACHABLE_PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024"]);
const UNREACHABLE_ADAPTER_KINDS = new Set([
  "DatabaseNotReachable",
  "ConnectionClosed",
  "SocketTimeout",
  "TooManyConnections",
]);
const UNREACHABLE_NODE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
]);
// 57P01-57P03: shutting down or starting up; class 08: connection exceptions.
const UNREACHABLE_SQLSTATE = /^(57P0[1-3]|08...)$/;
const UNREACHABLE_MESSAGES = new RegExp(
  [
    "Can't reach database server",
    "Connection terminated",
    "connection error and is not queryable",
    "timeout exceeded when trying to connect",
    "Server has closed the connection",
    "the database system is (starting up|shutting down|in recovery mode)",
  ].join("|"),
  "i",
);

/** Takes a failure as the sign it may be: true (and the process switched to the 503 page) if the database is away. */
export function noteIfDatabaseUnreachable(error: unknown): boolean {
  if (!isDatabaseUnreachableError(error)) return false;
  noteDatabaseUnreachable();
  return true;
}

export function isDatabaseUnreachableError(error: unknown): boolean {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === "object" && !seen.has(current)) {
    seen.add(current);
    const candidate = current as {
      code?: unknown;
      kind?: unknown;
      originalCode?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    const code =
      typeof candidate.code === "string"
        ? candidate.code
        : typeof candidate.originalCode === "string"
          ? candidate.originalCode
          : "";
    if (UNREACHABLE_PRISMA_CODES.has(code) || UNREACHABLE_NODE_CODES.has(code) || UNREACHABLE_SQLSTATE.test(code))
      return true;
    if (typeof candidate.kind === "string" && UNREACHABLE_ADAPTER_KINDS.has(candidate.kind)) return true;
    if (typeof candidate.message === "string" && UNREACHABLE_MESSAGES.test(candidate.message)) return true;
    current = candidate.cause;
  }
  return false;
}

/** Asks the database at once (one question at a time), when there is a sign it may have gone. */
export function checkDatabaseNow(): Promise<void> {
  const current = state();
  if (!current.probe) return Promise.resolve();
  const probe = current.probe;
  current.checking ??= (async () => {
    try {
      await probe();
      noteDatabaseReachable();
    } catch (error) {
      noteIfDatabaseUnreachable(error);
    } finally {
      current.checking = null;
      current.checkedAt = Date.now();
    }
  })();
  return current.checking;
}

/**
 * Asks the database every 5 s, and every second while it is away, however it was found away (a page, a
 * form or this watcher); started once per server process.
 */
export function watchDatabase(probe: () => Promise<unknown>): void {
  const current = state();
  if (current.probe) return;
  current.probe = probe;
  current.checkedAt = Date.now();
  setInterval(() => {
    if (Date.now() - current.checkedAt >= (current.down ? PROBE_WHILE_DOWN_MS : PROBE_WHILE_UP_MS))
      void checkDatabaseNow();
  }, PROBE_WHILE_DOWN_MS / 4).unref();
}
