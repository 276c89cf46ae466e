// `npm run lighthouse`: Lighthouse (mobile, simulated throttling) on the home, catalogue and vehicle pages in both
// languages, as a protocol whose figures can be told from the machine's noise (docs/performance.md, "Lighthouse"):
// no scoring on a busy machine, the server and Chromium on separate cores, a discarded warm-up and
// LIGHTHOUSE_RUNS runs per page, every run's benchmark index, a run taken on a disturbed browser repeated, and
// each metric's median and range. Like `npm run bench`, it serves the production build on a separate demo
// database. With LIGHTHOUSE_BASELINE=<git ref> it also builds that commit and serves it beside this build, each on
// a demo database of its own, takes every run on the two in turn, and holds each page's median TBT to two-thirds
// of the reference's. Writes lighthouse-results/summary.{md,json}; exits 2 when it refuses to score, 1 on any miss.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Result } from "lighthouse";
import { launch, type LaunchedChrome } from "chrome-launcher";
import { startDemoSite, type DemoSite } from "./lib/demo-site";
import {
  CATEGORIES,
  cpuPlan,
  frameworkScripts,
  keptTry,
  loadRefusal,
  MAX_TBT_RATIO,
  offIndex,
  ownScriptBytes,
  runOrder,
  targetMisses,
  TARGETS,
  tbtAgainstReference,
  type Category,
  type CpuPlan,
} from "./lib/lighthouse-protocol";
import { buildReference, type ReferenceBuild } from "./lib/reference-build";
import { median, spread, type Spread } from "./lib/stats";

const root = path.resolve(__dirname, "..");
const outDir = path.join(root, "lighthouse-results");
const PORT = Number(process.env.LIGHTHOUSE_PORT || 3400);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 5);
const MAX_LOAD = Number(process.env.LIGHTHOUSE_MAX_LOAD || 1);
const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";
/** A git ref whose build this one is measured against, in the same session; none when unset. */
const REFERENCE = process.env.LIGHTHOUSE_BASELINE;
/** A run whose benchmark index is further than this from the session's median was taken on a disturbed browser. */
const INDEX_TOLERANCE = 0.2;
/** How many more times such a run is taken before the nearest try is kept (and flagged). */
const EXTRA_TRIES = 2;
// Without the last four, Chromium keeps reaching for Google's servers, which this machine cannot reach.
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

const VEHICLE = "isuzu-elf-2017-10001";
interface Page {
  id: string;
  name: string;
  path: string;
  /** Its viewer loads when opened: the unused-script check applies. */
  loadsOnUse?: boolean;
}
const ALL_PAGES: Page[] = [
  { id: "home-jp", name: "home (jp)", path: "/jp" },
  { id: "catalogue-jp", name: "catalogue (jp)", path: "/jp/sale" },
  { id: "vehicle-jp", name: "vehicle (jp)", path: `/jp/sale/item/${VEHICLE}`, loadsOnUse: true },
  { id: "home-en", name: "home (en)", path: "/en" },
  { id: "catalogue-en", name: "catalogue (en)", path: "/en/sale" },
  { id: "vehicle-en", name: "vehicle (en)", path: `/en/sale/item/${VEHICLE}`, loadsOnUse: true },
];
// Audits that cannot fail: they inform, do not apply to the page, or ask a person to check.
const UNSCORED_MODES = new Set(["informative", "notApplicable", "manual"]);

interface Measurement {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Compressed transfer of every script the page loaded, kB (1000 bytes). */
  scriptKb: number;
  /** The same, without the framework's files as the build manifest names them. */
  ownScriptKb: number;
  /** Compressed transfer of the page's HTML document, kB. */
  htmlKb: number;
  /** Elements in the body, as the dom-size audit counts them. */
  domElements: number;
  /** Script the page fetched but did not run during the load, outside what every measured page loads, KiB. */
  unusedScriptKib: number;
  /** Why the browser would not keep the page for the back button (none when it may). */
  bfcacheBlockers: number;
  benchmarkIndex: number;
}

interface FailingAudit {
  category: Category;
  id: string;
  title: string;
  score: number;
  displayValue?: string;
}

/** An element whose move added to CLS, as the layout-shifts audit names it. */
interface LayoutShift {
  selector: string;
  snippet: string;
  score: number;
}

interface Run extends Measurement {
  /** The paths of the scripts the page loaded, and the bytes of each not run during the load. */
  scripts: string[];
  unused: [string, number][];
  failing: FailingAudit[];
  shifts: LayoutShift[];
  lhr: Result;
}

