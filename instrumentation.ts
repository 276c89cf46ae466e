import type { Instrumentation } from "next";
import { watchDatabase } from "./lib/db/availability";
import { reportRequestError } from "./lib/http/request-errors";

// Run by Next once per server process, when the site's server prepares it (scripts/server.ts): checks the
// environment, delivers the mail outbox and the saved searches' alerts (several can share one database: rows are
// claimed) and keeps an eye on the database, so that pages answer "temporarily unavailable" while it is away. The
// front door is the server's own (lib/http/server.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { serverEnv } = await import("./lib/env");
  const { logError } = await import("./lib/logging");
  // A server with a broken environment (no SITE_URL in production) would answer every page with a 500: it
  // does not start at all, and says why.
  try {
    serverEnv();
  } catch (error) {
    logError("env.invalid", error);
    process.exit(1);
  }
  const { startOutboxWorker } = await import("./lib/mail/worker");
  const { db } = await import("./lib/db");
  startOutboxWorker();
  (await import("./lib/alerts/worker")).startAlertWorker();
  watchDatabase(() => db().$queryRaw`SELECT 1`);
}

// Failures no page answered itself (route handlers, server actions, layouts): logged like theirs.
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  reportRequestError(error, {
    method: request.method,
    path: request.path,
    route: context.routePath,
    routeType: context.routeType,
  });
};
