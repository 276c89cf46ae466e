import type { Instrumentation } from "next";
import { watchDatabase } from "./lib/db/availability";
import { reportRequestError } from "./lib/http/request-errors";

// Run by Next once per server process, when the site's server prepares it (scripts/server.ts, which has checked the
// environment first): delivers the mail outbox and the saved searches' alerts (several can share one database:
// rows are claimed) and keeps an eye on the database, so that pages answer "temporarily unavailable" while it is
// away. The front door is the server's own (lib/http/server.ts).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
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
