// The reference build `npm run lighthouse` compares this checkout's build with (LIGHTHOUSE_BASELINE): another
// commit's tree, built apart in a folder of the system's temporary one and kept there for the next session while
// the commit stays the same, as the bare app of `npm run bench` is (production-server.ts).
import { spawnSync, type SpawnSyncOptions } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(__dirname, "../..");

export interface ReferenceBuild {
  /** The ref as given, and the commit it names. */
  ref: string;
  commit: string;
  /** The built checkout: its launcher, its build, its migrations and demo data. */
  root: string;
}

function run(command: string, args: string[], options: SpawnSyncOptions = {}) {
  const result = spawnSync(command, args, { encoding: "utf8", ...options });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(" ")} failed (${result.status}): ${String(result.stderr ?? "").trim()}`);
  return String(result.stdout ?? "").trim();
}

const sameFile = (a: string, b: string) =>
  fs.existsSync(a) && fs.existsSync(b) && fs.readFileSync(a).equals(fs.readFileSync(b));

/**
 * The commit `ref` names, built. Its tree comes from git (no worktree to register and prune); its packages are this
 * checkout's, linked file by file (`cp -al`), when its package-lock.json is the same, or installed with `npm ci`
 * when not; its Prisma client is this checkout's when the schema is the same, or generated from its own.
 */
export function buildReference(ref: string, log: (message: string) => void): ReferenceBuild {
  const commit = run("git", ["rev-parse", "--verify", `${ref}^{commit}`], { cwd: root });
  const dir = path.join(os.tmpdir(), `lighthouse-reference-${commit.slice(0, 12)}`);
  if (fs.existsSync(path.join(dir, ".next/BUILD_ID"))) {
    log(`reference ${ref} (${commit.slice(0, 7)}): the build in ${dir}`);
    return { ref, commit, root: dir };
  }
  log(`reference ${ref} (${commit.slice(0, 7)}): building it in ${dir}…`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  run("sh", ["-c", `git archive ${commit} | tar -x -C ${JSON.stringify(dir)}`], { cwd: root });
  const inherit: SpawnSyncOptions = { cwd: dir, stdio: "inherit" };
  if (sameFile(path.join(root, "package-lock.json"), path.join(dir, "package-lock.json")))
    run("cp", ["-al", path.join(root, "node_modules"), path.join(dir, "node_modules")]);
  else run("npm", ["ci"], inherit);
  if (sameFile(path.join(root, "prisma/schema.prisma"), path.join(dir, "prisma/schema.prisma")))
    run("cp", ["-r", path.join(root, "lib/generated"), path.join(dir, "lib/generated")]);
  else run(process.execPath, ["scripts/generate.mjs"], inherit);
  run(process.execPath, [path.join(dir, "node_modules/next/dist/bin/next"), "build"], {
    ...inherit,
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
  });
  return { ref, commit, root: dir };
}
