// Pages that are the same for every visitor (the catalogues, vehicle pages, the home page, the blog) are rendered
// once and then served from memory by the server's front door, with a fresh nonce in every copy: the page as a
// browser loads it, and the payload Next's router asks for when a visitor clicks a link to it (an RSC request).
// Without it, the per-request nonce of the Content-Security-Policy made Next render every page whole on every
// request.
//
// How the nonce stays fresh: such a page is rendered with a placeholder nonce, a secret of this process that no
// response ever carries. The door replaces every occurrence of it, in the head and in the body, with a new nonce
// before each copy leaves. An attacker who slipped markup into a page could not bless it: they cannot know the
// placeholder, and what they guess is replaced only if it is the placeholder. The placeholder is as long as a
// nonce, so the replacement keeps every length a router payload states of its rows.
//
// What a copy is kept under: for a page load, the page's path and the query keys the page reads (in a fixed order,
// each by its first value, empty ones left out where the page reads them as none). Tracking parameters (utm_*,
// gclid, fbclid…) and anything else the page does not read are no part of the key, and the door asks Next for the
// page without them: a campaign's visitors share one copy. For a router's request, the address exactly as the
// router sent it, and every request header Next's answer varies by.
//
// How copies stay fresh: every change a page could show expires cache tags (lib/cache/tags.ts), and each expiry
// moves that tag's generation on, here and, with several instances, in Redis. A copy is served only while the
// generations of the tags its page shows are the ones it was rendered in, and never past the moment its page
// could read differently with the clock alone (pageExpiresAt).
//
// Kept on globalThis: the proxy, the actions and the door are bundled apart but run in one process.
import { createHash, randomBytes } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { TOKEN_COOKIE } from "@/lib/auth/token";
import { ALL_CACHE_TAGS, CACHE_SECONDS, CACHE_TAGS, type CacheTag } from "@/lib/cache/tags";
import { CATALOGUE_QUERY_KEYS } from "@/lib/catalogue/params";
import { VIEW_COOKIE, VIEW_QUERY_KEY } from "@/lib/catalogue/view";
import { ESTIMATOR_FIELDS } from "@/lib/auction/estimator-query";
import { nextClockChange } from "@/lib/business/hours";

/** What the copies may take of the process's memory together; the least recently served go first. */
const PAGE_CACHE_BYTES = 64 * 1024 * 1024;
/** The request header that asks the proxy for the placeholder nonce; its value must be the placeholder itself. */
export const SHARED_RENDER_HEADER = "x-shared-page-render";

type SharedPageRule = {
  /** The path after /jp or /en. */
  path: RegExp;
  /** The query keys the page reads, each by its first value: the rest of a query changes nothing on it. */
  query: readonly string[];
  /** Whether the page reads an empty value as no value (the catalogue's filter form sends every field). */
  emptyIsNone?: boolean;
  /** The kinds of data it shows: a save of another kind leaves its copies be. */
  tags: readonly CacheTag[];
};

/**
 * The pages that show every visitor the same thing. Not here: forms with a one-time key in their HTML (contact,
 * order, inquiry), private or token pages (requests, alerts), staff pages, and the visitor's own lists (favourites,
 * comparison), which are drawn in the browser anyway.
 */
const SHARED_PAGES: readonly SharedPageRule[] = [
  { path: /^$/, query: [], tags: ALL_CACHE_TAGS },
  {
    path: /^\/(sale|purchase)(\/[a-z0-9-]+)?$/,
    query: [...CATALOGUE_QUERY_KEYS, VIEW_QUERY_KEY],
    emptyIsNone: true,
    tags: ALL_CACHE_TAGS,
  },
  { path: /^\/(sale|purchase)\/item\/[a-z0-9-]+$/, query: [], tags: ALL_CACHE_TAGS },
  { path: /^\/purchases$/, query: [], tags: ALL_CACHE_TAGS },
  // The lists read their page number (pageFromQuery); the posts, reviews and body works read nothing else.
  { path: /^\/(blog|reviews)$/, query: ["page"], tags: [CACHE_TAGS.content] },
  { path: /^\/(blog|reviews|bodyseisaku)(\/[a-z0-9-]+)?$/, query: [], tags: [CACHE_TAGS.content] },
  // The auction pages answer their estimator's form (an empty field is one left empty, and said so); the truck
  // auction's shows vehicles of the stock.
  { path: /^\/(autoauction|truckauction)$/, query: Object.values(ESTIMATOR_FIELDS), tags: ALL_CACHE_TAGS },
  // Copy from the messages, the company's own data and the running campaigns.
  { path: /^\/(company|services|kaitori|tokushoho|line)$/, query: [], tags: [CACHE_TAGS.content] },
];

