// Whether `npm start` must build first: no build yet, or a source file newer than the last build.
import fs from "node:fs";
import path from "node:path";

const SOURCE_DIRS = ["app", "components", "lib", "messages", "public"];
const SOURCE_FILES = ["proxy.ts", "instrumentation.ts", "next.config.ts", "postcss.config.mjs", "package.json"];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) {
    if (entry === "generated" || entry === "node_modules") continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function buildIsStale(root: string): boolean {
  const stamp = path.join(root, ".next/BUILD_ID");
  if (!fs.existsSync(stamp)) return true;
  const built = fs.statSync(stamp).mtimeMs;
  return [...SOURCE_DIRS, ...SOURCE_FILES].some((entry) => newestMtime(path.join(root, entry)) > built);
}
