import { spawn } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { cpuNanoseconds, findInTree, processTree } from "./process-cpu";

const children: ReturnType<typeof spawn>[] = [];
afterEach(() => children.splice(0).forEach((child) => child.kill()));

describe("a server's CPU, read from the scheduler", () => {
  it("counts what a process spent, as the kernel's own account of it does", async () => {
    // A process of its own: the test runner's worker threads start and end beside the test, and a thread that ends
    // takes its time out of the sum.
    const child = spawn(
      process.execPath,
      [
        "-e",
        // Busy until the process has spent 50 ms (not until 50 ms have passed: a busy machine would give it less).
        [
          "while (process.cpuUsage().user < 50_000);",
          "const u = process.cpuUsage();",
          "console.log(u.user + u.system);",
          "setTimeout(() => {}, 10000);",
        ].join(" "),
      ],
      { stdio: ["ignore", "pipe", "inherit"] },
    );
    children.push(child);
    const reportedNs =
      1000 *
      Number(await new Promise<string>((resolve) => child.stdout!.once("data", (chunk) => resolve(String(chunk)))));
    const countedNs = cpuNanoseconds([child.pid!]);
    expect(countedNs).toBeGreaterThan(0.9 * reportedNs);
    expect(countedNs).toBeLessThan(1.5 * reportedNs);
  });

  it("finds a child by its command line, below the process that started it", async () => {
    const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 10000)", "server-under-test"]);
    children.push(child);
    await new Promise((resolve) => child.once("spawn", resolve));
    expect(processTree(process.pid)).toContain(child.pid);
    expect(findInTree(process.pid, "server-under-test")).toBe(child.pid);
    expect(findInTree(process.pid, "no-such-command-line")).toBeUndefined();
  });

  it("counts nothing for a process that has ended", () => {
    expect(cpuNanoseconds([2 ** 22 + 1])).toBe(0);
  });
});
