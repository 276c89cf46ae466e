// `npm start`: the whole site on one command. Without DATABASE_URL it starts the embedded PostgreSQL
// (PGlite under DATA_DIR), applies migrations, seeds demo data into an empty database, builds the app
// when the build is missing or older than the sources, and serves it on PORT (3000) with the site's server
// (scripts/server.ts: Next.js behind the front door), in a process of its own beside the embedded database's.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { applyMigrations } from "../lib/db/migrations";
import { seedDemoDataIfEmpty } from "../prisma/seed";
import { backfillSearchDocuments } from "../lib/catalogue/search-document";
import { ensureAuthSecret, openDatabase } from "./lib/database";
import { buildIsStale } from "./lib/build-stamp";
import { ensureFirstStaffAccount } from "../lib/auth/bootstrap";
import { localSiteUrl, SITE_URL_MISSING } from "../lib/env";

const root = path.resolve(__dirname, "..");
const nextBin = path.join(root, "node_modules/.bin/next");

function log(message: string) {
  console.log(`[start] ${message}`);
}

async function main() {
  const port = process.env.PORT || "3000";
  // A site on a database server is a real deployment: its links must name its public origin, never a guess.
  // The embedded demo is this machine's own, at localhost.
  if (process.env.DATABASE_URL && !process.env.SITE_URL) {
    console.error(`[start] ${SITE_URL_MISSING}`);
    process.exit(1);
  }
  const siteUrl = process.env.SITE_URL || localSiteUrl(port);
  const database = await openDatabase();
  log(database.embedded ? `embedded PostgreSQL (PGlite) ready on ${new URL(database.url).host}` : "using DATABASE_URL");

  const applied = await applyMigrations(database.url);
  log(applied.length ? `applied migrations: ${applied.join(", ")}` : "database schema is up to date");
  if (await seedDemoDataIfEmpty(database.url)) log("loaded demo data into the empty database");
  const indexed = await backfillSearchDocuments(database.url);
  if (indexed) log(`built the search text of ${indexed} vehicles`);
  const account = await ensureFirstStaffAccount(
    database.url,
    {
      ADMIN_EMAIL: process.env.ADMIN_EMAIL,
      ADMIN_PASSWORD: process.env.ADMIN_PASSWORD,
      ADMIN_NAME: process.env.ADMIN_NAME,
    },
    database.embedded,
  );
  if (account.status === "created" && account.generatedPassword) {
    log(
      `created the first staff account ${account.email} with the password ${account.generatedPassword} (shown once; ` +
        `change it with npm run admin -- reset ${account.email})`,
    );
  } else if (account.status === "created") {
    log(`created the first staff account ${account.email} from ADMIN_EMAIL and ADMIN_PASSWORD`);
  } else if (account.status === "missing") {
    log("no staff account yet: set ADMIN_EMAIL and ADMIN_PASSWORD, or run npm run admin -- add <email> <name>");
  }

  const env = {
    ...process.env,
    DATABASE_URL: database.url,
    AUTH_SECRET: ensureAuthSecret(),
    PORT: port,
    SITE_URL: siteUrl,
    NEXT_TELEMETRY_DISABLED: "1",
  };

  if (process.env.SKIP_BUILD !== "1" && buildIsStale(root)) {
    log("building the site (next build)…");
    const build = spawnSync(process.execPath, [nextBin, "build"], {
      cwd: root,
      env: { ...env, NODE_ENV: "production" },
      stdio: "inherit",
    });
    if (build.status !== 0) throw new Error("next build failed");
  }

  // In the launcher's process group: whoever stops the group (a terminal's Ctrl-C, a test runner) stops both.
  const server = spawn(process.execPath, ["--import", "tsx", "scripts/server.ts"], {
    cwd: root,
    env: { ...env, NODE_ENV: "production" },
    stdio: "inherit",
  });
  log(`serving ${siteUrl} on port ${port}`);

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (server.exitCode === null) server.kill("SIGTERM");
    await new Promise((resolve) => (server.exitCode === null ? server.once("exit", resolve) : resolve(null)));
    await database.close();
    process.exit(code);
  };
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));
  server.on("exit", (code) => void stop(code ?? 1));
}

main().catch((error) => {
  console.error(`[start] ${error instanceof Error ? error.stack : error}`);
  process.exit(1);
});
