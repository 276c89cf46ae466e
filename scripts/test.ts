// `npm test`: lint, type check, unit and UI tests, integration tests against PostgreSQL (a fresh database
// on DATABASE_URL's server, or in-memory PGlite), one production build, then Playwright against that build on a
// fresh database (plain HTTP, 1280 px, and 375 px where the phone's layout differs). Ends with each step's time and
// counts, then one line: "N passed, N failed, N skipped", where a test that passed only on a retry counts as
// failed; the flaky and the skipped end-to-end tests are named above it.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createEmptyTestDatabase } from "../test/database";
import { buildIsStale } from "./lib/build-stamp";
import { ensureBrowserPrerequisites } from "./lib/prerequisites";

const root = path.resolve(__dirname, "..");
const results = path.join(root, "test-results");
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(label: string, command: string, args: string[], env: Record<string, string | undefined> = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", ...env },
  });
  return result.status === 0;
}

/**
 * Commands one after the other, their output kept and printed whole once they are done: two such sequences can
 * run side by side without their lines interleaving. Resolves with whether every command succeeded, and the time.
 */
function runQuietly(commands: [label: string, command: string, args: string[]][]) {
  const started = performance.now();
  return new Promise<{ ok: boolean; output: string; seconds: number }>((resolve) => {
    let output = "";
    const done = (ok: boolean) => resolve({ ok, output, seconds: (performance.now() - started) / 1000 });
    const next = (i: number) => {
      if (i === commands.length) return done(true);
      const [label, command, args] = commands[i];
      output += `\n▶ ${label}\n`;
      const child = spawn(command, args, {
        cwd: root,
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", FORCE_COLOR: "1" },
      });
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
      child.on("error", (error) => {
        output += `${error}\n`;
        done(false);
      });
      child.on("close", (code) => (code === 0 ? next(i + 1) : done(false)));
    };
    next(0);
  });
}

function bin(name: string) {
  return path.join(root, "node_modules/.bin", name);
}

function countVitest(file: string) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, "utf8"));
  // A test file that fails before any test runs (an import that does not resolve) has no failed test to
  // count: it counts as one failure, named, so the closing line never says "0 failed" over a failed step.
  const broken = (
    (report.testResults ?? []) as { name: string; status: string; assertionResults?: unknown[] }[]
  ).filter((r) => r.status === "failed" && !r.assertionResults?.length);
  for (const result of broken)
    console.log(`Test file failed before its tests ran: ${path.relative(root, result.name)}`);
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += (report.numFailedTests ?? 0) + broken.length;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

interface PlaywrightSuite {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: {
    title: string;
    file: string;
    line: number;
    tests: {
      projectName: string;
      status: "expected" | "unexpected" | "flaky" | "skipped";
      annotations: { type: string; description?: string }[];
    }[];
  }[];
}

/** Flaky tests (passed only on a retry) count as failed and are named; skipped ones are told with their reasons. */
function countPlaywright(file: string) {
  if (!fs.existsSync(file)) return;
  const flaky: string[] = [];
  const skipReasons = new Map<string, Set<string>>();
  const skipCounts = new Map<string, number>();
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const name = `[${test.projectName}] e2e/${spec.file}:${spec.line} › ${[...titles, spec.title].join(" › ")}`;
        if (test.status === "expected") totals.passed++;
        else if (test.status === "skipped") {
          totals.skipped++;
          const reason = test.annotations.find((a) => a.type === "skip")?.description || "did not run";
          skipCounts.set(reason, (skipCounts.get(reason) ?? 0) + 1);
          skipReasons.set(reason, (skipReasons.get(reason) ?? new Set()).add(`e2e/${spec.file}`));
        } else {
          totals.failed++;
          if (test.status === "flaky") flaky.push(name);
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of (JSON.parse(fs.readFileSync(file, "utf8")).suites ?? []) as PlaywrightSuite[]) walk(suite, []);
  if (skipCounts.size) {
    console.log("\nSkipped end-to-end tests:");
    for (const [reason, count] of skipCounts)
      console.log(`  ${count} × ${reason} (${[...skipReasons.get(reason)!].join(", ")})`);
  }
  if (flaky.length) {
    console.log("\nFlaky end-to-end tests (passed only on a retry, counted as failed):");
    for (const name of flaky) console.log(`  ${name}`);
  }
}

