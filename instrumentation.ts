import type { Instrumentation } from "next";
import { noteIfDatabaseUnreachable, watchDatabase } from "./lib/db/availability";
import { redactSecrets } from "./lib/logging";

// Every server process delivers the mail outbox (several can share one database: rows are claimed) and
// keeps an eye on the database, so that pages answer "temporarily unavailable" while it is away.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs" && process.env.NEXT_PHASE !== "phase-production-build" && process.env.DATABASE_URL) {
    const { startOutboxWorker } = await import("./lib/mail/worker");
    const { db } = await import("./lib/db");
    startOutboxWorker();
    watchDatabase(() => db().$queryRaw`SELECT 1`);
  }
}

// One JSON line per failed request, with what is needed to find the cause: path, route, digest, stack;
// credentials an error message may quote are masked.
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  const err = error as Error & { digest?: string };
  // The first page to fail this way switches the process to the 503 page until the database answers again.
  noteIfDatabaseUnreachable(error);
  console.error(
    JSON.stringify({
      level: "error",
      event: "request.error",
      time: new Date().toISOString(),
      method: request.method,
      path: request.path,
      route: context.routePath,
      routeType: context.routeType,
      digest: err.digest,
      message: redactSecrets(String(err.message)),
      stack: err.stack && redactSecrets(err.stack),
    }),
  );
};
