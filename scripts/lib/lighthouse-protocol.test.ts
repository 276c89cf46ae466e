import { describe, expect, it } from "vitest";
import {
  cpuPlan,
  frameworkScripts,
  keptTry,
  loadRefusal,
  MAX_TBT_RATIO,
  offIndex,
  ownScriptBytes,
  runOrder,
  targetMisses,
  tbtAgainstReference,
  TARGETS,
  type Medians,
} from "./lighthouse-protocol";

describe("the Lighthouse protocol", () => {
  it.each([
    ["an idle machine", 0.3, 1, false],
    ["exactly at the limit", 1, 1, false],
    ["a busy machine", 1.22, 1, true],
    ["a busy machine with a raised limit", 1.22, 99, false],
  ])("refuses to score on %s", (_, load, maxLoad, refused) => {
    expect(loadRefusal(load, maxLoad) !== undefined).toBe(refused);
  });

  it.each([
    ["two cores", 2, true, { server: "0", browser: "1" }],
    ["eight cores", 8, true, { server: "0", browser: "1-7" }],
    ["one core", 1, true, { unpinned: expect.stringContaining("1 core") }],
    ["no taskset", 8, false, { unpinned: expect.stringContaining("taskset") }],
  ])("pins the server and the browser apart with %s", (_, cores, hasTaskset, plan) => {
    expect(cpuPlan(cores, hasTaskset)).toEqual(plan);
  });

  it.each([
    [2000, 2000, false],
    [2400, 2000, false],
    [2401, 2000, true],
    [1600, 2000, false],
    [1599, 2000, true],
  ])("counts index %d as off the session's %d: %s", (index, session, off) => {
    expect(offIndex(index, session, 0.2)).toBe(off);
  });

  it.each([
    ["the first try when it is within", [2100, 1000, 2000], { kept: 0, withinTolerance: true }],
    ["the first repeat within", [1000, 2900, 1900, 2000], { kept: 2, withinTolerance: true }],
    ["the nearest when every try is off", [1000, 1500, 2700], { kept: 1, withinTolerance: false }],
  ])("keeps %s", (_, indices, kept) => {
    expect(keptTry(indices, 2000, 0.2)).toEqual(kept);
  });

  it("counts the site's own script as what the build manifest does not name as the framework's", () => {
    const framework = frameworkScripts({
      rootMainFiles: ["static/chunks/webpack.js", "static/chunks/main-app.js"],
      polyfillFiles: ["static/chunks/polyfills.js"],
    });
    expect(
      ownScriptBytes(
        [
          { path: "/_next/static/chunks/webpack.js", bytes: 5000 },
          { path: "/_next/static/chunks/main-app.js", bytes: 120_000 },
          { path: "/_next/static/chunks/app/page.js", bytes: 12_000 },
          { path: "/_next/static/chunks/viewer.js", bytes: 3000 },
        ],
        framework,
      ),
    ).toBe(15_000);
  });

  const meets: Medians = {
    scores: { performance: 97, accessibility: 100, "best-practices": 100, seo: 100 },
    lcpMs: 2500,
    tbtMs: 200,
    cls: 0.05,
    scriptKb: 180,
    ownScriptKb: 40,
    htmlKb: 40,
    unusedScriptKib: 20,
    bfcacheBlockers: 0,
  };

  it.each<[string, Partial<Medians>, boolean, string[]]>([
    ["nothing when every median is on its target", {}, true, []],
    ["a score under its minimum", { scores: { ...meets.scores, performance: 94 } }, false, ["performance 94 < 95"]],
    ["a slow paint", { lcpMs: 2501 }, false, ["LCP 2501 ms > 2500 ms"]],
    ["blocking time", { tbtMs: 240 }, false, ["TBT 240 ms > 200 ms"]],
    ["a shift", { cls: 0.1 }, false, ["CLS 0.100 > 0.050"]],
    [
      "every byte budget at once",
      { scriptKb: 181, ownScriptKb: 41.5, htmlKb: 44 },
      false,
      ["script 181.0 kB > 180.0 kB", "own script 41.5 kB > 40.0 kB", "HTML 44.0 kB > 40.0 kB"],
    ],
    ["unused script only where the code loads on use", { unusedScriptKib: 30 }, false, []],
    ["unused script on a page that loads on use", { unusedScriptKib: 30 }, true, ["unused own script 30 KiB > 20 KiB"]],
    ["the back/forward cache refused", { bfcacheBlockers: 2 }, false, ["back/forward cache refused (2 reasons)"]],
  ])("lists %s", (_, change, loadsOnUse, misses) => {
    expect(targetMisses({ ...meets, ...change }, TARGETS, loadsOnUse)).toEqual(misses);
  });

  it("takes each run on this build and the reference in turn, page by page, warm-ups first", () => {
    expect(runOrder(2, 2, 2).map(({ page, build, run }) => `${page}${"AB"[build]}${run}`)).toEqual([
      "0A0",
      "0B0",
      "0A1",
      "0B1",
      "0A2",
      "0B2",
      "1A0",
      "1B0",
      "1A1",
      "1B1",
      "1A2",
      "1B2",
    ]);
  });

  it("takes each page's runs in a row when there is no reference", () => {
    expect(runOrder(2, 1, 2)).toEqual([
      { page: 0, build: 0, run: 0 },
      { page: 0, build: 0, run: 1 },
      { page: 0, build: 0, run: 2 },
      { page: 1, build: 0, run: 0 },
      { page: 1, build: 0, run: 1 },
      { page: 1, build: 0, run: 2 },
    ]);
  });

  it.each<[string, number, number, number, boolean]>([
    ["two-thirds of the reference's", 200, 300, 2 / 3, false],
    ["just above two-thirds", 201, 300, 201 / 300, true],
    ["as slow as the reference", 300, 300, 1, true],
    ["nothing against nothing", 0, 0, 0, false],
    ["anything against a reference of nothing", 10, 0, Infinity, true],
  ])("judges a TBT of %s", (_, tbt, reference, ratio, missed) => {
    const judged = tbtAgainstReference(tbt, reference, MAX_TBT_RATIO);
    expect(judged.ratio).toBeCloseTo(ratio);
    expect(judged.miss !== undefined).toBe(missed);
  });

  it("says by how much a page missed the reference", () => {
    expect(tbtAgainstReference(240, 300, MAX_TBT_RATIO).miss).toBe(
      "TBT 240 ms is 0.80 of the reference's 300 ms (at most 0.67)",
    );
  });
});
