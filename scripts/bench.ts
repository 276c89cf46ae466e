// `npm run bench`: catalogue, vehicle-page, share-card and sitemap latency at 100,000 vehicles. Seeds a separate
// database (a fresh one on DATABASE_URL's server, or an embedded PGlite in a temporary folder), serves the production
// build on it, and drives each URL with 8 concurrent clients, side by side with a static file served by the same
// server. Besides plain page loads, the requests visitors also send: a click on a hydrated catalogue (the router's
// request, captured from Chromium at the start and replayed as it was sent), a campaign link whose click id is new
// each time, and a flood of searches nobody asked before with health and the cached catalogue measured during it.
// Prints a table of p50/p95 with each page's p95 as a multiple of the static file's, writes
// bench-results/catalogue.{md,json}, and exits 1 when a page is slower than its target multiple.
// `BENCH_VEHICLES=demo` measures the embedded default instead: the demo data alone, the home page, the catalogue,
// a vehicle page and the same visitors' requests (bench-results/demo.{md,json}). `BENCH_ROWS=range,sheet` runs only
// the rows whose names hold those words, after the static file.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { applyMigrations } from "../lib/db/migrations";
import { seedDemoDataIfEmpty } from "../prisma/seed";
import { captureClientNavigations, type CapturedRequest, type ClientNavigations } from "./lib/client-navigation";
import { findInTree, processTree } from "./lib/process-cpu";
import {
  openScratchDatabase,
  startBareNextServer,
  startProductionServer,
  type ProductionServer,
} from "./lib/production-server";
import { measureRenderCost, type RenderCost } from "./lib/render-cost";
import { percentile } from "./lib/stats";

const root = path.resolve(__dirname, "..");
/** The demo data alone, as `npm start` serves it, or the sale catalogue filled to this many vehicles. */
const DEMO = process.env.BENCH_VEHICLES === "demo";
const VEHICLES = DEMO ? 0 : Number(process.env.BENCH_VEHICLES || 100_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 8);
const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const PORT = Number(process.env.BENCH_PORT || 3300);
/** Only the rows whose name holds one of these comma-separated words (the static file is always run first). */
const ROWS = process.env.BENCH_ROWS?.split(",").filter(Boolean);
const base = `http://127.0.0.1:${PORT}`;

