// Pages that are the same for every visitor (the catalogues, vehicle pages, the home page, the blog) are rendered
// once and then served from memory by the server's front door, with a fresh nonce in every copy. Without it,
// the per-request nonce of the Content-Security-Policy made Next render every page whole on every request.
//
// How the nonce stays fresh: such a page is rendered with a placeholder nonce, a secret of this process that no
// response ever carries. The door replaces every occurrence of it, in the head and in the body, with a new nonce
// before each copy leaves. An attacker who slipped markup into a page could not bless it: they cannot know the
// placeholder, and what they guess is replaced only if it is the placeholder.
//
// How pages stay fresh: every change a page could show expires cache tags (lib/cache-tags.ts), and each expiry
// moves the page generation on, here and, with several instances, in Redis. A copy is served only while the
// generation it was rendered in is the current one, and for at most PAGE_CACHE_SECONDS (what a page shows can
// also change with the clock: a campaign's last day, a vehicle's age).
//
// Kept on globalThis: the proxy, the actions and the door are bundled apart but run in one process.
import { randomBytes } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { TOKEN_COOKIE } from "@/lib/auth/token";
import { VIEW_COOKIE } from "@/lib/catalogue/view";

/** How long a rendered page is served before it is rendered again, whatever changed. */
export const PAGE_CACHE_SECONDS = 60;
/** What the copies may take of the process's memory together; the least recently served go first. */
const PAGE_CACHE_BYTES = 64 * 1024 * 1024;
/** The request header that asks the proxy for the placeholder nonce; its value must be the placeholder itself. */
export const SHARED_RENDER_HEADER = "x-shared-page-render";

/**
 * The pages (after /jp or /en) that show every visitor the same thing. Not here: forms with a one-time key in
 * their HTML (contact, order, inquiry), private or token pages (requests, alerts), staff pages, and the
 * visitor's own lists (favourites, comparison), which are drawn in the browser anyway.
 */
const SHARED_PAGES = [
  /^$/,
  /^\/(sale|purchase)(\/[a-z0-9-]+)?$/,
  /^\/(sale|purchase)\/item\/[a-z0-9-]+$/,
  /^\/(blog|reviews|bodyseisaku)(\/[a-z0-9-]+)?$/,
  /^\/(company|services|kaitori|autoauction|truckauction|tokushoho|line|purchases)$/,
];
/** Requests of Next's router (a client navigation's payload, a prefetch, an action): answered by Next itself. */
const ROUTER_HEADERS = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-action",
];

/**
 * The cookies a shared page is drawn by (the catalogue's cards or list): the page is kept once per value,
 * and the door's render gets this cookie alone.
 */
const DRAWN_BY_COOKIES = [VIEW_COOKIE];

type PageRequest = { method?: string; url?: string; headers: IncomingHttpHeaders };

/** What the door asks Next for, and under which key it keeps the answer. */
export type SharedRequest = { key: string; url: string; cookie: string };

/**
 * The shared page a request asks for, or null when it must be rendered for this request: anything but a plain
 * GET or HEAD of a shared page, and anything a signed-in staff member asks (the blog shows them more).
 */
export function sharedPageRequest(request: PageRequest): SharedRequest | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const url = request.url ?? "/";
  const query = url.indexOf("?");
  const path = query === -1 ? url : url.slice(0, query);
  const match = /^\/(jp|en)(\/.*)?$/.exec(path);
  if (!match || !SHARED_PAGES.some((page) => page.test(match[2] ?? ""))) return null;
  if (query !== -1 && /(^|&)_rsc=/.test(url.slice(query + 1))) return null;
  if (ROUTER_HEADERS.some((name) => request.headers[name] !== undefined)) return null;
  const cookies = cookiePairs(request.headers.cookie);
  if (cookies.some(([name]) => name === TOKEN_COOKIE)) return null;
  const cookie = cookies
    .filter(([name, value]) => DRAWN_BY_COOKIES.includes(name) && /^[a-z]{1,16}$/.test(value))
    .map(([name, value]) => `${name}=${value}`)
    .sort()
    .join("; ");
  return { key: cookie ? `${url} ${cookie}` : url, url, cookie };
}

