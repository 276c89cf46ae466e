// The server's side of the shared pages (lib/http/page-cache.ts has the rules): a page every visitor sees
// alike is asked of Next once, by the server itself, with no cookie and the placeholder nonce (and, for a router's
// request, the router's headers); the answer is kept and each visitor gets a copy with a nonce of their own,
// compressed here (Next sends the server's request uncompressed, since it asks for no encoding).
import { Agent, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzip } from "node:zlib";
import { promisify } from "node:util";
import { createNonce } from "@/lib/security/csp";
import { LANGUAGE_COOKIE } from "@/lib/i18n/locales";
import { logError } from "@/lib/logging";
import { prefersGzip } from "./accept-encoding";
import {
  currentPageGeneration,
  pageExpiresAt,
  placeholderNonce,
  SHARED_RENDER_HEADER,
  SharedPageStore,
  withNonce,
  type SharedPage,
  type SharedRequest,
} from "./page-cache";

const compress = promisify(gzip);
const store = new SharedPageStore();
/** Renders under way, by generation and key: visitors asking for the same page at once wait for one render. */
const rendering = new Map<string, Promise<SharedPage | null>>();
const agent = new Agent({ keepAlive: true, maxSockets: 16 });
/** Longer than any page takes; a render that hangs is handed back to Next request by request. */
const RENDER_TIMEOUT_MS = 30_000;

/** Headers of one connection or one encoding, not of the page: never kept or copied. */
const HOP_HEADERS = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "date",
  "cache-control",
  // Computed on the placeholder's copy: it names no copy a visitor gets.
  "etag",
]);
/**
 * A page every visitor may keep for the back button and must ask for again otherwise. Next's dynamic pages say
 * no-store, which also shuts the browser's back/forward cache.
 */
const SHARED_CACHE_CONTROL = "private, no-cache";

export type SharedCacheMode = "memory" | "redis" | "off";

/** The sender's turn to have a page rendered (lib/http/render-gate.ts), or null when they have too many waiting. */
export type RenderTurn = () => Promise<() => void> | null;

/**
 * Answers a request for a shared page: a copy rendered in this generation, else one rendered now, in the sender's
 * turn (`turn`; a visitor asking for a page already being rendered waits for that render instead). `pass` hands
 * the request to Next as it came, when the page cannot be shared now (the generation is unknown, the render
 * failed); `refuse` answers that the sender has too many renders waiting.
 */
export async function serveSharedPage(
  server: Server,
  request: IncomingMessage,
  response: ServerResponse,
  shared: SharedRequest,
  mode: SharedCacheMode,
  handlers: { pass: () => void; turn: RenderTurn; refuse: () => void },
): Promise<void> {
  const { key } = shared;
  const generation = mode === "off" ? null : await currentPageGeneration(shared.tags, mode === "redis");
  if (generation === null) return handlers.pass();
  let page = store.get(key, generation);
  if (!page) {
    // A render begun before a change is not the answer to a request that came after it.
    const renderKey = `${generation} ${key}`;
    let render = rendering.get(renderKey);
    if (!render) {
      const turn = handlers.turn();
      if (!turn) return handlers.refuse();
      render = turn
        .then(async (release) => {
          try {
            return store.get(key, generation) ?? (await renderShared(server, shared, generation));
          } finally {
            release();
          }
        })
        .finally(() => rendering.delete(renderKey));
      rendering.set(renderKey, render);
    }
    page = await render;
  }
  if (!page) return handlers.pass();
  await send(request, response, page);
}

/**
 * Asks Next for the page as nobody in particular: only the cookies it is drawn by, no encoding, the placeholder
 * nonce.
 */
async function renderShared(server: Server, shared: SharedRequest, generation: string): Promise<SharedPage | null> {
  const { key, url, cookie, router } = shared;
  const expiresAt = pageExpiresAt(Date.now());
  const { address, port } = server.address() as AddressInfo;
  // Listening everywhere, the server answers on the loopback; bound to one address, only there.
  const host = address === "::" || address === "0.0.0.0" ? "127.0.0.1" : address;
  try {
    const answer = await new Promise<{ response: IncomingMessage; body: string }>((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host,
          port,
          path: url,
          method: "GET",
          agent,
          headers: {
            accept: "text/html",
            ...router,
            [SHARED_RENDER_HEADER]: placeholderNonce(),
            ...(cookie ? { cookie } : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () => resolve({ response, body: Buffer.concat(chunks).toString("utf8") }));
          response.on("error", reject);
        },
      );
      outgoing.setTimeout(RENDER_TIMEOUT_MS, () => outgoing.destroy(new Error("The shared render timed out.")));
      outgoing.on("error", reject);
      outgoing.end();
    });
    if (!isKeepable(answer.response, Object.keys(router).length > 0)) return null;
    const page: SharedPage = { headers: keptHeaders(answer.response), body: answer.body, generation, expiresAt };
    store.set(key, page);
    return page;
  } catch (error) {
    // The visitors waiting for it get the page from Next, each for their own request.
    logError("page.shared", error);
    return null;
  }
}

function keptHeaders(response: IncomingMessage): [string, string][] {
  const headers: [string, string][] = [];
  for (let i = 0; i < response.rawHeaders.length; i += 2) {
    const name = response.rawHeaders[i].toLowerCase();
    if (!HOP_HEADERS.has(name)) headers.push([name, response.rawHeaders[i + 1]]);
  }
  return headers;
}

/**
 * Shared: a whole HTML page, or the router's payload when the router asked (200), whose only cookie is the language
 * one every visitor of its locale gets. Anything else (a redirect, a 404 or 410, an error page) Next answers for
 * each request itself, from that request: a redirect made from the door's own request would name the door's
 * address.
 */
function isKeepable(response: IncomingMessage, routerAsked: boolean): boolean {
  const type = routerAsked ? "text/x-component" : "text/html";
  if (response.statusCode !== 200 || !String(response.headers["content-type"]).startsWith(type)) return false;
  return (response.headers["set-cookie"] ?? []).every((cookie) => cookie.startsWith(`${LANGUAGE_COOKIE}=`));
}

async function send(request: IncomingMessage, response: ServerResponse, page: SharedPage): Promise<void> {
  const nonce = createNonce();
  const plain = Buffer.from(withNonce(page.body, nonce));
  const gzipped = prefersGzip(request.headers["accept-encoding"]);
  const body = gzipped ? await compress(plain) : plain;
  for (const [name, value] of page.headers) response.appendHeader(name, withNonce(value, nonce));
  response.setHeader("Cache-Control", SHARED_CACHE_CONTROL);
  const vary = String(response.getHeader("vary") ?? "");
  if (!/accept-encoding/i.test(vary)) response.setHeader("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
  if (gzipped) response.setHeader("Content-Encoding", "gzip");
  response.setHeader("Content-Length", body.length);
  response.writeHead(200);
  response.end(request.method === "HEAD" ? undefined : body);
}
