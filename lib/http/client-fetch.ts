// How the browser calls the site's own endpoints (sign-in, photo uploads). The spec's rule: a request that is
// safe to repeat is not retried; any other is retried once when the answer says the server or a proxy in
// front of it was briefly unable to take it. Each endpoint posted to makes a repeat harmless: photos are
// stored under their content's hash (the same photo twice is one photo) and a second sign-in is a second session.

const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const IDEMPOTENT_METHODS = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE"]);
const RETRY_DELAY_MS = 500;
// A server asking for a longer pause (a sign-in lockout) gets its answer shown instead of a retry.
const LONGEST_WAIT_MS = 5_000;

/** How long to wait before the one retry, or null when this answer is final. */
export function retryDelay(method: string, response: Pick<Response, "status" | "headers">): number | null {
  if (IDEMPOTENT_METHODS.has(method.toUpperCase()) || !RETRY_STATUSES.has(response.status)) return null;
  const retryAfter = Number(response.headers.get("retry-after"));
  const wait = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : RETRY_DELAY_MS;
  return wait <= LONGEST_WAIT_MS ? wait : null;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function sendRequest(url: string, init: RequestInit = {}, { fetcher = fetch, wait = pause } = {}): Promise<Response> {
  const first = await fetcher(url, init);
  const delay = retryDelay(init.method ?? "GET", first);
  if (delay === null) return first;
  await wait(delay);
  return fetcher(url, init);
}

/**
 * Server actions are posted by the framework's own `fetch` call, with a `Next-Action` header. This puts the
 * same rule under them, once per page: each action's answer is what the second try brought, and the action
 * layer (lib/actions) makes a repeat harmless (idempotency keys, versions). Other requests are left alone.
 */
export function retryServerActions(target: { fetch: typeof fetch } = window) {
  const original = target.fetch;
  if ((original as { retriesActions?: boolean }).retriesActions) return;
  const patched = (input: RequestInfo | URL, init?: RequestInit) => (new Headers(init?.headers).has("next-action") ? sendRequest(input instanceof Request ? input.url : String(input), init, { fetcher: original }) : original(input, init));
  target.fetch = Object.assign(patched, { retriesActions: true }) as typeof fetch;
}
