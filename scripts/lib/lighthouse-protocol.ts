// The rules of `npm run lighthouse` that decide what counts: when the machine is too busy to score, which runs
// were taken on a browser slowed by something else, the medians and ranges kept, and the targets they must meet.
// Plain functions on plain numbers, so that each rule is tested apart from Lighthouse and Chromium.

/** Why the session must not score (the machine's 1-minute load above `maxLoad`), or undefined when it may. */
export function loadRefusal(load: number, maxLoad: number): string | undefined {
  if (load <= maxLoad) return undefined;
  return (
    `the 1-minute load average is ${load.toFixed(2)}, above ${maxLoad}: other work on the machine would be ` +
    `measured with the site. Wait for it to settle, or set LIGHTHOUSE_MAX_LOAD to score anyway (the figures ` +
    `then say little).`
  );
}

export type CpuPlan = { server: string; browser: string } | { unpinned: string };

/**
 * The server (and the database beside it) on core 0, Chromium on the others, so that neither takes the other's
 * processor while Lighthouse times the browser's tasks. Unpinned, with the reason, when that cannot be done.
 */
export function cpuPlan(cores: number, hasTaskset: boolean): CpuPlan {
  if (!hasTaskset) return { unpinned: "taskset is not installed (util-linux)" };
  if (cores < 2) return { unpinned: `${cores} core: nothing to keep the server and the browser apart on` };
  return { server: "0", browser: cores === 2 ? "1" : `1-${cores - 1}` };
}

/** Whether a run's benchmark index is more than `tolerance` (a fraction) away from the session's median index. */
export function offIndex(index: number, sessionIndex: number, tolerance: number): boolean {
  return Math.abs(index - sessionIndex) > tolerance * sessionIndex;
}

/**
 * Which of a run's tries to keep: the first within the tolerance of the session's index, or, when every try was
 * off, the one nearest to it (flagged, so that the report says the run was taken on a disturbed browser).
 */
export function keptTry(indices: number[], sessionIndex: number, tolerance: number) {
  if (!indices.length) throw new Error("no tries to choose from");
  const first = indices.findIndex((index) => !offIndex(index, sessionIndex, tolerance));
  if (first >= 0) return { kept: first, withinTolerance: true };
  const distance = (index: number) => Math.abs(index - sessionIndex);
  const nearest = indices.reduce((best, index, i) => (distance(index) < distance(indices[best]) ? i : best), 0);
  return { kept: nearest, withinTolerance: false };
}

/**
 * The framework's script, as the build names it (`.next/build-manifest.json`): the runtime every page loads
 * (React, Next's router) and the polyfills. What a page loads beyond these is the site's own.
 */
export function frameworkScripts(manifest: { rootMainFiles?: string[]; polyfillFiles?: string[] }): Set<string> {
  return new Set(
    [...(manifest.rootMainFiles ?? []), ...(manifest.polyfillFiles ?? [])].map((file) => `/_next/${file}`),
  );
}

/** The compressed bytes of the scripts (URL path and transfer size) that are not the framework's. */
export function ownScriptBytes(scripts: { path: string; bytes: number }[], framework: Set<string>): number {
  return scripts.filter((script) => !framework.has(script.path)).reduce((sum, script) => sum + script.bytes, 0);
}

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
export type Category = (typeof CATEGORIES)[number];

/** What each page's medians are judged by. kB are 1000 bytes, compressed, as the visitor downloads them. */
export interface Targets {
  minScore: Record<Category, number>;
  maxLcpMs: number;
  maxTbtMs: number;
  maxCls: number;
  maxScriptKb: number;
  maxOwnScriptKb: number;
  maxHtmlKb: number;
  /** Only on pages whose code loads when used (`loadsOnUse`), in KiB as Lighthouse reports it. */
  maxUnusedScriptKib: number;
}

export const TARGETS: Targets = {
  minScore: { performance: 95, accessibility: 95, "best-practices": 95, seo: 95 },
  maxLcpMs: 2500,
  maxTbtMs: 200,
  maxCls: 0.05,
  maxScriptKb: 180,
  maxOwnScriptKb: 40,
  maxHtmlKb: 40,
  maxUnusedScriptKib: 20,
};

export interface Medians {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKb: number;
  ownScriptKb: number;
  htmlKb: number;
  unusedScriptKib: number;
  /** The most reasons any run gave for the browser not keeping the page for the back button. */
  bfcacheBlockers: number;
}

/** Every target a page's medians miss, worded for the report; empty when it meets them all. */
export function targetMisses(m: Medians, targets: Targets, loadsOnUse: boolean): string[] {
  const misses = CATEGORIES.filter((category) => m.scores[category] < targets.minScore[category]).map(
    (category) => `${category} ${m.scores[category]} < ${targets.minScore[category]}`,
  );
  const over = (value: number, max: number, what: string, format: (value: number) => string) => {
    if (value > max) misses.push(`${what} ${format(value)} > ${format(max)}`);
  };
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const kb = (value: number) => `${value.toFixed(1)} kB`;
  over(m.lcpMs, targets.maxLcpMs, "LCP", ms);
  over(m.tbtMs, targets.maxTbtMs, "TBT", ms);
  over(m.cls, targets.maxCls, "CLS", (value) => value.toFixed(3));
  over(m.scriptKb, targets.maxScriptKb, "script", kb);
  over(m.ownScriptKb, targets.maxOwnScriptKb, "own script", kb);
  over(m.htmlKb, targets.maxHtmlKb, "HTML", kb);
  if (loadsOnUse)
    over(m.unusedScriptKib, targets.maxUnusedScriptKib, "unused own script", (value) => `${value.toFixed(0)} KiB`);
  if (m.bfcacheBlockers > 0) misses.push(`back/forward cache refused (${m.bfcacheBlockers} reasons)`);
  return misses;
}

/** With a reference build (LIGHTHOUSE_BASELINE): how much of the reference's median TBT this build's may be. */
export const MAX_TBT_RATIO = 2 / 3;

/** One Lighthouse run of a session: which page, on which build, and which run (0 for the warm-up). */
export interface Turn {
  page: number;
  build: number;
  run: number;
}

/**
 * The order of a session's runs: page by page, the warm-up and then each run taken on every build in turn (A, B, A,
 * B…), so that a slow minute of the machine falls on the builds alike instead of on whichever was measured then.
 */
export function runOrder(pages: number, builds: number, runs: number): Turn[] {
  const turns: Turn[] = [];
  for (let page = 0; page < pages; page++)
    for (let run = 0; run <= runs; run++) for (let build = 0; build < builds; build++) turns.push({ page, build, run });
  return turns;
}

/**
 * A page's median TBT against the reference build's, measured in the same session: the ratio, and the miss when it
 * is above `maxRatio` (a reference of 0 ms leaves this build no room above 0 either).
 */
export function tbtAgainstReference(
  tbtMs: number,
  referenceTbtMs: number,
  maxRatio: number,
): { ratio: number; miss?: string } {
  const ratio = referenceTbtMs > 0 ? tbtMs / referenceTbtMs : tbtMs > 0 ? Infinity : 0;
  if (tbtMs <= maxRatio * referenceTbtMs) return { ratio };
  return {
    ratio,
    miss:
      `TBT ${tbtMs.toFixed(0)} ms is ${ratio.toFixed(2)} of the reference's ${referenceTbtMs.toFixed(0)} ms ` +
      `(at most ${maxRatio.toFixed(2)})`,
  };
}