async function main() {
  // Before anything runs: a machine without Chromium or the CJK fonts learns it now, not at the first browser test.
  if (!ensureBrowserPrerequisites()) {
    console.log("\nFailed steps: prerequisites\n0 passed, 1 failed, 0 skipped");
    process.exit(1);
  }
  fs.rmSync(results, { recursive: true, force: true });
  fs.mkdirSync(results, { recursive: true });
  const failures: string[] = [];
  const layers: { label: string; seconds: number; passed: number; failed: number; skipped: number }[] = [];
  const step = (label: string, work: () => boolean, countResults?: () => void, seconds?: number) => {
    const started = performance.now();
    const before = { ...totals };
    const ok = work();
    countResults?.();
    if (!ok) {
      failures.push(label);
      // A step that failed with no failed test to show for it (lint, the type check, the build, a runner that
      // could not start) counts as one, so the closing line never says "0 failed" over a failed run.
      if (totals.failed === before.failed) totals.failed++;
    }
    layers.push({
      label,
      seconds: seconds ?? (performance.now() - started) / 1000,
      passed: totals.passed - before.passed,
      failed: totals.failed - before.failed,
      skipped: totals.skipped - before.skipped,
    });
    return ok;
  };

  // `npm test -- --e2e`: the end-to-end tests alone, on the build already made when it is current; what follows
  // `--e2e` goes to Playwright (`--project=desktop e2e/contact.spec.ts`). CI runs the journeys that write a second
  // time this way, on the embedded database, after the whole suite on a PostgreSQL server (.ci/run).
  const e2eFlag = process.argv.indexOf("--e2e");
  const e2eOnly = e2eFlag >= 0;
  const playwrightArgs = e2eOnly ? process.argv.slice(e2eFlag + 1) : [];
  if (!e2eOnly) {
    // The linters and the type checker each keep one core busy: side by side they take the time of the longer.
    // Route types (PageProps, LayoutProps) come from Next's typegen, which a fresh clone has not run yet.
    const [lint, types] = await Promise.all([
      runQuietly([
        ["format check", bin("prettier"), ["--check", "."]],
        ["lint", bin("eslint"), ["--max-warnings=0", "."]],
      ]),
      runQuietly([
        ["route types", bin("next"), ["typegen"]],
        ["type check", bin("tsc"), ["--noEmit"]],
      ]),
    ]);
    process.stdout.write(lint.output + types.output);
    step("lint", () => lint.ok, undefined, lint.seconds);
    step("type check", () => types.ok, undefined, types.seconds);
    const vitest = (project: string[], out: string) => [
      "run",
      ...project.flatMap((p) => ["--project", p]),
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${out}`,
    ];
    step(
      "unit tests",
      () => run("unit and UI tests", bin("vitest"), vitest(["unit", "ui"], path.join(results, "unit.json"))),
      () => countVitest(path.join(results, "unit.json")),
    );
    step(
      "integration tests",
      () =>
        run(
          `integration tests (${process.env.DATABASE_URL ? "PostgreSQL server" : "in-memory PGlite"})`,
          bin("vitest"),
          vitest(["integration"], path.join(results, "integration.json")),
        ),
      () => countVitest(path.join(results, "integration.json")),
    );
  }

  const reuseBuild = e2eOnly && !buildIsStale(root);
  if (reuseBuild) console.log("\n▶ production build: the current one, already made");
  if (step("build", () => reuseBuild || run("production build", bin("next"), ["build"], { NODE_ENV: "production" }))) {
    const database = process.env.DATABASE_URL ? await createEmptyTestDatabase() : null;
    const dataDir = database ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), "e2e-data-"));
    try {
      // Playwright fails the run on a flaky test too (failOnFlakyTests), so this step fails with it.
      step(
        "end-to-end tests",
        () =>
          run(
            `end-to-end tests (Playwright, ${playwrightArgs.join(" ") || "plain HTTP, 1280 px, 375 px"}, ${
              database ? "PostgreSQL server" : "embedded PGlite"
            })`,
            bin("playwright"),
            ["test", ...playwrightArgs],
            {
              E2E_SKIP_BUILD: "1",
              ...(database ? { E2E_DATABASE_URL: database.url } : { E2E_DATA_DIR: dataDir }),
            },
          ),
        () => countPlaywright(path.join(results, "e2e.json")),
      );
    } finally {
      await database?.drop();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }

  console.log("\nstep                   time    passed  failed  skipped");
  for (const layer of layers) {
    const minutes = `${Math.floor(layer.seconds / 60)}:${String(Math.floor(layer.seconds % 60)).padStart(2, "0")}`;
    const counts = [layer.passed, layer.failed, layer.skipped].map((n) => String(n).padStart(7)).join(" ");
    console.log(`${layer.label.padEnd(20)} ${minutes.padStart(6)} ${counts}`);
  }
  console.log(failures.length ? `\nFailed steps: ${failures.join(", ")}` : "\nAll steps passed.");
  console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(failures.length ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  console.log(`${totals.passed} passed, ${totals.failed + 1} failed`);
  process.exit(1);
});
