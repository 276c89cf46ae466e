// How the browser calls the site's own endpoints (sign-in, photo uploads, server actions). The spec's rule: a request
// that is safe to repeat is not retried; any other is retried once when the answer says the server or a proxy in front
// of it was briefly unable to take it. Each endpoint posted to makes a repeat harmless: photos are stored under their
// content's hash (the same photo twice is one photo) and a second sign-in is a second session.

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

async function withOneRetry(
  method: string,
  attempt: () => Promise<Response>,
  wait: (ms: number) => Promise<void>,
): Promise<Response> {
  const first = await attempt();
  const delay = retryDelay(method, first);
  if (delay === null) return first;
  await wait(delay);
  return attempt();
}

export function sendRequest(
  url: string,
  init: RequestInit = {},
  { fetcher = fetch, wait = pause } = {},
): Promise<Response> {
  return withOneRetry(init.method ?? "GET", () => fetcher(url, init), wait);
}

/** Reports how much of the body has gone out, from 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/**
 * A POST through XMLHttpRequest, whose upload events (unlike fetch) tell how far a large body has got.
 * Answers like fetch: a Response for any status, a rejection when no answer came.
 */
export function postWithProgress(url: string, body: FormData, onProgress: UploadProgress): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const headers = new Headers();
      for (const line of request
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const colon = line.indexOf(":");
        if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
      }
      try {
        resolve(
          new Response(request.status === 204 ? null : request.responseText, { status: request.status, headers }),
        );
      } catch (error) {
        reject(error);
      }
    };
    request.onerror =
      request.onabort =
      request.ontimeout =
        () => reject(new TypeError(`The upload to ${url} got no answer`));
    request.send(body);
  });
}

/** sendRequest's rule for a photo upload that shows its progress: a POST, retried once when the answer says so. */
export function sendWithProgress(
  url: string,
  body: FormData,
  onProgress: UploadProgress,
  { post = postWithProgress, wait = pause } = {},
): Promise<Response> {
  return withOneRetry("POST", () => post(url, body, onProgress), wait);
}

/**
 * Server actions are posted by the framework's own `fetch` call, with a `Next-Action` header. This puts the
 * same rule under them, once per page: each action's answer is what the second try brought, and the action
 * layer (lib/actions) makes a repeat harmless (idempotency keys, versions). Other requests are left alone.
 */
export function retryServerActions(target: { fetch: typeof fetch } = window) {
  const original = target.fetch;
  if ((original as { retriesActions?: boolean }).retriesActions) return;
  const patched = (input: RequestInfo | URL, init?: RequestInit) =>
    new Headers(init?.headers).has("next-action")
      ? sendRequest(input instanceof Request ? input.url : String(input), init, { fetcher: original })
      : original(input, init);
  target.fetch = Object.assign(patched, { retriesActions: true }) as typeof fetch;
}
