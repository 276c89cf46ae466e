// The rules of the site's server (lib/http/server.ts) on the first and the last word of every request: a request
// Next.js itself would fail on with a bare 500 or misread (a TRACE, a request line that names no path, a path under
// /_next/ that does not decode, a router state it cannot parse, a form sent from another site) is refused with the
// 4xx it deserves, before any of Next's code sees it; and every response leaves with a policy, HSTS on an https
// site, and without the internal paths Next's rewrites write into its head.
import type { IncomingHttpHeaders, ServerResponse } from "node:http";
import { isAcceptedOrigin } from "./site-origin";
import { decodes } from "./path-encoding";
import { isReadableRouterState } from "./router-state";
import { STATIC_POLICY, STRICT_TRANSPORT_SECURITY } from "@/lib/security/csp";
import { routes } from "@/lib/routes";

/** What the site answers; anything else (TRACE, CONNECT, made-up methods) is refused with 405. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
/** Methods that change nothing, and so may come from anywhere. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/**
 * The one path a post may come to from anywhere: RFC 8058 one-click unsubscribe, which mail programs send from
 * their own servers. The token it carries authorises it, and all it can do is stop one saved search's mail.
 */
const CROSS_SITE_POSTS = new Set<string>([routes.alerts.oneClick]);
/**
 * Paths that are no page: an undecodable one names nothing there and is refused. Next fails on it with a bare 500
 * where the proxy does not see it (Next's own files, the build information, the sitemap's parts, the photo
 * uploads); pages are the proxy's to repair, into the 404 page naming what was typed.
 */
const NON_PAGE_PREFIXES = ["/_next/", "/builds/", "/sitemaps/", "/api/", "/media/"];
/**
 * Written by Next for its own router and tools: where the proxy rewrote a request (the internal locale, /ja/…) and
 * which route answered it. A visitor needs none of them; the browser's router reads the rendered path from the
 * response's address instead, which names the same page.
 */
const INTERNAL_HEADERS = [
  "x-middleware-rewrite",
  "x-nextjs-rewritten-path",
  "x-nextjs-rewritten-query",
  "x-nextjs-matched-path",
  "x-nextjs-rewrite",
  "x-nextjs-redirect",
];

export type Refusal = { status: 400 | 403 | 405; headers?: Record<string, string> };

export type DoorRequest = { method?: string; url?: string; headers: IncomingHttpHeaders };

/** Why a request is refused before Next sees it, or null to let it in. */
export function refusalOf(request: DoorRequest, siteUrl: string): Refusal | null {
  const method = request.method ?? "GET";
  if (!(ALLOWED_METHODS as readonly string[]).includes(method))
    return { status: 405, headers: { Allow: ALLOWED_METHODS.join(", ") } };
  // Node's parser passes on every request line HTTP/1.1 has (RFC 9112 §3.2); the site is asked for a path, the only
  // form Next, the shared pages and the proxy read. Whatever else comes gets 400 here, before any of them sees it:
  // - absolute-form (`GET http://evil.example/jp HTTP/1.1`), which clients send to a proxy: Next resolved it against
  //   the host it names and redirected there. RFC 9112 §3.2.2 asks an origin server to accept it, taking the host
  //   from it rather than from Host; but browsers send it only to a proxy and the reverse proxy in front never does,
  //   and honouring it would give the request a second host beside the Host the origin check reads.
  // - asterisk-form (`OPTIONS * HTTP/1.1`), a question about the server as a whole, legitimate for OPTIONS alone
  //   (Next failed on it with a 500). The site has nothing to say there: no cross-origin requests, no optional
  //   feature to announce; load balancers check GET /api/ready (docs/operations.md). A 400 is a prompt, definite
  //   answer, and one rule for every target that is not a path.
  const url = request.url ?? "/";
  if (!url.startsWith("/")) return { status: 400 };
  const path = url.split("?")[0];
  if (NON_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix)) && !decodes(path)) return { status: 400 };
  if (!isReadableRouterState(request.headers["next-router-state-tree"])) return { status: 400 };
  // A browser sends Origin with every form and every script's POST; whatever changes something comes from the
  // site or not at all. Next refuses a server action whose Origin names another host than the request was
  // sent to (X-Forwarded-Host, else Host), with a 500: that is refused here too.
  if (!SAFE_METHODS.has(method) && !(method === "POST" && CROSS_SITE_POSTS.has(path))) {
    const origin = firstValue(request.headers.origin);
    if (
      !isAcceptedOrigin(origin, siteUrl) ||
      new URL(origin!).host !== firstValue(request.headers["x-forwarded-host"] ?? request.headers.host)
    )
      return { status: 403 };
  }
  return null;
}

/** The head every response leaves with, whatever answered it: Next, a route, the proxy, or this door. */
export function finishHead(response: ServerResponse, https: boolean): void {
  for (const name of INTERNAL_HEADERS) response.removeHeader(name);
  if (!response.hasHeader("content-security-policy")) response.setHeader("Content-Security-Policy", STATIC_POLICY);
  if (https) response.setHeader("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
}

export function firstValue(header: string | string[] | undefined): string | undefined {
  return Array.isArray(header) ? header[0] : header;
}
