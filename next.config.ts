import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // The embedded database and sharp are loaded by Node at run time, not bundled.
  serverExternalPackages: ["@electric-sql/pglite", "@electric-sql/pglite-socket", "sharp", "pg"],
};

export default withNextIntl(nextConfig);
