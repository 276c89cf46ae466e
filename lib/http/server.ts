// The site's HTTP server: Node's http.createServer with Next.js's request handler behind it (Next's documented
// custom-server API; scripts/server.ts starts it). Every request passes the front door (lib/http/front-door.ts)
// first: refused with a 4xx when Next would fail on it, answered from memory when it asks for a shared page
// (lib/http/shared-pages.ts), and otherwise handed to Next inside withResponse, so that the page being rendered
// can give its own response a status (lib/http/current-response.ts). A page Next must render waits for its
// sender's turn (lib/http/render-gate.ts). Every response, whoever answers it, leaves with the head the door
// finishes just before it is written.
import { createServer, ServerResponse, type IncomingMessage, type OutgoingHttpHeaders, type Server } from "node:http";
import { finishHead, firstValue, refusalOf, type Refusal } from "./front-door";
import { withResponse } from "./current-response";
import {
  hasStaffCookie,
  isPrefetchRequest,
  isSharedRender,
  SHARED_RENDER_HEADER,
  sharedPageRequest,
  staffCookieOf,
} from "./page-cache";
import { serveSharedPage, type SharedCacheMode } from "./shared-pages";
import { RENDER_LIMITS, RenderGate, type RenderPriority } from "./render-gate";
import { clientAddress } from "./client-network";
import { verifyAdminToken } from "@/lib/auth/token";
import { databaseIsDown } from "@/lib/db/availability";
import { serverEnv } from "@/lib/env";
import { log, logError } from "@/lib/logging";
import { isHttpsSite } from "@/lib/security/csp";

export type DoorSettings = {
  siteUrl: string;
  https: boolean;
  sharedCache: SharedCacheMode;
  /** How many proxies in front of the site are trusted to say the client's address (TRUST_PROXY_HOPS). */
  trustedProxyHops: number;
  /** What signs a staff session: a valid one is never served a shared copy. */
  authSecret: string;
};

/** Next's handler, as `next({ … }).getRequestHandler()` returns it. */
export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/** The door's settings from the environment, read once when the server starts. */
export function doorSettings(): DoorSettings {
  const env = serverEnv();
  return {
    siteUrl: env.SITE_URL,
    https: isHttpsSite(env.SITE_URL),
    sharedCache: env.SHARED_PAGE_CACHE === "off" ? "off" : env.REDIS_URL ? "redis" : "memory",
    trustedProxyHops: env.TRUST_PROXY_HOPS,
    authSecret: env.AUTH_SECRET,
  };
}

/** The server, not yet listening: every request through the door, then to `handle`. */
export function createSiteServer(handle: RequestHandler, settings: DoorSettings): Server {
  const gate = new RenderGate();
  const server: Server = createServer({ ServerResponse: finishedResponses(settings.https) }, (request, response) => {
    const pass = () =>
      withResponse(response, () =>
        handle(request, response).catch((error: unknown) => {
          // What `next start` does with a request its handler failed on.
          logError("server.request", error);
          if (!response.headersSent) response.statusCode = 500;
          response.end();
        }),
      );
    const refusal = refusalOf(request, settings.siteUrl);
    if (refusal) return refuse(response, refusal);
    // Only the door's own request for a shared page may ask for the placeholder nonce; it renders in the turn of
    // the visitor it renders for.
    if (isSharedRender(firstValue(request.headers[SHARED_RENDER_HEADER]) ?? null)) return void pass();
    delete request.headers[SHARED_RENDER_HEADER];
    if (!isPageRender(request)) return void pass();
    const address = clientAddress(
      firstValue(request.headers["x-forwarded-for"]) ?? null,
      request.socket.remoteAddress ?? null,
      settings.trustedProxyHops,
    );
    const priority: RenderPriority = isPrefetchRequest((name) => firstValue(request.headers[name]))
      ? "prefetch"
      : "navigation";
    const turn = () => gate.enter(address, priority);
    const refuseBusy = () => {
      // Counted for operations, without the sender's address.
      log.warn("page.busy");
      refuse(response, { status: 503, headers: BUSY_HEADERS });
    };
    const passInTurn = () => {
      const waiting = turn();
      if (!waiting) return refuseBusy();
      void waiting.then((release) => {
        // A visitor who left while waiting is not rendered for.
        if (response.destroyed) return release();
        response.once("close", release);
        pass();
      });
    };
    void staffSession(request, settings.authSecret).then((staff) => {
      // While the database is away the proxy answers pages with the 503 page, as before.
      const shared = databaseIsDown() ? null : sharedPageRequest(request, staff);
      if (shared === null) return passInTurn();
      return serveSharedPage(server, request, response, shared, settings.sharedCache, {
        pass: passInTurn,
        turn,
        refuse: refuseBusy,
      });
    });
  });
  return server;
}

const BUSY_HEADERS = { "Retry-After": String(RENDER_LIMITS.retryAfterSeconds) };

/** A page Next renders: a GET or HEAD of a path in one of the site's languages. Files, the API and forms are not. */
function isPageRender(request: IncomingMessage): boolean {
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  return /^\/(jp|en)(\/|\?|$)/.test(request.url ?? "");
}

/** Whether the request carries a valid staff session (signature and expiry, as the proxy checks it). */
async function staffSession(request: IncomingMessage, secret: string): Promise<boolean> {
  if (!hasStaffCookie(request)) return false;
  return (await verifyAdminToken(staffCookieOf(request), secret)) !== null;
}

function refuse(response: ServerResponse, refusal: Refusal | { status: 503; headers: Record<string, string> }): void {
  response.writeHead(refusal.status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
    ...refusal.headers,
  });
  response.end(`${refusal.status}\n`);
}

/**
 * Responses whose head the door finishes just before it is written, whoever writes it (Node's documented way to
 * extend the responses of a server: its ServerResponse option). A head written implicitly, by the first write,
 * goes through writeHead too.
 */
function finishedResponses(https: boolean): typeof ServerResponse<IncomingMessage> {
  return class FinishedResponse extends ServerResponse<IncomingMessage> {
    override writeHead(statusCode: number, ...rest: unknown[]): this {
      // writeHead(status, [message], headers): headers given here join the others first, as Node would merge them.
      const last = rest.at(-1);
      if (last && typeof last === "object" && !Array.isArray(last)) {
        for (const [name, value] of Object.entries(last as OutgoingHttpHeaders))
          if (value !== undefined) this.setHeader(name, value);
        rest = rest.slice(0, -1);
      }
      finishHead(this, https);
      return super.writeHead(statusCode, ...(rest as [string?]));
    }
  };
}