/**
 * The request headers Next's answer to its router varies by (its `Vary`, pinned in e2e/next-assumptions.http.spec.ts):
 * a router's request is kept once per combination of them.
 */
export const ROUTER_VARY_HEADERS: readonly string[] = [
  "rsc",
  "next-router-state-tree",
  "next-router-prefetch",
  "next-router-segment-prefetch",
  "next-url",
];
/** The query key of Next's router: a hash of the headers above, which Next checks against them. */
const ROUTER_QUERY_KEY = "_rsc";

/**
 * The cookies a shared page is drawn by (the catalogue's cards or list): the page is kept once per value,
 * and the door's render gets this cookie alone.
 */
const DRAWN_BY_COOKIES = [VIEW_COOKIE];

type PageRequest = { method?: string; url?: string; headers: IncomingHttpHeaders };

/** What the door asks Next for, and under which key it keeps the answer. */
export type SharedRequest = {
  key: string;
  /** The address the door asks Next for: the page's path and the query it reads (and the router's hash). */
  url: string;
  cookie: string;
  /** The router's headers, for a client navigation or a prefetch; empty for a page load. */
  router: Record<string, string>;
  /** Whether the browser is guessing (a prefetch) rather than the visitor asking. */
  prefetch: boolean;
  tags: readonly CacheTag[];
};

/**
 * The shared page a request asks for, or null when it must be rendered for this request: anything but a GET or
 * HEAD of a shared page, and a server action. `staffSession` is whether the request carries the staff session's
 * cookie: the caller checks it and passes `true` only for a valid one (the blog shows staff more).
 */
export function sharedPageRequest(request: PageRequest, staffSession = hasStaffCookie(request)): SharedRequest | null {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (staffSession || request.headers["next-action"] !== undefined) return null;
  const url = request.url ?? "/";
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const match = /^\/(jp|en)(\/.*)?$/.exec(path);
  const rule = match && SHARED_PAGES.find((page) => page.path.test(match[2] ?? ""));
  if (!rule) return null;
  const sent = queryAt === -1 ? "" : url.slice(queryAt + 1);
  const given = new URLSearchParams(sent);
  const router: Record<string, string> = {};
  const isRouter = request.headers.rsc !== undefined;
  let query: string;
  if (isRouter) {
    // The router checks the payload against the address it asked for: Next states the search it rendered, and
    // one that differs (another order, a parameter dropped) is a page the router did not ask for, which it asks
    // for again and then loads whole. So a router's request is asked as it was sent, and shared only when it
    // carries nothing the page does not read.
    if ([...given.keys()].some((name) => name !== ROUTER_QUERY_KEY && !rule.query.includes(name))) return null;
    for (const name of ROUTER_VARY_HEADERS) {
      const value = request.headers[name];
      if (typeof value === "string") router[name] = value;
    }
    query = sent;
  } else {
    const read = new URLSearchParams();
    for (const name of rule.query) {
      const value = given.get(name);
      if (value !== null && (value !== "" || !rule.emptyIsNone)) read.set(name, value);
    }
    query = read.toString();
  }
  const cookie = cookiePairs(request.headers.cookie)
    .filter(([name, value]) => DRAWN_BY_COOKIES.includes(name) && /^[a-z]{1,16}$/.test(value))
    .map(([name, value]) => `${name}=${value}`)
    .sort()
    .join("; ");
  const target = query ? `${path}?${query}` : path;
  const routerPart = isRouter
    ? ` ${digest(JSON.stringify(ROUTER_VARY_HEADERS.map((name) => router[name] ?? null)))}`
    : "";
  return {
    key: `${target}${cookie ? ` ${cookie}` : ""}${routerPart}`,
    url: target,
    cookie,
    router,
    prefetch: isRouter && isPrefetchRequest((name) => router[name]),
    tags: rule.tags,
  };
}

/**
 * Whether the browser is guessing (a router prefetch, or a page fetched ahead by the browser itself) rather than the
 * visitor asking: `header` reads one request header by its lower-case name.
 */
export function isPrefetchRequest(header: (name: string) => string | null | undefined): boolean {
  return (
    Boolean(header("next-router-prefetch")) ||
    Boolean(header("next-router-segment-prefetch")) ||
    /prefetch/i.test(header("sec-purpose") ?? header("purpose") ?? "")
  );
}

/** Whether the request carries a staff session's cookie at all (whether it is valid is the caller's to check). */
export function hasStaffCookie(request: PageRequest): boolean {
  return cookiePairs(request.headers.cookie).some(([name]) => name === TOKEN_COOKIE);
}

