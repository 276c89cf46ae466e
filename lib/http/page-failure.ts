import { unstable_rethrow } from "next/navigation";
import { isDatabaseUnavailableError } from "@/lib/db/availability";

// What notFound() throws carries this digest (Next's notFound reference documents it).
const NOT_FOUND_DIGEST = "NEXT_HTTP_ERROR_FALLBACK;404";

export type PageFailure = "notFound" | "unavailable" | "serverError";

/**
 * What a page, or its metadata, answers for what it threw: the 404 page for notFound(), the 503 page when the
 * database could not answer in time (away, or busy), which is no fault of the page, and the 500 page for any
 * other failure. Next's own signals (a redirect, a bail-out to dynamic rendering) are thrown on for Next.
 */
export function pageFailure(error: unknown): PageFailure {
  if (typeof error === "object" && error !== null && (error as { digest?: unknown }).digest === NOT_FOUND_DIGEST)
    return "notFound";
  unstable_rethrow(error);
  return isDatabaseUnavailableError(error) ? "unavailable" : "serverError";
}
