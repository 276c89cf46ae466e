// `npm run bench`: catalogue, vehicle-page, share-card and sitemap latency at 100,000 vehicles. Seeds a separate
// database (a fresh one on DATABASE_URL's server, or an embedded PGlite in a temporary folder), serves the production
// build on it, and drives each URL with 8 concurrent clients, side by side with a static file served by the same
// server. Prints a table of p50/p95 and writes bench-results/catalogue.{md,json}.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { applyMigrations } from "../lib/db/migrations";
import { seedDemoDataIfEmpty } from "../prisma/seed";
import { openScratchDatabase, startProductionServer, type ProductionServer } from "./lib/production-server";
import { percentile } from "./lib/stats";

const root = path.resolve(__dirname, "..");
const VEHICLES = Number(process.env.BENCH_VEHICLES || 100_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 8);
const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const PORT = Number(process.env.BENCH_PORT || 3300);
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
      `INSERT INTO vehicle_photos (vehicle_id, position, large_key, thumb_key, width, height)
       SELECT c.id, p.position, p.large_key, p.thumb_key, p.width, p.height
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

async function drive(target: Target) {
  const next = typeof target === "string" ? () => target : target;
  for (let i = 0; i < 10; i++) await (await fetch(next())).arrayBuffer();
  const latencies: number[] = [];
  let errors = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        try {
          const response = await fetch(next());
          await response.arrayBuffer();
          if (response.status !== 200) errors++;
        } catch {
          errors++;
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
  };
}

async function main() {
  const database = await openScratchDatabase("bench-pglite-");
  let server: ProductionServer | undefined;
  try {
    console.log(
      `[bench] ${database.label}: migrating and seeding ${VEHICLES.toLocaleString("en-US")} vehicles for sale…`,
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
    const detail = (await (await fetch(`${base}/jp/sale?page=1234`)).text()).match(/\/jp\/sale\/item\/[a-z0-9-]+/)?.[0];
    const deepPage = Math.floor(total / 20 / 2);
    let unique = 0;
    const scenarios: [string, Target][] = [
      ["static file (CSS, same server)", css!],
      ["catalogue, no filter", "/jp/sale"],
      ["maker filter", "/jp/sale?maker=hino"],
      ["load-class filter", "/jp/sale?loadClass=large"],
      ["category (body type)", "/jp/sale/wing"],
      ["sort by price", "/jp/sale?sort=price-asc"],
      ["Japanese free word (ダンプ)", `/jp/sale?q=${encodeURIComponent("ダンプ")}`],
      ["romaji maker (isuzu)", "/jp/sale?q=isuzu"],
      ["two words (日野 冷凍)", `/jp/sale?q=${encodeURIComponent("日野 冷凍")}`],
      [
        "filters + words + sort",
        `/jp/sale?maker=isuzu&loadClass=small&q=${encodeURIComponent("平ボディ")}&sort=year-desc`,
      ],
      ["range filter (price, year)", "/jp/sale?priceMax=800&yearMin=2014"],
      [
        "every range and condition",
        "/jp/sale?priceMin=200&priceMax=900&yearMin=2012&mileageMax=300000&loadMin=2000&loadMax=4000" +
          "&transmission=mt&noRepair=1&licence=chugata",
      ],
      ["filter sheet count (API)", "/api/catalogue-count?kind=sale&priceMax=800&yearMin=2014"],
      [`deep page (page ${deepPage})`, `/jp/sale?page=${deepPage}`],
      ["vehicle detail page", detail!],
      ["vehicle share card", `/api/share-image/jp/sale/${detail!.split("/").pop()}`],
      ["sitemap index", "/sitemap.xml"],
      ["sitemap part of 1,000 vehicles", "/sitemaps/2.xml"],
      // Each request asks a search nobody asked before: the database query and the render, no cache.
      ["uncached: a new search each time", () => `/jp/sale?q=${encodeURIComponent(`日野 ${++unique}`)}`],
      ["uncached: a new page each time", () => `/jp/sale?page=${(++unique % deepPage) + 1}`],
      // A range nobody asked before: the page, its count and every facet count come from the database.
      ["uncached: a new range with facets", () => `/jp/sale?priceMax=${300 + (++unique % 5000)}`],
      ["uncached: a new sheet count", () => `/api/catalogue-count?kind=sale&priceMax=${300 + (++unique % 5000)}`],
    ];

    const results = [];
    for (const [name, target] of scenarios) {
      const result = await drive(typeof target === "string" ? `${base}${target}` : () => `${base}${target()}`);
      results.push({ name, url: typeof target === "string" ? target : "(varies)", ...result });
      console.log(
        `[bench] ${name.padEnd(32)} p50 ${result.p50.toFixed(1).padStart(6)} ms  p95 ` +
          `${result.p95.toFixed(1).padStart(6)} ms  ${result.rps.toFixed(0).padStart(5)} req/s  errors ` +
          `${result.errors}`,
      );
    }

    const header =
      `Catalogue benchmark: ${total.toLocaleString("en-US")} vehicles, ${database.label}, ` +
      `${CONCURRENCY} concurrent clients, ${SECONDS} s per row, ${os.cpus().length} cores ` +
      `(${new Date().toISOString().slice(0, 10)})`;
    const table = [
      "| request | p50 (ms) | p95 (ms) | req/s | errors |",
      "| --- | ---: | ---: | ---: | ---: |",
      ...results.map(
        (r) => `| ${r.name} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.rps.toFixed(0)} | ${r.errors} |`,
      ),
    ].join("\n");
    fs.mkdirSync(path.join(root, "bench-results"), { recursive: true });
    fs.writeFileSync(path.join(root, "bench-results/catalogue.md"), `${header}\n\n${table}\n`);
    fs.writeFileSync(
      path.join(root, "bench-results/catalogue.json"),
      JSON.stringify({ total, database: database.label, concurrency: CONCURRENCY, seconds: SECONDS, results }, null, 2),
    );
    console.log(`\n${header}\n\n${table}\n`);
  } finally {
    await server?.stop();
    await database.close();
  }
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
