// A PostgreSQL server of a test's own (initdb in a temporary folder, its own port), so that a test can
// stop and restart the server under the site without touching the one every other test uses.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface PrivatePostgres {
  url: string;
  start(): void;
  /** A fast shutdown, as an operator or a crash would: open connections are cut. */
  stop(): void;
  destroy(): void;
}

function binDir(): string {
  const fromConfig = spawnSync("pg_config", ["--bindir"], { encoding: "utf8" });
  if (fromConfig.status === 0 && fs.existsSync(path.join(fromConfig.stdout.trim(), "initdb")))
    return fromConfig.stdout.trim();
  const versions = fs.existsSync("/usr/lib/postgresql")
    ? fs.readdirSync("/usr/lib/postgresql").sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions) {
    const dir = `/usr/lib/postgresql/${version}/bin`;
    if (fs.existsSync(path.join(dir, "initdb"))) return dir;
  }
  throw new Error("PostgreSQL's server programs (initdb, pg_ctl) were not found");
}

/** True where initdb and pg_ctl can run: they refuse root, so as root they run as the postgres user. */
export function canRunPrivatePostgres(): boolean {
  try {
    binDir();
    return process.getuid?.() !== 0 || spawnSync("id", ["-u", "postgres"]).status === 0;
  } catch {
    return false;
  }
}

/** `port` should lie below the ephemeral range (32768 and up on Linux), where no outgoing connection can hold it. */
export function createPrivatePostgres(port: number): PrivatePostgres {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const run = (program: string, args: string[]) => {
    const command = asRoot
      ? (["runuser", ["-u", "postgres", "--", path.join(bin, program), ...args]] as const)
      : ([path.join(bin, program), args] as const);
    execFileSync(command[0], [...command[1]], { stdio: "pipe" });
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "private-pg-"));
  const data = path.join(dir, "data");
  if (asRoot) execFileSync("chown", ["postgres", dir]);
  run("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const server: PrivatePostgres = {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    start: () => run("pg_ctl", ["-D", data, "-o", options, "-l", path.join(dir, "log"), "-w", "start"]),
    stop: () => run("pg_ctl", ["-D", data, "-m", "fast", "-w", "stop"]),
    destroy: () => {
      try {
        server.stop();
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    server.start();
  } catch (error) {
    const log = fs.existsSync(path.join(dir, "log"))
      ? fs.readFileSync(path.join(dir, "log"), "utf8").trim().split("\n").slice(-3).join("\n")
      : "";
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start on port ${port}:\n${log}`, { cause: error });
  }
  return server;
}
