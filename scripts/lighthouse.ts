// `npm run lighthouse`: Lighthouse (mobile, simulated throttling) on the home, catalogue and vehicle pages
// in both languages. Like `npm run bench`, it serves the production build on a separate demo database,
// runs each page LIGHTHOUSE_RUNS times (scores vary from run to run) and keeps the medians. Prints a
// table, writes lighthouse-results/summary.{md,json}, and exits 1 when a page misses a target.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Result } from "lighthouse";
import { launch, type LaunchedChrome } from "chrome-launcher";
import { startDemoSite, type DemoSite } from "./lib/demo-site";
import { median } from "./lib/stats";

const root = path.resolve(__dirname, "..");
const outDir = path.join(root, "lighthouse-results");
const PORT = Number(process.env.LIGHTHOUSE_PORT || 3400);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS || 3);
const CHROME_PATH = process.env.CHROME_PATH || "/usr/bin/chromium";
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
const PAGES = [
  { name: "home (jp)", path: "/jp" },
  { name: "catalogue (jp)", path: "/jp/sale" },
  { name: "vehicle (jp)", path: `/jp/sale/item/${VEHICLE}`, loadsOnUse: true },
  { name: "home (en)", path: "/en" },
  { name: "catalogue (en)", path: "/en/sale" },
  { name: "vehicle (en)", path: `/en/sale/item/${VEHICLE}`, loadsOnUse: true },
];

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
const MIN_SCORE: Record<Category, number> = { performance: 95, accessibility: 95, "best-practices": 95, seo: 95 };
const MAX_CLS = 0.05;
/** A phone answers the visitor's first tap without waiting: little blocking, the main photo or heading soon. */
const MAX_TBT_MS = 200;
const MAX_LCP_MS = 2000;
/**
 * The vehicle page's own script downloaded but not run while it loads (`loadsOnUse`: its viewer loads when
 * opened, the order form is a page of its own). Lighthouse itself names a script from 20 KiB unused.
 */
const MAX_UNUSED_SCRIPT_KB = 20;
// Audits that cannot fail: they inform, do not apply to the page, or ask a person to check.
const UNSCORED_MODES = new Set(["informative", "notApplicable", "manual"]);

interface Measurement {
  scores: Record<Category, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  scriptKb: number;
  /** Script the page fetched but did not run during the load, outside the framework every page loads. */
  unusedScriptKb: number;
  /** Why the browser would not keep the page for the back button (none when it may). */
  bfcacheBlockers: number;
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
  lighthouseVersion: string;
  userAgent: string;
  benchmarkIndex: number;
}

