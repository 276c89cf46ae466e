import "server-only";
import { headers } from "next/headers";

/**
 * Server actions accept a request without an Origin header with only a warning; a form post from a
 * browser always sends one, so anything else is refused before it touches data.
 */
export async function isSameOriginRequest(): Promise<boolean> {
  return isSameOrigin(await headers());
}

/** The same check for a route handler, which has the request's headers at hand. */
export function isSameOrigin(h: Headers): boolean {
  const origin = h.get("origin");
  const host = h.get("x-forwarded-host") ?? h.get("host");
  if (!origin || !host) return false;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

/** The site's own origin for absolute links (QR codes, canonical URLs), from the request. */
export async function requestOrigin(): Promise<string> {
  const h = await headers();
  const host = h.get("x-forwarded-host") ?? h.get("host") ?? "localhost";
  const proto = h.get("x-forwarded-proto") ?? (host.startsWith("localhost") || host.startsWith("127.") ? "http" : "https");
  return `${proto}://${host}`;
}

/**
 * The address a submission came from, for the rate limit: the last X-Forwarded-For entry, which is the
 * one the nearest hop wrote (Next writes the socket's address when there is none). Behind a reverse
 * proxy, let it set the header; without one, a client could write its own, and the email limit still holds.
 */
export async function senderAddress(): Promise<string | null> {
  return forwardedAddress(await headers());
}

export function forwardedAddress(h: Headers): string | null {
  return h.get("x-forwarded-for")?.split(",").pop()?.trim() || null;
}

/**
 * A 303 to a path on this site. The Location stays relative: behind the server the request's URL may
 * name another host (localhost for 127.0.0.1), and the browser must come back where its cookies live.
 */
export function seeOther(path: string): Response {
  return new Response(null, { status: 303, headers: { Location: path } });
}
