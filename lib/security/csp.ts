// The Content-Security-Policy of every page, built per request around a fresh nonce. Next reads the nonce
// back from the policy on the request and puts it on its own scripts; scripts those add (the tag manager)
// are trusted through 'strict-dynamic', so no component needs the nonce itself.

/** Where Google Tag Manager and the analytics it loads live: allowed only when a container is configured. */
const TAG_MANAGER_SOURCES = ["https://www.googletagmanager.com"];
const ANALYTICS_SOURCES = ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"];

export type PolicyOptions = {
  nonce: string;
  tagManager: boolean;
  /** React's development build evaluates strings to rebuild server stacks; production never does. */
  development: boolean;
  https: boolean;
};

export function contentSecurityPolicy({ nonce, tagManager, development, https }: PolicyOptions): string {
  const scripts = [`'nonce-${nonce}'`, "'strict-dynamic'", "'self'", ...(tagManager ? TAG_MANAGER_SOURCES : []), ...(development ? ["'unsafe-eval'"] : [])];
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
 * Whether the visitor reached us over https, directly or through a reverse proxy that says so. Decides HSTS
 * (next.config.ts asks the same header), the policy's upgrade-insecure-requests and the session cookie's
 * Secure flag alike.
 */
export function isHttpsRequest(url: URL, headers: Headers): boolean {
  return (headers.get("x-forwarded-proto")?.split(",")[0].trim() ?? url.protocol.replace(":", "")) === "https";
}