/** Copies the demo vehicles (with their photos and search text) until the sale catalogue holds VEHICLES. */
export async function fillTo(url: string, target: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query("SELECT count(*)::int AS n FROM vehicles WHERE kind = 'sale'");
    const missing = target - rows[0].n;
    const columns = [
      "kind, status, name_ja, name_en, maker_id, load_class_id, body_type_id, model_name, model_name_en,",
      "model_code, model_year, mileage_km, lease_purchase, price_body_yen, price_fees_yen, price_total_yen,",
      "warranty_months, warranty_km, legal_maintenance, inspection_included, inspection_year, inspection_month,",
      "displacement_cc, drive_type_id, transmission_id, fuel_id, max_load_kg, vehicle_weight_kg, gross_weight_kg,",
      "repair_history,",
      "chassis_last3, length_mm, width_mm, height_mm, doors, seats, airbags, has_air_conditioner,",
      "has_rear_double_wheels, has_three_side_opening, has_power_steering, has_power_window, recycling_fee_paid,",
      "is_bargain, bed_length_mm, bed_width_mm, bed_height_mm, description_ja, description_en, video_url,",
      "power_ps, engine_model, crane_maker_id, crane_stages, crane_capacity_kg, crane_radio_remote, reefer_maker_id,",
      "reefer_temp_c, reefer_standby, power_gate_type, power_gate_capacity_kg,",
      "search_text, search_grams",
    ].join(" ");
    // Each copy of a template vehicle at a price of its own, so the price sort has work to do.
    const copied = columns
      .replaceAll(/(\w+)/g, "t.$1")
      .replace("t.price_body_yen", "t.price_body_yen + (g % 97) * 10000")
      .replace("t.price_total_yen", "t.price_total_yen + (g % 97) * 10000");
    const batch = 20_000;
    for (let start = 1; start <= missing; start += batch) {
      const end = Math.min(missing, start + batch - 1);
      await client.query(
        `WITH templates AS (
           SELECT *, row_number() OVER (ORDER BY id) - 1 AS rn, count(*) OVER () AS total FROM vehicles
            WHERE kind = 'sale' AND status = 'published' AND str_id NOT LIKE '%-b%')
         INSERT INTO vehicles (str_id, inquiry_no, published_at, updated_at, ${columns})
         SELECT t.str_id || '-b' || g, 200000 + g, now() - make_interval(mins => g), now(), ${copied}
         FROM generate_series($1::int, $2::int) AS g JOIN templates t ON t.rn = g % t.total`,
        [start, end],
      );
    }
    await client.query(
      `INSERT INTO vehicle_photos (vehicle_id, position, large_key, medium_key, thumb_key, width, height)
       SELECT c.id, p.position, p.large_key, p.medium_key, p.thumb_key, p.width, p.height
       FROM vehicles c
       JOIN vehicles t ON t.str_id = substring(c.str_id from '^(.*)-b[0-9]+$')
       JOIN vehicle_photos p ON p.vehicle_id = t.id
       WHERE c.str_id LIKE '%-b%'`,
    );
    // What autovacuum does on a live server: the visibility map lets counts read the index alone.
    await client.query("VACUUM ANALYZE vehicles");
    await client.query("VACUUM ANALYZE vehicle_photos");
    return (await client.query("SELECT count(*)::int AS n FROM vehicles WHERE kind = 'sale' AND status = 'published'"))
      .rows[0].n as number;
  } finally {
    await client.end();
  }
}

/** A fixed URL, or one that changes on every request (to measure what the cache cannot answer). */
type Target = string | (() => string);
/**
 * How much slower than the static file a page may be (its p95 over the file's, in the same run): a page, a click's
 * payload or a campaign link the store answers at most 3 times; one rendered for a search nobody asked before at
 * most 10 (issue 52: eight such clients share the one thread's renders, which cost 4 times a bare Next.js page at
 * best). Rows without one only inform.
 */
const CACHED_PAGE = 3;
const NEW_QUERY_PAGE = 10;
/**
 * One row: what its clients ask, with the headers a browser sent and, for the router's requests, the content type
 * of a right answer: a replay Next no longer takes as the router's gets a page or a redirect, and would measure
 * that instead.
 */
interface Row {
  name: string;
  target: Target;
  limit?: number;
  headers?: Record<string, string>;
  contentType?: string;
}
/** Clients asking `flood` while one client each asks `during`, at the same time; each a row of its own. */
interface Flood {
  flood: Row;
  during: Row[];
}
type Scenario = Row | Flood;
/**
 * How many times a bare Next.js page's CPU a search nobody asked before may cost the site's server to render: the
 * site's frame, reads and metadata alone cost 4.3 times (docs/performance.md, "What the render is made of").
 */
const RENDER_LIMIT = 4;

const rowsOf = (scenario: Scenario) => ("flood" in scenario ? [scenario.flood, ...scenario.during] : [scenario]);
const wanted = (name: string) => !ROWS || ROWS.some((word) => name.includes(word));
const nextUrl = ({ target }: Row) =>
  typeof target === "string" ? () => `${base}${target}` : () => `${base}${target()}`;

/** The status and type of an answer that is not the row's, or undefined when it is. */
async function wrongAnswer(row: Row, url: string): Promise<string | undefined> {
  const response = await fetch(url, { headers: row.headers });
  await response.arrayBuffer();
  const type = response.headers.get("content-type") ?? "no content type";
  if (response.status === 200 && (!row.contentType || type.startsWith(row.contentType))) return undefined;
  return `${response.status} ${type}`;
}

