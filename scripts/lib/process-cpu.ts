// The CPU a server's processes spend, read from Linux's scheduler statistics: /proc/PID/task/TID/schedstat counts
// each thread's time on a core in nanoseconds, where /proc/PID/stat's clock ticks (10 ms) are too coarse for a
// render of a few milliseconds.
import fs from "node:fs";

function readOrEmpty(file: string) {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    // The process or thread ended between the listing and the read.
    return "";
  }
}

/** The parent's pid from /proc/PID/stat (the command name in parentheses may itself hold spaces or parentheses). */
function parentOf(pid: number) {
  const stat = readOrEmpty(`/proc/${pid}/stat`);
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
}

/** The process and every process below it. */
export function processTree(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const child = Number(entry);
    const parent = parentOf(child);
    parents.set(parent, [...(parents.get(parent) ?? []), child]);
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i++) tree.push(...(parents.get(tree[i]) ?? []));
  return tree;
}

/** The first process in the tree whose command line contains the text (e.g. the site's scripts/server.ts). */
export function findInTree(pid: number, commandContains: string): number | undefined {
  return processTree(pid).find((p) =>
    readOrEmpty(`/proc/${p}/cmdline`).replaceAll("\0", " ").includes(commandContains),
  );
}

/** Nanoseconds on a CPU so far, summed over every thread of the given processes. */
export function cpuNanoseconds(pids: number[]): number {
  let total = 0;
  for (const pid of pids) {
    let threads: string[] = [];
    try {
      threads = fs.readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of threads) total += Number(readOrEmpty(`/proc/${pid}/task/${tid}/schedstat`).split(" ")[0] || 0);
  }
  return total;
}