/** One Lighthouse run as the protocol took it: which run of which page, and what became of it. */
interface Attempt {
  page: string;
  /** Which build, when a reference is measured beside this one. */
  build?: string;
  /** 0 for the warm-up. */
  run: number;
  try: number;
  benchmarkIndex: number;
  outcome: "warm-up, discarded" | "kept" | "index off, repeated" | "kept, index off after every try";
}

const METRICS = [
  ...CATEGORIES.map((category) => ({
    key: category,
    label: category === "best-practices" ? "best practices" : category === "seo" ? "SEO" : category,
    pick: (run: Measurement) => run.scores[category],
    digits: 0,
  })),
  { key: "lcpMs", label: "LCP (ms)", pick: (run: Measurement) => run.lcpMs, digits: 0 },
  { key: "tbtMs", label: "TBT (ms)", pick: (run: Measurement) => run.tbtMs, digits: 0 },
  { key: "cls", label: "CLS", pick: (run: Measurement) => run.cls, digits: 3 },
  { key: "fcpMs", label: "FCP (ms)", pick: (run: Measurement) => run.fcpMs, digits: 0 },
  { key: "scriptKb", label: "script (kB)", pick: (run: Measurement) => run.scriptKb, digits: 1 },
  { key: "ownScriptKb", label: "own script (kB)", pick: (run: Measurement) => run.ownScriptKb, digits: 1 },
  { key: "htmlKb", label: "HTML (kB)", pick: (run: Measurement) => run.htmlKb, digits: 1 },
  { key: "domElements", label: "DOM elements", pick: (run: Measurement) => run.domElements, digits: 0 },
  { key: "unusedScriptKib", label: "own unused (KiB)", pick: (run: Measurement) => run.unusedScriptKib, digits: 0 },
] as const;
type MetricKey = (typeof METRICS)[number]["key"];

interface PageResult {
  id: string;
  name: string;
  path: string;
  metrics: Record<MetricKey, Spread>;
  bfcacheBlockers: number;
  /** The run Lighthouse's own computeMedianRun picks (nearest the median FCP and TTI), 1-based among the kept. */
  medianRun: { run: number; performance: number; lcpMs: number; tbtMs: number; benchmarkIndex: number };
  misses: string[];
  failingAudits: (Omit<FailingAudit, "score"> & { worstScore: number; failedRuns: number })[];
  /** Filled when CLS misses its target: no category points at the elements that move. */
  layoutShifts: (Omit<LayoutShift, "score"> & { worstScore: number; runs: number })[];
  runs: Measurement[];
}

function log(message: string) {
  console.log(`[lighthouse] ${message}`);
}

function numericValue(lhr: Result, auditId: string) {
  const value = lhr.audits[auditId]?.numericValue;
  if (value === undefined) throw new Error(`${lhr.finalDisplayedUrl}: the audit ${auditId} has no value`);
  return value;
}

const pathOf = (url: string) => new URL(url).pathname;

/** What the browser downloaded, compressed, as the user pays for it: each request's type, path and bytes. */
function requests(lhr: Result) {
  const details = lhr.audits["network-requests"]?.details;
  if (details?.type !== "table") throw new Error(`${lhr.finalDisplayedUrl}: the network-requests audit has no table`);
  return details.items.map((item) => ({
    type: String(item.resourceType),
    url: String(item.url),
    path: pathOf(String(item.url)),
    bytes: Number(item.transferSize ?? 0),
  }));
}

/** Script bytes fetched but not run during the load, per script, as the unused-javascript audit estimates them. */
function unusedScripts(lhr: Result): [string, number][] {
  const details = lhr.audits["unused-javascript"]?.details;
  if (details?.type !== "opportunity") return [];
  return details.items.map((item) => [pathOf(String(item.url)), Number(item.wastedBytes ?? 0)]);
}

/**
 * Each run's unused script outside what every measured page loads: React and Next's router always leave part of
 * themselves idle at load, whatever the page; what the target judges is the page's own.
 */
function judgeUnusedScript(measured: { runs: Run[] }[]) {
  const firstRuns = measured.map(({ runs }) => new Set(runs[0].scripts));
  const shared = new Set([...firstRuns[0]].filter((script) => firstRuns.every((scripts) => scripts.has(script))));
  for (const { runs } of measured)
    for (const run of runs)
      run.unusedScriptKib =
        run.unused.filter(([script]) => !shared.has(script)).reduce((sum, [, bytes]) => sum + bytes, 0) / 1024;
}

