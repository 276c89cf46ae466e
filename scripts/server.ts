// The site's server process on the production build, as `npm start` (scripts/start.ts) runs it: Next.js under its
// documented custom-server API (`next({ … })`, `prepare()`, `getRequestHandler()`), served by lib/http/server.ts,
// which passes every request through the front door. Next still runs instrumentation.ts once, in prepare().
import path from "node:path";
import next from "next";
import { createSiteServer, doorSettings } from "../lib/http/server";
import { logError } from "../lib/logging";

const root = path.resolve(__dirname, "..");

async function main() {
  const port = Number(process.env.PORT || 3000);
  // A server with a broken environment (no SITE_URL in production) would answer every page with a 500: it does
  // not start at all, and says why, before Next is prepared.
  let settings;
  try {
    settings = doorSettings();
  } catch (error) {
    logError("env.invalid", error);
    process.exit(1);
  }
  // The host and port Next builds the proxy's request URLs from, as `next start` gives it.
  const app = next({ dev: false, dir: root, hostname: "localhost", port });
  await app.prepare();
  const server = createSiteServer(app.getRequestHandler(), settings);
  server.on("error", (error) => {
    console.error(`[server] ${error.stack ?? error}`);
    process.exit(1);
  });
  server.listen(port, () => console.log(`[server] ready on port ${port}`));
  // As `next start` stops: no new connections, the requests under way answered, then Next closed.
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close(() => void app.close().finally(() => process.exit(0)));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error) => {
  console.error(`[server] ${error instanceof Error ? error.stack : error}`);
  process.exit(1);
});
