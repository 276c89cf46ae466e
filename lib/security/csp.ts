// The Content-Security-Policy of every page, built per request around a fresh nonce. Next reads the nonce
// back from the policy on the request and puts it on its own scripts; scripts those add (the tag manager)
// are trusted through 'strict-dynamic', so no component needs the nonce itself.

/** Where Google Tag Manager and the analytics it loads live: allowed only when a container is configured. */
const TAG_MANAGER_SOURCES = ["https://www.googletagmanager.com"];
const ANALYTICS_SOURCES = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.googletagmanager.com",
];

export type PolicyOptions = {
  nonce: string;
  tagManager: boolean;
  /** React's development build evaluates strings to rebuild server stacks; production never does. */
  development: boolean;
  https: boolean;
};

export function contentSecurityPolicy({ nonce, tagManager, development, https }: PolicyOptions): string {
  const scripts = [
    `'nonce-${nonce}'`,
    "'strict-dynamic'",
    "'self'",
    ...(tagManager ? TAG_MANAGER_SOURCES : []),
    ...(development ? ["'unsafe-eval'"] : []),
  ];
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    ["script-src", ...scripts],
    // React writes style attributes (the gallery's position, progress bars); styles cannot run code.
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", ...(tagManager ? [...TAG_MANAGER_SOURCES, ...ANALYTICS_SOURCES] : [])],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'", ...(tagManager ? ANALYTICS_SOURCES : [])],
    // Staff embed a vehicle's video from any https site (YouTube, Vimeo); the tag manager's fallback is a frame too.
    ["frame-src", "https:"],
    ["media-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'none'"],
    ...(https ? ([["upgrade-insecure-requests"]] as [string][]) : []),
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** 128 random bits, base64: unguessable and valid in a nonce-source. */
export function createNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/**
 * The policy of every response that is not a page (JSON, photos, feeds, Next's own files and its 404s): it
 * may run nothing, post nowhere and be framed by nobody. Pages get theirs, with a nonce, from the proxy.
 */
export const STATIC_POLICY =
  "default-src 'none'; img-src 'self'; style-src 'self' 'unsafe-inline'; font-src 'self'; base-uri 'none'; " +
  "form-action 'none'; frame-ancestors 'none'";

/** Two years, as the preload list asks. */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

/**
 * Whether the site is served over https: its configured origin (SITE_URL) says so, never a request header.
 * Decides HSTS, the policy's upgrade-insecure-requests and the session cookie's Secure flag alike.
 */
export function isHttpsSite(siteUrl: string): boolean {
  return new URL(siteUrl).protocol === "https:";
}
