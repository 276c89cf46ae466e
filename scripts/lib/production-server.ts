// The production build served as a process of its own, for the scripts that measure the site (`npm run
// bench`, `bench:load`, `lighthouse`) and the end-to-end tests that need more than one instance: they must
// neither touch the developer's data nor leave a server running behind them.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createEmptyTestDatabase } from "../../test/database";
import { startEmbeddedPostgres } from "../../lib/db/embedded";

const root = path.resolve(__dirname, "../..");

export interface ScratchDatabase {
  url: string;
  label: string;
  /** Whether the database runs inside this process (embedded PGlite) rather than on a server of its own. */
  inProcess: boolean;
  close(): Promise<void>;
}

/** A fresh database on DATABASE_URL's server, or an embedded PGlite in a temporary folder. */
export async function openScratchDatabase(tmpPrefix: string): Promise<ScratchDatabase> {
  if (process.env.DATABASE_URL) {
    const database = await createEmptyTestDatabase();
    return { url: database.url, label: "PostgreSQL server", inProcess: false, close: database.drop };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), tmpPrefix));
  const embedded = await startEmbeddedPostgres({ dataDir: dir });
  return {
    url: embedded.url,
    label: "embedded PGlite",
    inProcess: true,
    close: async () => {
      await embedded.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface ServerOptions {
  port: number;
  databaseUrl: string;
  authSecret: string;
  /** Passed on to scripts/start.ts, e.g. SKIP_BUILD. */
  env?: Record<string, string>;
  /** The cores the server may run on, as `taskset -c` reads them ("0", "1-3"); any when omitted. */
  cpus?: string;
  /** The checkout whose launcher and build to run (another commit's, to compare builds); this one when omitted. */
  root?: string;
}

export interface ProductionServer {
  base: string;
  /** The launcher's process id, at the top of the server's process tree. */
  pid: number;
  stop(): Promise<void>;
  /** SIGTERM, as an orchestrator sends it, without forcing: resolves when the launcher has exited. */
  terminate(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function hasExited(child: ChildProcess) {
  return child.exitCode !== null || child.signalCode !== null;
}

async function requestHome(base: string, home = "/jp") {
  try {
    return await fetch(`${base}${home}`);
  } catch {
    return undefined;
  }
}

async function waitForServer(base: string, server: ChildProcess, home = "/jp") {
  for (let i = 0; i < 600; i++) {
    // A server that died (a failed build, a .next folder being rebuilt) will never answer: say so now.
    if (hasExited(server))
      throw new Error(`the server exited (${server.exitCode ?? server.signalCode}) before it answered`);
    if ((await requestHome(base, home))?.ok) return;
    await sleep(500);
  }
  throw new Error("the server did not start");
}

function signalGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already stopped
  }
}

/** SIGTERM to the whole group; resolves when the launcher has exited. */
function terminateProcessGroup(server: ChildProcess): Promise<void> {
  const exited = hasExited(server)
    ? Promise.resolve()
    : new Promise<void>((resolve) => server.once("exit", () => resolve()));
  if (server.pid) signalGroup(server.pid, "SIGTERM");
  return exited;
}

async function stopProcessGroup(server: ChildProcess) {
  if (!server.pid) return;
  await Promise.race([terminateProcessGroup(server), sleep(10_000)]);
  // Whatever outlived the launcher or ignored SIGTERM would keep the port and the database busy.
  signalGroup(server.pid, "SIGKILL");
}

/**
 * Runs scripts/start.ts (which builds first when the build is stale, unless SKIP_BUILD=1) and waits until it answers.
 */
export async function startProductionServer(options: ServerOptions): Promise<ProductionServer> {
  const base = `http://127.0.0.1:${options.port}`;
  // Otherwise the measurements would quietly go to whichever server already holds the port.
  if (await requestHome(base)) throw new Error(`another server already answers on port ${options.port}`);
  const checkout = options.root ?? root;
  const launcher = [path.join(checkout, "node_modules/.bin/tsx"), "scripts/start.ts"];
  // taskset execs the launcher in its own place (same pid, same process group), and the site's server inherits
  // the cores.
  const [command, ...args] = options.cpus ? ["taskset", "-c", options.cpus, ...launcher] : launcher;
  const server = spawn(command, args, {
    cwd: checkout,
    env: {
      ...process.env,
      SITE_URL: base,
      ...options.env,
      DATABASE_URL: options.databaseUrl,
      PORT: String(options.port),
      AUTH_SECRET: options.authSecret,
      NEXT_TELEMETRY_DISABLED: "1",
    },
    stdio: ["ignore", "inherit", "inherit"],
    // A process group of its own: the site's server (scripts/server.ts) outlives the launcher when only the launcher is
    // killed.
    detached: true,
  });
  const stop = () => stopProcessGroup(server);
  try {
    await waitForServer(base, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: server.pid!, stop, terminate: () => terminateProcessGroup(server) };
}

/** The framework's floor for `npm run bench`: a bare Next.js app of one paragraph, rendered per request. */
const BARE_APP = path.join(root, "scripts/bench-floor");

/**
 * Builds the bare app in a folder of its own under the system's temporary one, kept for the next run while the app
 * and the installed Next.js stay the same. Not in place: built inside this project, Turbopack takes the project's
 * instrumentation.ts and proxy.ts into the bare app (Next.js 16.4), and the floor would carry the site's own work.
 * Next.js comes from this project's node_modules, linked file by file (`cp -al`: no copy, no install).
 */
function buildBareApp(): string {
  const sources = fs.readdirSync(BARE_APP, { recursive: true, encoding: "utf8" }).sort();
  const hash = createHash("sha256").update(fs.readFileSync(path.join(root, "node_modules/next/package.json")));
  for (const file of sources)
    if (fs.statSync(path.join(BARE_APP, file)).isFile())
      hash.update(file).update(fs.readFileSync(path.join(BARE_APP, file)));
  const dir = path.join(os.tmpdir(), `bench-floor-${hash.digest("hex").slice(0, 12)}`);
  if (fs.existsSync(path.join(dir, ".next/BUILD_ID"))) return dir;
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(BARE_APP, dir, { recursive: true });
  const linked = spawnSync("cp", ["-al", path.join(root, "node_modules"), path.join(dir, "node_modules")]);
  const next = path.join(dir, "node_modules/next/dist/bin/next");
  const build = linked.status === 0 && spawnSync(process.execPath, [next, "build"], { cwd: dir, stdio: "inherit" });
  if (!build || build.status !== 0) throw new Error("the bare Next.js app did not build");
  return dir;
}

/** The bare app under `next start`: what any page rendered per request costs on this machine. */
export async function startBareNextServer(port: number): Promise<ProductionServer> {
  const base = `http://127.0.0.1:${port}`;
  if (await requestHome(base, "/")) throw new Error(`another server already answers on port ${port}`);
  const dir = buildBareApp();
  const next = path.join(dir, "node_modules/next/dist/bin/next");
  const server = spawn(process.execPath, [next, "start", "--port", String(port), "--hostname", "127.0.0.1"], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const stop = () => stopProcessGroup(server);
  try {
    await waitForServer(base, server, "/");
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: server.pid!, stop, terminate: () => terminateProcessGroup(server) };
}