/** `count` clients asking one after another until `until`, each answer's time and what was wrong with any. */
async function clients(row: Row, count: number, until: number) {
  const next = nextUrl(row);
  const latencies: number[] = [];
  let errors = 0;
  let firstWrong: string | undefined;
  await Promise.all(
    Array.from({ length: count }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        try {
          const wrong = await wrongAnswer(row, next());
          if (wrong) errors++;
          firstWrong ??= wrong;
        } catch (error) {
          errors++;
          firstWrong ??= String(error);
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / SECONDS,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    errors,
    firstWrong,
  };
}
type Measured = Awaited<ReturnType<typeof clients>>;

async function warm(row: Row) {
  const next = nextUrl(row);
  for (let i = 0; i < 10; i++) await (await fetch(next(), { headers: row.headers })).arrayBuffer();
}

/** Each row of the scenario with what it measured: a flood's rows all at once, over the same seconds. */
async function drive(scenario: Scenario): Promise<[Row, Measured][]> {
  const rows = rowsOf(scenario);
  for (const row of rows) await warm(row);
  const until = performance.now() + SECONDS * 1000;
  const counts = "flood" in scenario ? [CONCURRENCY, ...scenario.during.map(() => 1)] : [CONCURRENCY];
  const measured = await Promise.all(rows.map((row, i) => clients(row, counts[i], until)));
  return rows.map((row, i) => [row, measured[i]]);
}

const NAVIGATION_ROWS = {
  nextPage: "client navigation: catalogue page 2",
  vehicle: "client navigation: catalogue to a vehicle",
  prefetch: "client navigation: a prefetch",
};

/** The router's requests replayed as Chromium sent them: the same path, `_rsc` key and headers each time. */
function navigationRows(captured: ClientNavigations | undefined): Row[] {
  if (!captured) return [];
  const replay = (name: string, { path, headers }: CapturedRequest): Row => ({
    name,
    target: path,
    headers,
    limit: CACHED_PAGE,
    contentType: "text/x-component",
  });
  return [
    replay(NAVIGATION_ROWS.nextPage, captured.nextPage),
    replay(NAVIGATION_ROWS.vehicle, captured.vehicle),
    ...captured.prefetches.slice(0, 1).map((prefetch) => replay(NAVIGATION_ROWS.prefetch, prefetch)),
  ];
}

/**
 * A visitor from an advert: the campaign's own parameters, and a click id the ad network makes new for every click,
 * so that no two visitors send the same URL.
 */
function campaignRow(): Row {
  return {
    name: "campaign link (utm, a new gclid each time)",
    target: () =>
      `/jp/sale?utm_source=google&utm_medium=cpc&utm_campaign=winter&gclid=${randomBytes(48).toString("base64url")}`,
    limit: CACHED_PAGE,
  };
}

/**
 * A crawler or an attacker asking searches nobody asked before, as fast as the server answers, while a visitor
 * opens the catalogue every cache holds and the load balancer checks health: what the flood costs everyone else.
 */
function floodScenario(): Flood {
  return {
    flood: {
      name: `flood: a new free word each time, ${CONCURRENCY} clients`,
      target: () => `/jp/sale?q=${randomBytes(6).toString("hex")}`,
    },
    during: [
      { name: "flood: health during it", target: "/api/health", limit: CACHED_PAGE },
      { name: "flood: cached catalogue during it", target: "/jp/sale", limit: CACHED_PAGE },
    ],
  };
}

/** The embedded default as a newcomer starts it: the pages a campaign's visitors open first. */
function demoScenarios(css: string, detail: string, navigations: ClientNavigations | undefined): Scenario[] {
  return [
    { name: "static file (CSS, same server)", target: css },
    { name: "home page", target: "/jp", limit: CACHED_PAGE },
    { name: "catalogue, no filter", target: "/jp/sale", limit: CACHED_PAGE },
    { name: "vehicle detail page", target: detail, limit: CACHED_PAGE },
    ...navigationRows(navigations),
    campaignRow(),
    floodScenario(),
  ];
}

function catalogueScenarios(
  css: string,
  detail: string,
  total: number,
  navigations: ClientNavigations | undefined,
): Scenario[] {
  const deepPage = Math.floor(total / 20 / 2);
  let unique = 0;
  const page = (name: string, target: Target): Row => ({ name, target, limit: CACHED_PAGE });
  return [
    { name: "static file (CSS, same server)", target: css },
    page("catalogue, no filter", "/jp/sale"),
    page("maker filter", "/jp/sale?maker=hino"),
    page("load-class filter", "/jp/sale?loadClass=large"),
    page("category (body type)", "/jp/sale/wing"),
    page("sort by price", "/jp/sale?sort=price-asc"),
    page("Japanese free word (ダンプ)", `/jp/sale?q=${encodeURIComponent("ダンプ")}`),
    page("romaji maker (isuzu)", "/jp/sale?q=isuzu"),
    page("two words (日野 冷凍)", `/jp/sale?q=${encodeURIComponent("日野 冷凍")}`),
    page(
      "filters + words + sort",
      `/jp/sale?maker=isuzu&loadClass=small&q=${encodeURIComponent("平ボディ")}&sort=year-desc`,
    ),
    page("range filter (price, year)", "/jp/sale?priceMax=800&yearMin=2014"),
    page("crane equipment (4段以上, 2.9t以上)", "/jp/sale/crane?craneStagesMin=4&craneCapacityMin=2900"),
    page("reefer and tail lift (−30℃以下, any tail lift)", "/jp/sale?reeferTempMax=-30&powerGate=any"),
    page(
      "every range and condition",
      "/jp/sale?priceMin=200&priceMax=900&yearMin=2012&mileageMax=300000&loadMin=2000&loadMax=4000" +
        "&transmission=mt&noRepair=1&licence=chugata",
    ),
    { name: "filter sheet count (API)", target: "/api/catalogue-count?kind=sale&priceMax=800&yearMin=2014" },
    page(`deep page (page ${deepPage})`, `/jp/sale?page=${deepPage}`),
    page("vehicle detail page", detail),
    ...navigationRows(navigations),
    campaignRow(),
    { name: "vehicle share card", target: `/api/share-image/jp/sale/${detail.split("/").pop()}` },
    { name: "sitemap index", target: "/sitemap.xml" },
    { name: "sitemap part of 1,000 vehicles", target: "/sitemaps/2.xml" },
    // Each request asks a search nobody asked before: the database query and the render, no cache.
    {
      name: "uncached: a new search each time",
      target: () => `/jp/sale?q=${encodeURIComponent(`日野 ${++unique}`)}`,
      limit: NEW_QUERY_PAGE,
    },
    {
      name: "uncached: a new page each time",
      target: () => `/jp/sale?page=${(++unique % deepPage) + 1}`,
      limit: NEW_QUERY_PAGE,
    },
    // A range nobody asked before: the page, its count and every facet count come from the database.
    {
      name: "uncached: a new range with facets",
      target: () => `/jp/sale?priceMax=${300 + (++unique % 5000)}`,
      limit: NEW_QUERY_PAGE,
    },
    {
      name: "uncached: a new sheet count",
      target: () => `/api/catalogue-count?kind=sale&priceMax=${300 + (++unique % 5000)}`,
    },
    // Last: its searches fill the data caches the rows above read.
    floodScenario(),
  ];
}

async function captureNavigations() {
  console.log("[bench] capturing the router's requests: Chromium clicks through the catalogue…");
  const captured = await captureClientNavigations(base);
  for (const [what, request] of [
    ["page 2", captured.nextPage],
    ["vehicle", captured.vehicle],
    ...captured.prefetches.map((prefetch) => ["prefetch", prefetch] as const),
  ] as const)
    console.log(`[bench]   ${what}: ${request.path} ${JSON.stringify(request.headers)}`);
  if (!captured.prefetches.length) console.log("[bench]   no prefetch: the catalogue's links prefetch nothing");
  return captured;
}

/** Whether a row missed its target. */
async function main(): Promise<boolean> {
  const database = await openScratchDatabase("bench-pglite-");
  let server: ProductionServer | undefined;
  let bare: ProductionServer | undefined;
  try {
    console.log(
      `[bench] ${database.label}: migrating and seeding ` +
        `${DEMO ? "the demo data" : `${VEHICLES.toLocaleString("en-US")} vehicles for sale`}…`,
    );
    await applyMigrations(database.url);
    await seedDemoDataIfEmpty(database.url);
    const total = await fillTo(database.url, VEHICLES);
    console.log(
      `[bench] ${total.toLocaleString("en-US")} published vehicles for sale; starting the production server…`,
    );

    server = await startProductionServer({
      port: PORT,
      databaseUrl: database.url,
      authSecret: "bench-secret-bench-secret-bench-secret-0123",
    });

    const home = await (await fetch(`${base}/jp`)).text();
    const css = home.match(/\/_next\/static\/[^"]+\.css/)?.[0];
    const firstPage = DEMO ? "/jp/sale" : "/jp/sale?page=1234";
    const detail = (await (await fetch(`${base}${firstPage}`)).text()).match(/\/jp\/sale\/item\/[a-z0-9-]+/)?.[0];
    if (!css || !detail) throw new Error("The home page names no stylesheet, or the catalogue no vehicle.");
    const navigations = Object.values(NAVIGATION_ROWS).some(wanted) ? await captureNavigations() : undefined;
    const scenarios = (
      DEMO ? demoScenarios(css, detail, navigations) : catalogueScenarios(css, detail, total, navigations)
    ).filter((scenario, i) => i === 0 || rowsOf(scenario).some(({ name }) => wanted(name)));
    const results = [];
    let staticP95 = 0;
    const loadAtStart = os.loadavg()[0];
    for (const scenario of scenarios) {
      for (const [{ name, target, limit, contentType }, result] of await drive(scenario)) {
        staticP95 ||= result.p95;
        const ratio = result.p95 / staticP95;
        // A router request answered with anything but its payload measured something else: the row fails.
        const wrong = contentType && result.errors ? result.firstWrong : undefined;
        const url = typeof target === "string" ? target : "(varies)";
        results.push({ name, url, ...result, ratio, limit, contentType, wrong });
        console.log(
          `[bench] ${name.padEnd(32)} p50 ${result.p50.toFixed(1).padStart(6)} ms  p95 ` +
            `${result.p95.toFixed(1).padStart(6)} ms  ${ratio.toFixed(1).padStart(5)}x  ` +
            `${result.rps.toFixed(0).padStart(5)} req/s  errors ${result.errors}` +
            (result.firstWrong ? ` (first: ${result.firstWrong})` : ""),
        );
      }
    }
    const misses = results.filter((r) => r.limit !== undefined && r.ratio > r.limit);
    const wrongAnswers = results.filter((r) => r.wrong);
    const loadAtEnd = os.loadavg()[0];

    console.log("[bench] render CPU: the site's server beside a bare Next.js page, one request at a time…");
    bare = await startBareNextServer(PORT + 1);
    const siteServer = findInTree(server.pid, "scripts/server.ts");
    const barePids = processTree(bare.pid);
    if (!siteServer) throw new Error("The site's server process (scripts/server.ts) was not found.");
    let fresh = 0;
    const [floor, ...renders] = await measureRenderCost([
      { name: "bare Next.js page (the floor)", pids: () => barePids, url: () => `${bare!.base}/` },
      {
        name: "/jp/sale, a new search each time",
        pids: () => [siteServer],
        // Words and a price limit nobody asked before, that still find twenty vehicles to draw.
        url: () => `${base}/jp/sale?q=${encodeURIComponent("日野")}&priceMax=${2000 + ++fresh}`,
      },
      {
        name: "/en/sale, a new page each time",
        pids: () => [siteServer],
        url: () => `${base}/en/sale?page=${++fresh}`,
      },
    ]);
    await bare.stop();
    const renderRows = [floor, ...renders].map((r) => ({ ...r, ratio: r.median / floor.median }));
    const renderMisses = renderRows.filter((r) => r !== renderRows[0] && r.ratio > RENDER_LIMIT);

    const header =
      `${DEMO ? "Demo-data benchmark" : "Catalogue benchmark"}: ${total.toLocaleString("en-US")} vehicles, ` +
      `${database.label}, ` +
      `${CONCURRENCY} concurrent clients, ${SECONDS} s per row, ${os.cpus().length} cores, 1-minute load average ` +
      `${loadAtStart.toFixed(2)} before the rows and ${loadAtEnd.toFixed(2)} after ` +
      `(${new Date().toISOString().slice(0, 10)})`;
    const table = [
      "| request | p50 (ms) | p95 (ms) | p95 / static | target | req/s | errors |",
      "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
      ...results.map(
        (r) =>
          `| ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.ratio.toFixed(1)}x | ` +
          `${r.limit === undefined ? "" : `${r.limit}x`} | ${r.rps.toFixed(0)} | ${r.errors} |`,
      ),
    ].join("\n");
    const renderTable = [
      "| render (server CPU per request, 10 rounds of 40) | median (ms) | least–most (ms) | × bare page | target |",
      "| --- | ---: | ---: | ---: | ---: |",
      ...renderRows.map(
        (r: RenderCost & { ratio: number }, i) =>
          `| ${r.name} | ${r.median.toFixed(1)} | ${r.min.toFixed(1)}–${r.max.toFixed(1)} | ` +
          `${r.ratio.toFixed(1)}x | ${i === 0 ? "" : `${RENDER_LIMIT}x`} |`,
      ),
    ].join("\n");
    const file = DEMO ? "demo" : "catalogue";
    fs.mkdirSync(path.join(root, "bench-results"), { recursive: true });
    fs.writeFileSync(path.join(root, `bench-results/${file}.md`), `${header}\n\n${table}\n\n${renderTable}\n`);
    fs.writeFileSync(
      path.join(root, `bench-results/${file}.json`),
      JSON.stringify(
        {
          total,
          database: database.label,
          concurrency: CONCURRENCY,
          seconds: SECONDS,
          loadAverage: { beforeRows: loadAtStart, afterRows: loadAtEnd },
          results,
          render: renderRows,
        },
        null,
        2,
      ),
    );
    console.log(`\n${header}\n\n${table}\n\n${renderTable}\n`);
    for (const miss of misses)
      console.error(
        `[bench] missed: ${miss.name} p95 is ${miss.ratio.toFixed(1)}x the static file's (target ${miss.limit}x)`,
      );
    for (const miss of renderMisses)
      console.error(
        `[bench] missed: ${miss.name} costs ${miss.ratio.toFixed(1)}x the bare page's CPU (target ${RENDER_LIMIT}x)`,
      );
    for (const row of wrongAnswers)
      console.error(
        `[bench] missed: ${row.name}: ${row.errors} answers were not 200 ${row.contentType} (first: ${row.wrong})`,
      );
    return misses.length > 0 || renderMisses.length > 0 || wrongAnswers.length > 0;
  } finally {
    await bare?.stop();
    await server?.stop();
    await database.close();
  }
}

if (require.main === module) {
  // Exits with the result only once the database is closed: the embedded one, closing, sets the exit code to 0.
  main().then(
    (missed) => process.exit(missed ? 1 : 0),
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
