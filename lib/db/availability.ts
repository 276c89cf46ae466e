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

// What says the database is there but could not answer in time: a statement cancelled by its timeout or a lock
// not granted in time, too many connections, a transaction that ran out of time, a conflict PostgreSQL asks to
// retry. Each is answered "try again shortly"; none switches the process to the outage page. (No connection free
// in the pool for 5 s, as when the embedded database's one session is held that long, counts as away, above.)
const BUSY_PRISMA_CODES = new Set(["P2034"]);
const BUSY_ADAPTER_KINDS = new Set(["TransactionWriteConflict"]);
// 57014: statement timeout; 55P03: lock not available; class 53: insufficient resources; 40001, 40P01: serialization
// failure, deadlock.
const BUSY_SQLSTATE = /^(57014|55P03|53...|40001|40P01)$/;
const BUSY_MESSAGES = new RegExp(
  [
    "canceling statement due to (statement|lock) timeout",
    "Unable to start a transaction in the given time",
    "A query cannot be executed on an expired transaction",
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
  return failureChain(error).some(
    ({ code, kind, message }) =>
      UNREACHABLE_PRISMA_CODES.has(code) ||
      UNREACHABLE_NODE_CODES.has(code) ||
      UNREACHABLE_SQLSTATE.test(code) ||
      UNREACHABLE_ADAPTER_KINDS.has(kind) ||
      UNREACHABLE_MESSAGES.test(message),
  );
}

/** Whether a failure says the database is there but too busy to answer in time. */
export function isDatabaseBusyError(error: unknown): boolean {
  return failureChain(error).some(
    ({ code, kind, message }) =>
      BUSY_PRISMA_CODES.has(code) ||
      BUSY_SQLSTATE.test(code) ||
      BUSY_ADAPTER_KINDS.has(kind) ||
      BUSY_MESSAGES.test(message),
  );
}

/**
 * Whether a page failed for want of the database, away or busy, rather than on its own: the visitor gets the
 * "temporarily unavailable" page (503) with a time to try again, not the error page.
 */
export function isDatabaseUnavailableError(error: unknown): boolean {
  return isDatabaseUnreachableError(error) || isDatabaseBusyError(error);
}

type Failure = {
  code?: unknown;
  kind?: unknown;
  originalCode?: unknown;
  message?: unknown;
  cause?: unknown;
  meta?: { driverAdapterError?: unknown } | null;
};

const text = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * A failure and all it wraps: its causes, and the driver's own error, which Prisma keeps in its meta
 * (a statement timeout arrives as P2039 with the SQLSTATE 57014 there).
 */
function failureChain(error: unknown): { code: string; kind: string; message: string }[] {
  const seen = new Set<unknown>();
  const found: { code: string; kind: string; message: string }[] = [];
  const pending = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (!current || typeof current !== "object" || seen.has(current)) continue;
    seen.add(current);
    const failure = current as Failure;
    found.push({
      code: text(failure.code) || text(failure.originalCode),
      kind: text(failure.kind),
      message: text(failure.message),
    });
    pending.push(failure.cause, failure.meta?.driverAdapterError);
  }
  return found;
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
