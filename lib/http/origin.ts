import "server-only";
import { headers } from "next/headers";
import { serverEnv } from "@/lib/env";
import { currentSocketAddress } from "./current-response";
import { isAcceptedOrigin } from "./site-origin";
import { clientAddress } from "./client-network";

/**
 * Server actions accept a request without an Origin header with only a warning; a form post from a
 * browser always sends one, so anything else is refused before it touches data.
 */
export async function isSameOriginRequest(): Promise<boolean> {
  return isSameOrigin(await headers());
}

/** The same check for a route handler, which has the request's headers at hand. */
export function isSameOrigin(h: Headers): boolean {
  return isAcceptedOrigin(h.get("origin"));
}

/** The address of the request being handled (a server action's or a route handler's). */
export function requestAddress(h: Headers): string | null {
  return clientAddress(h.get("x-forwarded-for"), currentSocketAddress(), serverEnv().TRUST_PROXY_HOPS);
}

/** The address a submission came from, for the rate limit. */
export async function senderAddress(): Promise<string | null> {
  return requestAddress(await headers());
}

/**
 * A 303 to a path on this site. The Location stays relative: behind the server the request's URL may
 * name another host (localhost for 127.0.0.1), and the browser must come back where its cookies live.
 */
export function seeOther(path: string): Response {
  return new Response(null, { status: 303, headers: { Location: path } });
}