/** The reasons the back/forward cache audit gives for not keeping the page (it navigates away and back). */
function bfcacheBlockers(lhr: Result) {
  const details = lhr.audits["bf-cache"]?.details;
  return details?.type === "table" ? details.items.length : 0;
}

function failedAudits(lhr: Result, category: Category): FailingAudit[] {
  return (
    lhr.categories[category].auditRefs
      // Lighthouse 12 lists its newer "insights" twice, once under a hidden group.
      .filter((ref) => ref.group !== "hidden")
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit.score !== null && audit.score < 1 && !UNSCORED_MODES.has(audit.scoreDisplayMode))
      .map((audit) => ({
        category,
        id: audit.id,
        title: audit.title,
        score: audit.score!,
        displayValue: audit.displayValue,
      }))
  );
}

function layoutShifts(lhr: Result): LayoutShift[] {
  const details = lhr.audits["layout-shifts"]?.details;
  if (details?.type !== "table") return [];
  return details.items.flatMap(({ node, score }) =>
    typeof node === "object" && node !== null && "type" in node && node.type === "node"
      ? [{ selector: node.selector ?? node.path ?? "?", snippet: node.snippet ?? "", score: Number(score) }]
      : [],
  );
}

function readRun(lhr: Result, framework: Set<string>): Run {
  if (lhr.runtimeError)
    throw new Error(`${lhr.finalDisplayedUrl}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((lhr.categories[category].score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const loaded = requests(lhr);
  const scripts = loaded.filter((request) => request.type === "Script");
  const documents = loaded.filter((request) => request.type === "Document");
  const html = documents.find((request) => request.url === lhr.finalDisplayedUrl) ?? documents[0];
  return {
    scores,
    lcpMs: numericValue(lhr, "largest-contentful-paint"),
    tbtMs: numericValue(lhr, "total-blocking-time"),
    cls: numericValue(lhr, "cumulative-layout-shift"),
    fcpMs: numericValue(lhr, "first-contentful-paint"),
    scriptKb: scripts.reduce((sum, script) => sum + script.bytes, 0) / 1000,
    ownScriptKb: ownScriptBytes(scripts, framework) / 1000,
    htmlKb: (html?.bytes ?? 0) / 1000,
    domElements: numericValue(lhr, "dom-size"),
    scripts: scripts.map((script) => script.path),
    unused: unusedScripts(lhr),
    // Known once every page is measured (judgeUnusedScript).
    unusedScriptKib: 0,
    bfcacheBlockers: bfcacheBlockers(lhr),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing: CATEGORIES.flatMap((category) => failedAudits(lhr, category)),
    shifts: layoutShifts(lhr),
    lhr,
  };
}

/** Folds repeated findings into one each: `first` makes it from its first sighting, `again` counts each repeat. */
function tally<T, R>(items: T[], key: (item: T) => string, first: (item: T) => R, again: (seen: R, item: T) => void) {
  const byKey = new Map<string, R>();
  for (const item of items) {
    const seen = byKey.get(key(item));
    if (seen) again(seen, item);
    else byKey.set(key(item), first(item));
  }
  return [...byKey.values()];
}

/** The audits to fix in the categories whose median misses its target, with how many runs they failed in. */
function auditsToFix(runs: Run[], scores: Record<Category, number>): PageResult["failingAudits"] {
  const missed = new Set(CATEGORIES.filter((category) => scores[category] < TARGETS.minScore[category]));
  return tally(
    runs.flatMap((run) => run.failing).filter((audit) => missed.has(audit.category)),
    (audit) => audit.id,
    (audit) => ({
      category: audit.category,
      id: audit.id,
      title: audit.title,
      displayValue: audit.displayValue,
      worstScore: audit.score,
      failedRuns: 1,
    }),
    (seen, audit) => {
      seen.failedRuns++;
      seen.worstScore = Math.min(seen.worstScore, audit.score);
    },
  ).sort((a, b) => CATEGORIES.indexOf(a.category) - CATEGORIES.indexOf(b.category) || a.worstScore - b.worstScore);
}

function shiftingElements(runs: Run[], cls: number): PageResult["layoutShifts"] {
  if (cls <= TARGETS.maxCls) return [];
  return tally(
    runs.flatMap((run) => run.shifts),
    (shift) => shift.selector,
    (shift) => ({ selector: shift.selector, snippet: shift.snippet, worstScore: shift.score, runs: 1 }),
    (seen, shift) => {
      seen.runs++;
      seen.worstScore = Math.max(seen.worstScore, shift.score);
    },
  ).sort((a, b) => b.worstScore - a.worstScore);
}

/** The first request fills the server's data caches; Lighthouse should measure what visitors get afterwards. */
async function warm(url: string) {
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
}

// Loaded at run time: a static import in this CommonJS script goes through tsx's esbuild transform, whose
// keepNames wraps Lighthouse's in-page functions in a `__name` helper that does not exist in the browser.
async function loadLighthouse() {
  return (await import("lighthouse")).default;
}

async function loadComputeMedianRun() {
  return (await import("lighthouse/core/lib/median-run.js")).computeMedianRun;
}

/**
 * Chromium held to `cpus`: chrome-launcher starts the browser from a path with flags, so the path is a script that
 * execs it under taskset (the renderers it starts inherit the cores).
 */
function pinnedChromium(cpus: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "lighthouse-chromium-"));
  const wrapper = path.join(dir, "chromium");
  fs.writeFileSync(wrapper, `#!/bin/sh\nexec taskset -c ${cpus} ${JSON.stringify(CHROME_PATH)} "$@"\n`, {
    mode: 0o755,
  });
  return { path: wrapper, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

function hasTaskset() {
  return spawnSync("taskset", ["--version"]).status === 0;
}

function describePlan(plan: CpuPlan, site: DemoSite) {
  if ("unpinned" in plan) return `not pinned: ${plan.unpinned}`;
  const database = site.databaseInProcess
    ? `with ${site.label}, which runs in this script's process, held there too`
    : `the ${site.label} not pinned`;
  const browserCores = `${plan.browser.includes("-") ? "cores" : "core"} ${plan.browser}`;
  return `server on core ${plan.server} (${database}); Chromium on ${browserCores}`;
}

/** The framework's files as a checkout's build names them; what else a page loads is the site's own script. */
function readFramework(checkout: string) {
  return frameworkScripts(JSON.parse(fs.readFileSync(path.join(checkout, ".next/build-manifest.json"), "utf8")));
}

/** A build the session measures: this checkout's, and the reference's when there is one. */
interface Build {
  /** Named in the log and the list of runs only when there are two. */
  name?: string;
  base: string;
  framework: Set<string>;
}

class Session {
  readonly attempts: Attempt[] = [];
  constructor(private readonly chrome: LaunchedChrome) {}

  async measure(build: Build, page: Page, run: number, tryNumber: number) {
    const lighthouse = await loadLighthouse();
    const result = await lighthouse(`${build.base}${page.path}`, {
      port: this.chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`${page.path}: Lighthouse returned nothing`);
    const measured = readRun(result.lhr, build.framework);
    log(
      `${page.name}${build.name ? ` on ${build.name}` : ""} ${run ? `run ${run}/${RUNS}` : "warm-up"}` +
        `${tryNumber > 1 ? ` (try ${tryNumber})` : ""}: ` +
        `index ${measured.benchmarkIndex.toFixed(0)}, performance ${measured.scores.performance}, LCP ` +
        `${measured.lcpMs.toFixed(0)} ms, TBT ${measured.tbtMs.toFixed(0)} ms`,
    );
    return measured;
  }

  record(
    build: Build,
    page: Page,
    run: number,
    tryNumber: number,
    benchmarkIndex: number,
    outcome: Attempt["outcome"],
  ) {
    this.attempts.push({ page: page.name, build: build.name, run, try: tryNumber, benchmarkIndex, outcome });
  }

  /**
   * The warm-ups (discarded) and the runs of every page on every build, each taken once, in the protocol's order:
   * for each build, each page's runs, each run's tries.
   */
  async firstPass(builds: Build[], pages: Page[]) {
    const tries = builds.map(() => pages.map(() => [] as Run[][]));
    for (const turn of runOrder(pages.length, builds.length, RUNS)) {
      const [build, page] = [builds[turn.build], pages[turn.page]];
      if (turn.run > 0) {
        tries[turn.build][turn.page].push([await this.measure(build, page, turn.run, 1)]);
        continue;
      }
      await warm(`${build.base}${page.path}`);
      const warmUp = await this.measure(build, page, 0, 1);
      this.record(build, page, 0, 1, warmUp.benchmarkIndex, "warm-up, discarded");
    }
    return tries;
  }

  /** Repeats each run whose index is off the session's, and keeps one try per run. */
  async settle(build: Build, page: Page, tries: Run[][], sessionIndex: number) {
    const kept: Run[] = [];
    for (const [i, runTries] of tries.entries()) {
      while (
        runTries.length <= EXTRA_TRIES &&
        runTries.every((run) => offIndex(run.benchmarkIndex, sessionIndex, INDEX_TOLERANCE))
      )
        runTries.push(await this.measure(build, page, i + 1, runTries.length + 1));
      const choice = keptTry(
        runTries.map((run) => run.benchmarkIndex),
        sessionIndex,
        INDEX_TOLERANCE,
      );
      for (const [t, run] of runTries.entries())
        this.record(
          build,
          page,
          i + 1,
          t + 1,
          run.benchmarkIndex,
          t !== choice.kept
            ? "index off, repeated"
            : choice.withinTolerance
              ? "kept"
              : "kept, index off after every try",
        );
      kept.push(runTries[choice.kept]);
    }
    return kept;
  }
}

/** `reference` names the median run's report apart from this build's. */
async function summarise(page: Page, runs: Run[], reference: boolean): Promise<PageResult> {
  const metrics = Object.fromEntries(METRICS.map(({ key, pick }) => [key, spread(runs.map(pick))])) as Record<
    MetricKey,
    Spread
  >;
  const scores = Object.fromEntries(CATEGORIES.map((category) => [category, metrics[category].median])) as Record<
    Category,
    number
  >;
  const bfcache = Math.max(...runs.map((run) => run.bfcacheBlockers));
  const computeMedianRun = await loadComputeMedianRun();
  const medianLhr = computeMedianRun(runs.map((run) => run.lhr));
  const medianRun = runs.find((run) => run.lhr === medianLhr)!;
  fs.writeFileSync(
    path.join(outDir, `${page.id}${reference ? ".reference" : ""}.median-run.json`),
    JSON.stringify(medianLhr),
  );
  return {
    id: page.id,
    name: page.name,
    path: page.path,
    metrics,
    bfcacheBlockers: bfcache,
    medianRun: {
      run: runs.indexOf(medianRun) + 1,
      performance: medianRun.scores.performance,
      lcpMs: medianRun.lcpMs,
      tbtMs: medianRun.tbtMs,
      benchmarkIndex: medianRun.benchmarkIndex,
    },
    misses: targetMisses(
      {
        scores,
        lcpMs: metrics.lcpMs.median,
        tbtMs: metrics.tbtMs.median,
        cls: metrics.cls.median,
        scriptKb: metrics.scriptKb.median,
        ownScriptKb: metrics.ownScriptKb.median,
        htmlKb: metrics.htmlKb.median,
        unusedScriptKib: metrics.unusedScriptKib.median,
        bfcacheBlockers: bfcache,
      },
      TARGETS,
      Boolean(page.loadsOnUse),
    ),
    failingAudits: auditsToFix(runs, scores),
    layoutShifts: shiftingElements(runs, metrics.cls.median),
    runs: runs.map((run) => ({
      scores: run.scores,
      lcpMs: run.lcpMs,
      tbtMs: run.tbtMs,
      cls: run.cls,
      fcpMs: run.fcpMs,
      scriptKb: run.scriptKb,
      ownScriptKb: run.ownScriptKb,
      htmlKb: run.htmlKb,
      domElements: run.domElements,
      unusedScriptKib: run.unusedScriptKib,
      bfcacheBlockers: run.bfcacheBlockers,
      benchmarkIndex: run.benchmarkIndex,
    })),
  };
}

function cell({ median: mid, min, max }: Spread, digits: number) {
  const f = (value: number) => value.toFixed(digits);
  return f(min) === f(max) ? f(mid) : `${f(mid)} (${f(min)}–${f(max)})`;
}

function table(results: PageResult[]) {
  return [
    `| page | ${METRICS.map((metric) => metric.label).join(" | ")} | bfcache | median run | targets |`,
    `| --- | ${METRICS.map(() => "---:").join(" | ")} | --- | --- | --- |`,
    ...results.map(
      (result) =>
        `| ${result.name} \`${result.path}\` | ` +
        `${METRICS.map(({ key, digits }) => cell(result.metrics[key], digits)).join(" | ")} | ` +
        `${result.bfcacheBlockers ? `refused (${result.bfcacheBlockers})` : "allowed"} | ` +
        `#${result.medianRun.run}: ${result.medianRun.performance}, LCP ${result.medianRun.lcpMs.toFixed(0)} ms, ` +
        `TBT ${result.medianRun.tbtMs.toFixed(0)} ms | ` +
        `${result.misses.length ? `missed: ${result.misses.join("; ")}` : "met"} |`,
    ),
  ].join("\n");
}

function attemptTable(attempts: Attempt[]) {
  const order = (name: string) => ALL_PAGES.findIndex((page) => page.name === name);
  const builds = attempts.some((attempt) => attempt.build);
  // Stable: the builds of a run stay in the order they were recorded, this build's first.
  return [
    `| page |${builds ? " build |" : ""} run | try | benchmark index | outcome |`,
    `| --- |${builds ? " --- |" : ""} ---: | ---: | ---: | --- |`,
    ...attempts
      .toSorted((a, b) => order(a.page) - order(b.page) || a.run - b.run || a.try - b.try)
      .map(
        (attempt) =>
          `| ${attempt.page} |${builds ? ` ${attempt.build} |` : ""} ${attempt.run || "warm-up"} | ${attempt.try} | ` +
          `${attempt.benchmarkIndex.toFixed(0)} | ${attempt.outcome} |`,
      ),
  ].join("\n");
}

/** Each page's medians beside the reference's, and whether its TBT is within two-thirds of the reference's. */
function compare(results: PageResult[], reference: PageResult[]) {
  return results.map((result, i) => ({
    id: result.id,
    name: result.name,
    path: result.path,
    tbtMs: result.metrics.tbtMs.median,
    referenceTbtMs: reference[i].metrics.tbtMs.median,
    ...tbtAgainstReference(result.metrics.tbtMs.median, reference[i].metrics.tbtMs.median, MAX_TBT_RATIO),
  }));
}
type Comparison = ReturnType<typeof compare>;

function comparisonTable(results: PageResult[], reference: PageResult[], comparison: Comparison) {
  const shown = [
    { key: "tbtMs", label: "TBT (ms)", digits: 0 },
    { key: "performance", label: "performance", digits: 0 },
    { key: "lcpMs", label: "LCP (ms)", digits: 0 },
  ] as const;
  return [
    `| page | ${shown.map(({ label }) => `${label}: this build | ${label}: reference`).join(" | ")} | ` +
      `TBT / reference's | target |`,
    `| --- | ${shown.map(() => "---: | ---:").join(" | ")} | ---: | --- |`,
    ...comparison.map(
      (row, i) =>
        `| ${row.name} \`${row.path}\` | ` +
        `${shown
          .map(
            ({ key, digits }) =>
              `${cell(results[i].metrics[key], digits)} | ${cell(reference[i].metrics[key], digits)}`,
          )
          .join(" | ")} | ${row.ratio.toFixed(2)} | ${row.miss ? `missed: ${row.miss}` : "met"} |`,
    ),
  ].join("\n");
}

function auditList(results: PageResult[]) {
  const sections = results
    .filter((result) => result.failingAudits.length || result.layoutShifts.length)
    .map((result) =>
      [
        `### ${result.name} (\`${result.path}\`)`,
        "",
        ...result.failingAudits.map(
          (audit) =>
            `- ${audit.category}: \`${audit.id}\` ${audit.title} (score ` +
            `${audit.worstScore}${audit.displayValue ? `, ${audit.displayValue}` : ""}; failed in ` +
            `${audit.failedRuns}/${RUNS} runs)`,
        ),
        ...result.layoutShifts.map(
          (shift) =>
            `- CLS: \`${shift.selector}\` \`${shift.snippet}\` moved (shift score up to ` +
            `${shift.worstScore.toFixed(3)}; in ${shift.runs}/${RUNS} runs)`,
        ),
      ].join("\n"),
    );
  if (sections.length)
    return (
      `## What to fix: failing audits of the categories under target, elements that shift when CLS is ` +
      `over\n\n${sections.join("\n\n")}`
    );
  return results.some((result) => result.misses.length)
    ? "Every category meets its score; the misses in the table are timings, bytes or the back/forward cache."
    : "All targets are met.";
}

interface SessionFacts {
  database: string;
  pinning: string;
  loadAtStart: number;
  loadAtEnd: number;
  sessionIndex: number;
  attempts: Attempt[];
  sample: Run;
}

/** The reference build measured beside this one, and its pages' results. */
interface Reference {
  build: ReferenceBuild;
  results: PageResult[];
}

function writeSummary(results: PageResult[], facts: SessionFacts, reference?: Reference) {
  const { sample } = facts;
  const comparison = reference && compare(results, reference.results);
  const referenceName = reference && `${reference.build.ref} (${reference.build.commit.slice(0, 7)})`;
  const chrome = `Chromium ${sample.lhr.environment.hostUserAgent.match(/Chrome\/(\d+)/)?.[1] ?? "?"}`;
  const header =
    `Lighthouse ${sample.lhr.lighthouseVersion}, mobile profile with simulated throttling, ${chrome}, ` +
    `${facts.database}, ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 16).replace("T", " ")} ` +
    `UTC. One warm-up (discarded) and ${RUNS} run${RUNS === 1 ? "" : "s"} per page; each cell is the median ` +
    `(min–max) of the kept runs. Session's median benchmark index ${facts.sessionIndex.toFixed(0)}; a run more than ` +
    `${INDEX_TOLERANCE * 100}% off it is taken again, up to ${EXTRA_TRIES} more times. 1-minute load average ` +
    `${facts.loadAtStart.toFixed(2)} at the start (limit ${MAX_LOAD}), ${facts.loadAtEnd.toFixed(2)} at the end. ` +
    `Cores: ${facts.pinning}.` +
    (reference
      ? ` Reference build: ${referenceName}, served beside this one on a demo database of its own; each page's ` +
        `warm-up and runs taken on the two in turn, this build first.`
      : "");
  const targets =
    `Targets on the medians: performance ≥ ${TARGETS.minScore.performance}, accessibility, best practices and ` +
    `SEO ≥ ${TARGETS.minScore.accessibility}, LCP ≤ ${TARGETS.maxLcpMs} ms, TBT ≤ ${TARGETS.maxTbtMs} ms, CLS ≤ ` +
    `${TARGETS.maxCls}, script ≤ ${TARGETS.maxScriptKb} kB, the site's own script (outside the framework files of ` +
    `.next/build-manifest.json) ≤ ${TARGETS.maxOwnScriptKb} kB, HTML ≤ ${TARGETS.maxHtmlKb} kB, the back/forward ` +
    `cache allowed, and on the vehicle page at most ${TARGETS.maxUnusedScriptKib} KiB of script outside what every ` +
    `measured page loads unused at load. Bytes are compressed transfer sizes, kB = 1000 bytes. The median run is ` +
    `the one Lighthouse's computeMedianRun picks (nearest the median FCP and TTI); its report is in ` +
    `lighthouse-results/<page>.median-run.json.` +
    (reference
      ? ` Against the reference: each page's median TBT at most ${MAX_TBT_RATIO.toFixed(2)} of the reference's ` +
        `(its own targets inform, and its median runs are <page>.reference.median-run.json).`
      : "");
  const compared = reference
    ? `## Reference ${referenceName}\n\n${table(reference.results)}\n\n## Against the reference\n\n` +
      `${comparisonTable(results, reference.results, comparison!)}\n\n`
    : "";
  const markdown =
    `${header}\n\n${table(results)}\n\n${compared}${targets}\n\n## Every run's benchmark index\n\n` +
    `${attemptTable(facts.attempts)}\n\n${auditList(results)}\n`;
  const passed = results.every((result) => !result.misses.length) && !comparison?.some((row) => row.miss !== undefined);
  fs.writeFileSync(path.join(outDir, "summary.md"), markdown);
  fs.writeFileSync(
    path.join(outDir, "summary.json"),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        lighthouseVersion: sample.lhr.lighthouseVersion,
        userAgent: sample.lhr.environment.hostUserAgent,
        database: facts.database,
        cores: os.cpus().length,
        pinning: facts.pinning,
        loadAverage: { atStart: facts.loadAtStart, atEnd: facts.loadAtEnd, limit: MAX_LOAD },
        runsPerPage: RUNS,
        benchmarkIndex: { sessionMedian: facts.sessionIndex, tolerance: INDEX_TOLERANCE, extraTries: EXTRA_TRIES },
        attempts: facts.attempts,
        targets: TARGETS,
        passed,
        pages: results,
        ...(reference && {
          reference: {
            ref: reference.build.ref,
            commit: reference.build.commit,
            maxTbtRatio: MAX_TBT_RATIO,
            comparison,
            pages: reference.results,
          },
        }),
      },
      null,
      2,
    ),
  );
  console.log(`\n${markdown}`);
  return passed;
}

