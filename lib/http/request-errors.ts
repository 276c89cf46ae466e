import { noteIfDatabaseUnreachable } from "@/lib/db/availability";
import { errorFields, log } from "@/lib/logging";

type FailedRequest = { method: string; path: string; route?: string; routeType?: string };

// A customer's status page is opened by the token in its path: whoever reads the log must not be able to open it.
const STATUS_PAGE_TOKEN = /(\/requests\/)[^/?#]+/;

// A page and its metadata usually fail on the same read (one cached promise): its error is logged once.
const reported = new WeakSet<object>();

/**
 * One JSON line per failed request, with what is needed to find the cause (path, route, digest, stack) and
 * credentials an error message may quote masked. The first failure that says the database is away switches
 * the process to the 503 page until it answers again.
 */
export function reportRequestError(error: unknown, request: FailedRequest | null): void {
  if (typeof error === "object" && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  noteIfDatabaseUnreachable(error);
  log.error("request.error", {
    method: request?.method,
    path: request?.path.replace(STATUS_PAGE_TOKEN, "$1[token]"),
    route: request?.route,
    routeType: request?.routeType,
    digest: (error as { digest?: string } | null)?.digest,
    ...errorFields(error, true),
  });
}
