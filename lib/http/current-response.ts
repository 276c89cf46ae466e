// The response of the request being rendered, so that a page can give it its status.
//
// Next.js answers a notFound() or an error thrown while a page renders with an empty document and leaves the
// not-found or error page to the browser's scripts (vercel/next.js#62228): React's server renderer has no
// error boundaries. So pages render those answers themselves (components/layout/withErrorPages) and set the
// status here, before the first byte of the response is sent. The site's server (lib/http/server.ts) hands
// each request to Next inside withResponse, and the store follows that request through all its asynchronous work.
//
// Kept on globalThis: the server and the pages are loaded apart (the pages in Next's bundles) but run in one process.
import { AsyncLocalStorage } from "node:async_hooks";
import type { ServerResponse } from "node:http";

const KEY = Symbol.for("truck-site.current-response");

function responses(): AsyncLocalStorage<ServerResponse> {
  const global = globalThis as unknown as Record<symbol, AsyncLocalStorage<ServerResponse> | undefined>;
  return (global[KEY] ??= new AsyncLocalStorage());
}

/** Runs the work that answers a request (Next's handler) so that everything it does can reach its response. */
export function withResponse<T>(response: ServerResponse, work: () => T): T {
  return responses().run(response, work);
}

/**
 * Gives the response being rendered this status, and these headers; false when there is none or its head is
 * already sent.
 */
export function setResponseStatus(status: number, headers: Record<string, string> = {}): boolean {
  const response = responses().getStore();
  if (!response || response.headersSent) return false;
  response.statusCode = status;
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  return true;
}

/** Method and path of the request being rendered, for the log; null outside a request. */
export function currentRequest(): { method: string; path: string } | null {
  const request = responses().getStore()?.req;
  return request ? { method: request.method ?? "GET", path: request.url ?? "" } : null;
}

/**
 * The address of the peer the request being rendered came in on (a client, or the nearest proxy); null outside a
 * request.
 */
export function currentSocketAddress(): string | null {
  return responses().getStore()?.req.socket.remoteAddress ?? null;
}
