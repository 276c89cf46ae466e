import { spawn } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { cpuNanoseconds, findInTree, processTree } from "./process-cpu";

const children: ReturnType<typeof spawn>[] = [];
afterEach(() => children.splice(0).forEach((child) => child.kill()));

describe("a server's CPU, read from the scheduler", () => {
  it("counts what this process spent, as the kernel's own account of it does", () => {
    const before = cpuNanoseconds([process.pid]);
    const usage = process.cpuUsage();
    // Busy until the process has spent 30 ms (not until 30 ms have passed: a busy machine would give it less).
    while (process.cpuUsage(usage).user < 30_000);
    const spentNs = (process.cpuUsage(usage).user + process.cpuUsage(usage).system) * 1000;
    expect(cpuNanoseconds([process.pid]) - before).toBeGreaterThan(0.9 * spentNs);
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
