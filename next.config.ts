import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

// Catalogue pages and query results are cached in memory only, so a flood of distinct searches can neither
// fill the disk nor grow the process without bound: least recently used entries go first. A catalogue page
// with its navigation data is about 0.4 MB, so this keeps the most asked few hundred searches.
const CACHE_MEMORY_BYTES = 256 * 1024 * 1024;

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  cacheMaxMemorySize: CACHE_MEMORY_BYTES,
  experimental: { isrFlushToDisk: false },
  // The embedded database and the image decoders (native sharp, WebAssembly libheif) are loaded by Node at run time, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "@electric-sql/pglite-socket", "sharp", "pg", "heic-decode", "libheif-js"],
};

export default withNextIntl(nextConfig);
