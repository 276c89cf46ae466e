import { randomBytes } from "node:crypto";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

// Messages are compiled when the site is built, not parsed on every request: the server formats them from the
// compiled form, and the browser gets no message parser (use-intl's formatter without it).
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: "infer", precompile: true } },
});

// Query results (catalogue searches, master data, content) are cached in memory only, so a flood of distinct
// searches can neither fill the disk nor grow the process without bound: least recently used entries go first.
const CACHE_MEMORY_BYTES = 256 * 1024 * 1024;

// Sent with every response. Pages get their Content-Security-Policy from proxy.ts, with a nonce; every other
// response gets a static one, and HSTS on an https site, from the server's front door (lib/http/front-door.ts),
// which decides at run time, on SITE_URL: this file's headers are fixed when the site is built.
const SECURITY_HEADERS = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  {
    key: "Permissions-Policy",
    value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()",
  },
];

// One id per build, baked into the server and the browser's scripts alike: /builds/latest.json answers the
// server's, and an open tab compares it with its own. The build's worker processes inherit the first value.
process.env.APP_BUILD_ID ||= `${Date.now().toString(36)}-${randomBytes(4).toString("hex")}`;
process.env.APP_BUILT_AT ||= new Date().toISOString();

const nextConfig: NextConfig = {
  generateBuildId: async () => process.env.APP_BUILD_ID!,
  env: { APP_BUILD_ID: process.env.APP_BUILD_ID, APP_BUILT_AT: process.env.APP_BUILT_AT },
  async headers() {
    return [{ source: "/:path*", headers: SECURITY_HEADERS }];
  },
  poweredByHeader: false,
  // Photos are resized once, on upload (lib/media); the on-demand optimizer would only be a way in.
  images: { unoptimized: true },
  reactStrictMode: true,
  cacheMaxMemorySize: CACHE_MEMORY_BYTES,
  // Several instances share one cache in Redis, so a save on one is seen by all; alone, the in-memory cache.
  ...(process.env.REDIS_URL ? { cacheHandler: require.resolve("./lib/cache/redis-cache-handler.mjs") } : {}),
  experimental: { isrFlushToDisk: false },
  // The embedded database, native sharp and the worker-thread pool that decodes HEIC (lib/media/image-work.ts, whose
  // worker loads the WebAssembly decoder itself) are loaded by Node at run time, not bundled. So is pdfkit
  // (lib/deals/pdf.ts): it reads its font metrics (data/*.afm) from beside its own file, which a bundle moves away
  // from, and every new document loads Helvetica from them.
  serverExternalPackages: ["@electric-sql/pglite", "sharp", "pg", "piscina", "pdfkit"],
};

export default withNextIntl(nextConfig);