/** The staff session's cookie, if the request carries one. */
export function staffCookieOf(request: PageRequest): string | undefined {
  return cookiePairs(request.headers.cookie).find(([name]) => name === TOKEN_COOKIE)?.[1];
}

function digest(text: string): string {
  return createHash("sha256").update(text).digest("base64url");
}

function cookiePairs(header: string | undefined): [string, string][] {
  if (!header) return [];
  return header.split(";").map((pair) => {
    const at = pair.indexOf("=");
    return at === -1 ? [pair.trim(), ""] : [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
  });
}

type SharedState = { placeholder: string; generations: Record<CacheTag, number> };
const STATE = Symbol.for("truck-site.page-cache");

function shared(): SharedState {
  const holder = globalThis as unknown as Record<symbol, SharedState | undefined>;
  return (holder[STATE] ??= {
    placeholder: randomBytes(18).toString("base64url"),
    generations: Object.fromEntries(ALL_CACHE_TAGS.map((tag) => [tag, 0])) as Record<CacheTag, number>,
  });
}

/** The nonce a shared page is rendered with: replaced before any response leaves, never sent as it is. */
export function placeholderNonce(): string {
  return shared().placeholder;
}

/** Whether the proxy may render this request with the placeholder: only when the door asked, with the secret. */
export function isSharedRender(headerValue: string | null): boolean {
  return headerValue !== null && headerValue === shared().placeholder;
}

/** Called on every expiry of cache tags in this process: no copy that shows them, rendered before, is served again. */
export function expireSharedPages(tags: readonly CacheTag[]): void {
  const { generations } = shared();
  for (const tag of tags) generations[tag]++;
}

type RedisConnection = {
  client: { isReady: boolean; hmGet(key: string, fields: string[]): Promise<(string | null)[]> };
  keys: { pageGenerations: string };
};
// Published by the Redis cache handler (lib/cache/redis-cache-handler.mjs), which Next loads outside its bundles.
const REDIS_CONNECTION = Symbol.for("truck-site.redis-cache");

/**
 * The generation a copy showing these tags must have been rendered in to be served: each tag's in this process,
 * and with several instances (REDIS_URL) the ones they share, which every instance's expiries move on. Null when
 * the shared ones cannot be read now (Redis away, or not connected yet): the page is then rendered instead.
 */
export async function currentPageGeneration(tags: readonly CacheTag[], usesRedis: boolean): Promise<string | null> {
  const { generations } = shared();
  const local = tags.map((tag) => `${tag}:${generations[tag]}`).join(",");
  if (!usesRedis) return local;
  const connection = (globalThis as unknown as Record<symbol, RedisConnection | undefined>)[REDIS_CONNECTION];
  if (!connection?.client.isReady) return null;
  try {
    const across = await connection.client.hmGet(connection.keys.pageGenerations, [...tags]);
    return `${local};${across.map((value) => value ?? 0).join(",")}`;
  } catch {
    return null;
  }
}

/**
 * Until when a page rendered at `renderedAt` may be served, whatever the saves: until it could read differently with
 * the clock alone, and at most CACHE_SECONDS, the time a write made outside the app takes to be seen.
 */
export function pageExpiresAt(renderedAt: number): number {
  return Math.min(renderedAt + CACHE_SECONDS * 1000, nextClockChange(new Date(renderedAt)).getTime());
}

/** Every occurrence of the placeholder, in a text or a header value, turned into this response's nonce. */
export function withNonce(text: string, nonce: string): string {
  return text.replaceAll(placeholderNonce(), nonce);
}

/** A page as Next answered the door (a 200 HTML page or router payload): head and body, with the placeholder nonce. */
export type SharedPage = {
  headers: [string, string][];
  body: string;
  /** The generation the page was rendered in: read before the render started, so a save during it counts. */
  generation: string;
  /** When it goes, whatever the saves (pageExpiresAt of the moment its render began). */
  expiresAt: number;
};

/** Rendered pages by key, the least recently served dropped first once they take more than their share. */
export class SharedPageStore {
  private readonly pages = new Map<string, SharedPage & { bytes: number }>();
  private bytes = 0;

  constructor(private readonly maxBytes = PAGE_CACHE_BYTES) {}

  /** The page, if it was rendered in this generation and has not expired. */
  get(key: string, generation: string, now = Date.now()): SharedPage | null {
    const page = this.pages.get(key);
    if (!page) return null;
    if (page.generation !== generation || now >= page.expiresAt) {
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