interface PageResult {
  name: string;
  path: string;
  median: Measurement;
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

/** What the browser downloaded as JavaScript for the page, compressed, as the user pays for it. */
function scriptTransferKb(lhr: Result) {
  const details = lhr.audits["network-requests"]?.details;
  if (details?.type !== "table") throw new Error(`${lhr.finalDisplayedUrl}: the network-requests audit has no table`);
  const bytes = details.items
    .filter((item) => item.resourceType === "Script")
    .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
  return bytes / 1000;
}

const pathOf = (url: string) => new URL(url).pathname;

function scriptPaths(lhr: Result) {
  const details = lhr.audits["network-requests"]?.details;
  if (details?.type !== "table") return [];
  return details.items.filter((item) => item.resourceType === "Script").map((item) => pathOf(String(item.url)));
}

/** Script bytes fetched but not run during the load, per script, as the unused-javascript audit estimates them. */
function unusedScripts(lhr: Result): [string, number][] {
  const details = lhr.audits["unused-javascript"]?.details;
  if (details?.type !== "opportunity") return [];
  return details.items.map((item) => [pathOf(String(item.url)), Number(item.wastedBytes ?? 0)]);
}

/**
 * Each run's unused script outside the framework: the scripts every measured page loads (React, Next's router)
 * always leave part of themselves idle at load, whatever the page; what the target judges is the page's own.
 */
function judgeUnusedScript(measured: { runs: Run[] }[]) {
  const firstRuns = measured.map(({ runs }) => new Set(runs[0].scripts));
  const framework = new Set([...firstRuns[0]].filter((script) => firstRuns.every((scripts) => scripts.has(script))));
  for (const { runs } of measured)
    for (const run of runs)
      run.unusedScriptKb =
        run.unused.filter(([script]) => !framework.has(script)).reduce((sum, [, bytes]) => sum + bytes, 0) / 1024;
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

function readRun(lhr: Result): Run {
  if (lhr.runtimeError)
    throw new Error(`${lhr.finalDisplayedUrl}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((lhr.categories[category].score ?? 0) * 100)]),
  ) as Record<Category, number>;
  return {
    scores,
    lcpMs: numericValue(lhr, "largest-contentful-paint"),
    cls: numericValue(lhr, "cumulative-layout-shift"),
    tbtMs: numericValue(lhr, "total-blocking-time"),
    fcpMs: numericValue(lhr, "first-contentful-paint"),
    scriptKb: scriptTransferKb(lhr),
    scripts: scriptPaths(lhr),
    unused: unusedScripts(lhr),
    // Known once every page is measured (judgeUnusedScript).
    unusedScriptKb: 0,
    bfcacheBlockers: bfcacheBlockers(lhr),
    failing: CATEGORIES.flatMap((category) => failedAudits(lhr, category)),
    shifts: layoutShifts(lhr),
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment.hostUserAgent,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

function medianOf(runs: Measurement[]): Measurement {
  const of = (pick: (run: Measurement) => number) => median(runs.map(pick));
  return {
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, of((run) => run.scores[category])])) as Record<
      Category,
      number
    >,
    lcpMs: of((run) => run.lcpMs),
    cls: of((run) => run.cls),
    tbtMs: of((run) => run.tbtMs),
    fcpMs: of((run) => run.fcpMs),
    scriptKb: of((run) => run.scriptKb),
    unusedScriptKb: of((run) => run.unusedScriptKb),
    bfcacheBlockers: Math.max(...runs.map((run) => run.bfcacheBlockers)),
  };
}

function targetMisses(result: Measurement, loadsOnUse: boolean) {
  const misses = CATEGORIES.filter((category) => result.scores[category] < MIN_SCORE[category]).map(
    (category) => `${category} ${result.scores[category]} < ${MIN_SCORE[category]}`,
  );
  if (result.cls > MAX_CLS) misses.push(`CLS ${result.cls.toFixed(3)} > ${MAX_CLS}`);
  if (result.tbtMs >= MAX_TBT_MS) misses.push(`TBT ${result.tbtMs.toFixed(0)} ms >= ${MAX_TBT_MS}`);
  if (result.lcpMs >= MAX_LCP_MS) misses.push(`LCP ${result.lcpMs.toFixed(0)} ms >= ${MAX_LCP_MS}`);
  if (loadsOnUse && result.unusedScriptKb > MAX_UNUSED_SCRIPT_KB)
    misses.push(`unused script ${result.unusedScriptKb.toFixed(0)} KiB > ${MAX_UNUSED_SCRIPT_KB}`);
  if (result.bfcacheBlockers > 0) misses.push(`back/forward cache refused (${result.bfcacheBlockers} reasons)`);
  return misses;
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
function auditsToFix(runs: Run[], median: Measurement): PageResult["failingAudits"] {
  const missed = new Set(CATEGORIES.filter((category) => median.scores[category] < MIN_SCORE[category]));
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

function shiftingElements(runs: Run[], median: Measurement): PageResult["layoutShifts"] {
  if (median.cls <= MAX_CLS) return [];
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

async function measurePage(base: string, page: (typeof PAGES)[number], chrome: LaunchedChrome) {
  const lighthouse = await loadLighthouse();
  const url = `${base}${page.path}`;
  await warm(url);
  const runs: Run[] = [];
  for (let i = 1; i <= RUNS; i++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`${url}: Lighthouse returned nothing`);
    const run = readRun(result.lhr);
    runs.push(run);
    log(
      `${page.name} run ${i}/${RUNS}: ` +
        `${CATEGORIES.map((category) => `${category} ${run.scores[category]}`).join(", ")}, LCP ` +
        `${run.lcpMs.toFixed(0)} ms`,
    );
  }
  return runs;
}

function summarise(page: (typeof PAGES)[number], runs: Run[]): PageResult {
  const result = medianOf(runs);
  return {
    name: page.name,
    path: page.path,
    median: result,
    misses: targetMisses(result, "loadsOnUse" in page),
    failingAudits: auditsToFix(runs, result),
    layoutShifts: shiftingElements(runs, result),
    runs: runs.map(({ scores, lcpMs, cls, tbtMs, fcpMs, scriptKb, unusedScriptKb, bfcacheBlockers }) => ({
      scores,
      lcpMs,
      cls,
      tbtMs,
      fcpMs,
      scriptKb,
      unusedScriptKb,
      bfcacheBlockers,
    })),
  };
}

function table(results: PageResult[]) {
  const score = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(1));
  return [
    "| page | path | performance | accessibility | best practices | SEO | LCP (ms) | CLS | TBT (ms) | FCP (ms) | " +
      "JS (kB) | own JS unused (KiB) | bfcache | targets |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |",
    ...results.map(
      ({ name, path: pagePath, median: m, misses }) =>
        `| ${name} | \`${pagePath}\` | ${CATEGORIES.map((category) => score(m.scores[category])).join(" | ")} | ` +
        `${m.lcpMs.toFixed(0)} | ${m.cls.toFixed(3)} | ${m.tbtMs.toFixed(0)} | ${m.fcpMs.toFixed(0)} | ` +
        `${m.scriptKb.toFixed(1)} | ${m.unusedScriptKb.toFixed(0)} | ` +
        `${m.bfcacheBlockers ? `refused (${m.bfcacheBlockers})` : "allowed"} | ` +
        `${misses.length ? `missed: ${misses.join("; ")}` : "met"} |`,
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
    ? "Every category meets its score; the misses in the table are timings, unused script or the back/forward cache."
    : "All targets are met.";
}

function writeSummary(results: PageResult[], database: string, sample: Run) {
  const chrome = `Chromium ${sample.userAgent.match(/Chrome\/(\d+)/)?.[1] ?? "?"}`;
  const header =
    `Lighthouse ${sample.lighthouseVersion}, mobile profile with simulated throttling, median of ` +
    `${RUNS} run${RUNS === 1 ? "" : "s"} per page, ${database}, ${chrome}, ${os.cpus().length} cores (benchmark ` +
    `index ${sample.benchmarkIndex}, ${new Date().toISOString().slice(0, 10)})`;
  const targets =
    `Targets: performance ≥ ${MIN_SCORE.performance}, accessibility, best practices and SEO ≥ ` +
    `${MIN_SCORE.accessibility}, CLS ≤ ${MAX_CLS}, TBT < ${MAX_TBT_MS} ms, LCP < ${MAX_LCP_MS} ms, the ` +
    `back/forward cache allowed, and on the vehicle page at most ${MAX_UNUSED_SCRIPT_KB} KiB of its own script ` +
    `unused at load (outside the framework every page loads). JS is the compressed transfer size of the page's ` +
    `script requests (kB = 1000 bytes).`;
  const markdown = `${header}\n\n${table(results)}\n\n${targets}\n\n${auditList(results)}\n`;
  const passed = results.every((result) => !result.misses.length);
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, "summary.md"), markdown);
  fs.writeFileSync(
    path.join(outDir, "summary.json"),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        lighthouseVersion: sample.lighthouseVersion,
        userAgent: sample.userAgent,
        database,
        runsPerPage: RUNS,
        targets: { minScore: MIN_SCORE, maxCls: MAX_CLS },
        passed,
        pages: results,
      },
      null,
      2,
    ),
  );
  console.log(`\n${markdown}`);
  return passed;
}

async function main() {
  if (!Number.isInteger(RUNS) || RUNS < 1)
    throw new Error(`LIGHTHOUSE_RUNS must be a positive integer, not ${process.env.LIGHTHOUSE_RUNS}`);
  // The browser tests drive Chromium's headless shell; Lighthouse measures the whole browser a visitor has.
  if (!fs.existsSync(CHROME_PATH)) {
    console.error(
      `Lighthouse needs the whole Chromium browser at ${CHROME_PATH}. Install it with: sudo apt-get install -y ` +
        `chromium (or point CHROME_PATH at one).`,
    );
    return 1;
  }
  let site: DemoSite | undefined;
  let chrome: LaunchedChrome | undefined;
  try {
    site = await startDemoSite({ tmpPrefix: "lighthouse-pglite-", port: PORT, log });
    chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
    const measured: { page: (typeof PAGES)[number]; runs: Run[] }[] = [];
    for (const page of PAGES) measured.push({ page, runs: await measurePage(site.base, page, chrome) });
    judgeUnusedScript(measured);
    const results = measured.map(({ page, runs }) => summarise(page, runs));
    return writeSummary(results, site.label, measured[0].runs[0]) ? 0 : 1;
  } finally {
    chrome?.kill();
    await site?.stop();
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
