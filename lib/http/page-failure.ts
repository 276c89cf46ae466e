import { unstable_rethrow } from "next/navigation";
import { isDatabaseUnavailableError } from "@/lib/db/availability";

// What notFound() throws carries this digest (Next's notFound reference documents it).
const NOT_FOUND_DIGEST = "NEXT_HTTP_ERROR_FALLBACK;404";

export type PageFailure = "notFound" | "forbidden" | "unavailable" | "serverError";

/** Thrown where a signed-in staff member opens a page their role may not (lib/auth/staff requirePermission). */
export class ForbiddenPageError extends Error {
  constructor() {
    super("This staff member's role may not open this page.");
  }
}

/**
 * What a page, or its metadata, answers for what it threw: the 404 page for notFound(), the 403 page for a staff
 * member whose role may not open it (they are told so, not that the page does not exist), the 503 page when the
 * database could not answer in time (away, or busy), which is no fault of the page, and the 500 page for any
 * other failure. Next's own signals (a redirect, a bail-out to dynamic rendering) are thrown on for Next.
 */
export function pageFailure(error: unknown): PageFailure {
  if (typeof error === "object" && error !== null && (error as { digest?: unknown }).digest === NOT_FOUND_DIGEST)
    return "notFound";
  if (error instanceof ForbiddenPageError) return "forbidden";
  unstable_rethrow(error);
  return isDatabaseUnavailableError(error) ? "unavailable" : "serverError";
}
