// The response of the request being rendered, so that a page can give it its status.
//
// Next.js answers a notFound() or an error thrown while a page renders with an empty document and leaves the
// not-found or error page to the browser's scripts (vercel/next.js#62228): React's server renderer has no
// error boundaries. So pages render those answers themselves (components/layout/withErrorPages) and set the
// status here, before the first byte of the response is sent. Node announces every request's response on a
// diagnostics channel; instrumentation.ts subscribes once per process and the store then follows that
// request through all its asynchronous work, whichever server (`next start`, several instances) runs Next.
//
// Kept on globalThis: instrumentation and the pages are bundled apart but run in one process.
import { AsyncLocalStorage } from "node:async_hooks";
import { subscribe } from "node:diagnostics_channel";
import type { ServerResponse } from "node:http";

type Holder = { responses: AsyncLocalStorage<ServerResponse>; following: boolean };

const KEY = Symbol.for("truck-site.current-response");
const REQUEST_START = "http.server.request.start";

function holder(): Holder {
  const global = globalThis as unknown as Record<symbol, Holder | undefined>;
  return (global[KEY] ??= { responses: new AsyncLocalStorage(), following: false });
}

/** From now on every request this process serves can reach its own response. */
export function followResponses(): void {
  const state = holder();
  if (state.following) return;
  state.following = true;
  // The channel publishes synchronously just before the server emits "request", so the store set here is
  // the one the request's handler, and everything it awaits, runs in.
  subscribe(REQUEST_START, (message) => state.responses.enterWith((message as { response: ServerResponse }).response));
}

/**
 * Gives the response being rendered this status, and these headers; false when there is none or its head is
 * already sent.
 */
export function setResponseStatus(status: number, headers: Record<string, string> = {}): boolean {
  const response = holder().responses.getStore();
  if (!response || response.headersSent) return false;
  response.statusCode = status;
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  return true;
}

/** Method and path of the request being rendered, for the log; null outside a request. */
export function currentRequest(): { method: string; path: string } | null {
  const request = holder().responses.getStore()?.req;
  return request ? { method: request.method ?? "GET", path: request.url ?? "" } : null;
}

/**
 * The address of the peer the request being rendered came in on (a client, or the nearest proxy); null outside a
 * request.
 */
export function currentSocketAddress(): string | null {
  return holder().responses.getStore()?.req.socket.remoteAddress ?? null;
}
