// The demo site for the scripts that look at it as visitors do. Apart from production-server.ts because it seeds
// the database, and the end-to-end specs that start servers of their own load that module, not the Prisma client.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { applyMigrations } from "../../lib/db/migrations";
import { seedDemoDataIfEmpty } from "../../prisma/seed";
import { buildIsStale } from "./build-stamp";
import { openScratchDatabase, startProductionServer } from "./production-server";

const ownRoot = path.resolve(__dirname, "../..");

export interface DemoSite {
  base: string;
  /** Which database it runs on, for the script's report. */
  label: string;
  /** Whether that database runs in this process (embedded PGlite), and so on the cores this process is held to. */
  databaseInProcess: boolean;
  stop(): Promise<void>;
}

/**
 * The demo site on a database of its own, for a script that looks at the site as visitors do (`npm run
 * lighthouse`, `npm run screenshots`): migrated, seeded, and served from the build there is, not rebuilt under
 * the feet of someone editing the same checkout.
 */
export async function startDemoSite(options: {
  tmpPrefix: string;
  port: number;
  log: (message: string) => void;
  env?: Record<string, string>;
  /**
   * The cores the site may run on (`taskset -c` syntax). The embedded PGlite answers from this very process, so
   * then this process is held to them too, every thread of it.
   */
  cpus?: string;
  /**
   * Another checkout to serve (a reference build to compare with): its own launcher migrates and seeds the
   * database with its own schema and demo data, which may differ from this checkout's.
   */
  root?: string;
}): Promise<DemoSite> {
  const { log } = options;
  const root = options.root ?? ownRoot;
  const built = fs.existsSync(path.join(root, ".next/BUILD_ID"));
  if (!built) log("no production build yet: scripts/start.ts builds it first");
  else if (buildIsStale(root))
    log("some sources are newer than the build; using the existing build (npm run build first)");
  const database = await openScratchDatabase(options.tmpPrefix);
  try {
    if (options.cpus && database.inProcess) pinThisProcess(options.cpus);
    log(`${database.label}: migrating and seeding the demo data…`);
    if (root === ownRoot) {
      await applyMigrations(database.url);
      await seedDemoDataIfEmpty(database.url);
    }
    const server = await startProductionServer({
      port: options.port,
      databaseUrl: database.url,
      authSecret: randomBytes(36).toString("base64url"),
      env: { ...options.env, ...(built && { SKIP_BUILD: "1" }) },
      cpus: options.cpus,
      root,
    });
    return {
      base: server.base,
      label: database.label,
      databaseInProcess: database.inProcess,
      stop: async () => {
        await server.stop();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

function pinThisProcess(cpus: string) {
  const pinned = spawnSync("taskset", ["-apc", cpus, String(process.pid)], { encoding: "utf8" });
  if (pinned.status !== 0) throw new Error(`taskset could not pin this process to ${cpus}: ${pinned.stderr}`);
}