function cookiePairs(header: string | undefined): [string, string][] {
  if (!header) return [];
  return header.split(";").map((pair) => {
    const at = pair.indexOf("=");
    return at === -1 ? [pair.trim(), ""] : [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
  });
}

type SharedState = { placeholder: string; generation: number };
const STATE = Symbol.for("truck-site.page-cache");

function shared(): SharedState {
  const holder = globalThis as unknown as Record<symbol, SharedState | undefined>;
  return (holder[STATE] ??= { placeholder: randomBytes(18).toString("base64url"), generation: 0 });
}

/** The nonce a shared page is rendered with: replaced before any response leaves, never sent as it is. */
export function placeholderNonce(): string {
  return shared().placeholder;
}

/** Whether the proxy may render this request with the placeholder: only when the door asked, with the secret. */
export function isSharedRender(headerValue: string | null): boolean {
  return headerValue !== null && headerValue === shared().placeholder;
}

/** Called on every expiry of cache tags in this process: no copy rendered before it is served again. */
export function expireSharedPages(): void {
  shared().generation++;
}

type RedisConnection = {
  client: { isReady: boolean; get(key: string): Promise<string | null> };
  keys: { pageGeneration: string };
};
// Published by the Redis cache handler (lib/cache/redis-cache-handler.mjs), which Next loads outside its bundles.
const REDIS_CONNECTION = Symbol.for("truck-site.redis-cache");

/**
 * The generation a copy must have been rendered in to be served: this process's, and with several instances
 * (REDIS_URL) the one they share, which every instance's expiries move on. Null when the shared one cannot be
 * read now (Redis away, or not connected yet): the page is then rendered instead.
 */
export async function currentPageGeneration(usesRedis: boolean): Promise<string | null> {
  const local = shared().generation;
  if (!usesRedis) return String(local);
  const connection = (globalThis as unknown as Record<symbol, RedisConnection | undefined>)[REDIS_CONNECTION];
  if (!connection?.client.isReady) return null;
  try {
    return `${local}:${(await connection.client.get(connection.keys.pageGeneration)) ?? 0}`;
  } catch {
    return null;
  }
}

/** Every occurrence of the placeholder, in a text or a header value, turned into this response's nonce. */
export function withNonce(text: string, nonce: string): string {
  return text.replaceAll(placeholderNonce(), nonce);
}

/** A page as Next answered the door (always a 200 HTML page): its head and body, with the placeholder nonce. */
export type SharedPage = {
  headers: [string, string][];
  body: string;
  /** The generation the page was rendered in: read before the render started, so a save during it counts. */
  generation: string;
  storedAt: number;
};

/** Rendered pages by key, the least recently served dropped first once they take more than their share. */
export class SharedPageStore {
  private readonly pages = new Map<string, SharedPage & { bytes: number }>();
  private bytes = 0;

  constructor(private readonly maxBytes = PAGE_CACHE_BYTES) {}

  /** The page, if it was rendered in this generation and is young enough. */
  get(key: string, generation: string, now = Date.now()): SharedPage | null {
    const page = this.pages.get(key);
    if (!page) return null;
    if (page.generation !== generation || now - page.storedAt > PAGE_CACHE_SECONDS * 1000) {
      this.delete(key);
      return null;
    }
    // Served again: it moves to the end of the line.
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
  }

  set(key: string, page: SharedPage): void {
    this.delete(key);
    const bytes = page.body.length * 2 + 1024;
    if (bytes > this.maxBytes) return;
    this.pages.set(key, { ...page, bytes });
    this.bytes += bytes;
    for (const [oldest, { bytes: size }] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.pages.delete(oldest);
      this.bytes -= size;
    }
  }

  private delete(key: string): void {
    const page = this.pages.get(key);
    if (!page) return;
    this.pages.delete(key);
    this.bytes -= page.bytes;
  }
}