function selectedPages() {
  const wanted = process.env.LIGHTHOUSE_PAGES?.split(",").map((id) => id.trim());
  if (!wanted) return ALL_PAGES;
  const unknown = wanted.filter((id) => !ALL_PAGES.some((page) => page.id === id));
  if (unknown.length)
    throw new Error(
      `LIGHTHOUSE_PAGES names ${unknown.join(", ")}; the pages are ${ALL_PAGES.map((page) => page.id).join(", ")}`,
    );
  return ALL_PAGES.filter((page) => wanted.includes(page.id));
}

async function main() {
  if (!Number.isInteger(RUNS) || RUNS < 1)
    throw new Error(`LIGHTHOUSE_RUNS must be a positive integer, not ${process.env.LIGHTHOUSE_RUNS}`);
  if (!(MAX_LOAD >= 0)) throw new Error(`LIGHTHOUSE_MAX_LOAD must be a number, not ${process.env.LIGHTHOUSE_MAX_LOAD}`);
  const pages = selectedPages();
  // The browser tests drive Chromium's headless shell; Lighthouse measures the whole browser a visitor has.
  if (!fs.existsSync(CHROME_PATH)) {
    console.error(
      `Lighthouse needs the whole Chromium browser at ${CHROME_PATH}. Install it with: sudo apt-get install -y ` +
        `chromium (or point CHROME_PATH at one).`,
    );
    return 1;
  }
  const loadAtStart = os.loadavg()[0];
  const refusal = loadRefusal(loadAtStart, MAX_LOAD);
  if (refusal) {
    console.error(`[lighthouse] not scoring: ${refusal}`);
    return 2;
  }
  const plan = cpuPlan(os.availableParallelism(), hasTaskset());
  if ("unpinned" in plan) log(`the server and Chromium share the cores: ${plan.unpinned}`);
  const sites: DemoSite[] = [];
  let chrome: LaunchedChrome | undefined;
  const wrapper = "browser" in plan ? pinnedChromium(plan.browser) : undefined;
  try {
    // After the load check: the build is this script's own work, over before the first run.
    const reference = REFERENCE ? buildReference(REFERENCE, log) : undefined;
    const checkouts = reference
      ? [
          { root, name: "this build" },
          { root: reference.root, name: "reference" },
        ]
      : [{ root, name: undefined }];
    for (const [i, checkout] of checkouts.entries())
      sites.push(
        await startDemoSite({
          tmpPrefix: "lighthouse-pglite-",
          port: PORT + i,
          log,
          cpus: "server" in plan ? plan.server : undefined,
          root: checkout.root,
        }),
      );
    const builds: Build[] = checkouts.map((checkout, i) => ({
      name: checkout.name,
      base: sites[i].base,
      framework: readFramework(checkout.root),
    }));
    const pinning = describePlan(plan, sites[0]);
    log(`cores: ${pinning}`);
    chrome = await launch({ chromePath: wrapper?.path ?? CHROME_PATH, chromeFlags: CHROME_FLAGS });
    fs.mkdirSync(outDir, { recursive: true });
    const session = new Session(chrome);
    const firstTries = await session.firstPass(builds, pages);
    const sessionIndex = median(firstTries.flat(3).map((run) => run.benchmarkIndex));
    log(`session's median benchmark index: ${sessionIndex.toFixed(0)}`);
    const results: PageResult[][] = [];
    for (const [b, build] of builds.entries()) {
      const measured: { page: Page; runs: Run[] }[] = [];
      for (const [i, page] of pages.entries())
        measured.push({ page, runs: await session.settle(build, page, firstTries[b][i], sessionIndex) });
      judgeUnusedScript(measured);
      const summaries: PageResult[] = [];
      for (const { page, runs } of measured) summaries.push(await summarise(page, runs, b > 0));
      results.push(summaries);
    }
    const facts: SessionFacts = {
      database: sites[0].label,
      pinning,
      loadAtStart,
      loadAtEnd: os.loadavg()[0],
      sessionIndex,
      attempts: session.attempts,
      sample: firstTries[0][0][0][0],
    };
    return writeSummary(results[0], facts, reference && { build: reference, results: results[1] }) ? 0 : 1;
  } finally {
    chrome?.kill();
    for (const site of sites) await site.stop();
    wrapper?.remove();
  }
}

main().then(
  // The process does not end by itself once Lighthouse has run.
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
