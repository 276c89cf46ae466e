// `npm run bench:load`: what one app instance and two instances behind a balancer serve together. Visitors
// browse the catalogue, open vehicle pages and send the contact form, at rising concurrency; requests go
// to instance A alone, then alternate between A and B (one database, one Redis, as in production).
// Prints throughput and p95 for each, the ratio, and checks that every request the site answered as
// received is in the database. Exits 1 when a request is lost, or when two instances serve the catalogue at 8 or
// 16 clients less than 1.7 times what one does. Needs a PostgreSQL server (DATABASE_URL) and Redis (REDIS_URL or
// 127.0.0.1).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { forgetRedisKeys } from "../test/redis";
import { openScratchDatabase, startProductionServer, type ProductionServer } from "./lib/production-server";
import { openContactForm, sendContactForm, type ContactFormTemplate } from "./lib/contact-form";
import { percentile } from "./lib/stats";

const root = path.resolve(__dirname, "..");
const LEVELS = (process.env.BENCH_LEVELS || "2,4,8,16").split(",").map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const PORT = Number(process.env.BENCH_PORT || 3400);
const REDIS_URL = process.env.REDIS_URL || "redis://127.0.0.1:6379";
const SUBMIT_EVERY = 10; // one visitor action in ten is a contact form; the rest are pages
const CATALOGUE = ["/jp/sale", "/jp/sale?maker=hino", "/en/sale", "/jp/sale/wing", "/jp/sale?page=2"];
/** What a second instance must add to the catalogue's throughput, at the loads a campaign brings. */
const MIN_CATALOGUE_SCALING = 1.7;
const SCALING_LEVELS = [8, 16];

type Kind = "catalogue" | "vehicle" | "contact";
type Sample = { kind: Kind; ms: number; ok: boolean; stored?: number };

let sender = 0;

/** One visitor's next action against one instance, as a mix of what visitors do. */
async function act(base: string, step: number, vehicles: string[], form: ContactFormTemplate): Promise<Sample> {
  const started = performance.now();
  if (step % SUBMIT_EVERY === SUBMIT_EVERY - 1) {
    const result = await sendContactForm(form, ++sender).catch(() => ({ outcome: "failed" as const, status: 0 }));
    return {
      kind: "contact",
      ms: performance.now() - started,
      ok: result.outcome === "stored",
      ...(result.outcome === "stored" ? { stored: result.number } : {}),
    };
  }
  const isVehicle = step % 3 === 0;
  const url = isVehicle ? vehicles[step % vehicles.length] : CATALOGUE[step % CATALOGUE.length];
  try {
    const response = await fetch(`${base}${url}`);
    await response.arrayBuffer();
    return { kind: isVehicle ? "vehicle" : "catalogue", ms: performance.now() - started, ok: response.status === 200 };
  } catch {
    return { kind: isVehicle ? "vehicle" : "catalogue", ms: performance.now() - started, ok: false };
  }
}

async function drive(bases: string[], clients: number, vehicles: string[], forms: ContactFormTemplate[]) {
  const samples: Sample[] = [];
  const until = performance.now() + SECONDS * 1000;
  let turn = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let step = client; performance.now() < until; step++) {
        // The balancer: each request to the next instance in turn.
        const index = turn++ % bases.length;
        samples.push(await act(bases[index], step, vehicles, forms[index]));
      }
    }),
  );
  const summary = (kind?: Kind) => {
    const of = samples.filter((s) => !kind || s.kind === kind);
    const sorted = of.map((s) => s.ms).sort((a, b) => a - b);
    return {
      count: of.length,
      rps: of.length / SECONDS,
      p95: sorted.length ? percentile(sorted, 95) : 0,
      errors: of.filter((s) => !s.ok).length,
    };
  };
  return {
    all: summary(),
    catalogue: summary("catalogue"),
    vehicle: summary("vehicle"),
    contact: summary("contact"),
    stored: samples.flatMap((s) => (s.stored ? [s.stored] : [])),
  };
}

/** Whether the run missed a target or lost a request. */
async function main(): Promise<boolean> {
  if (!process.env.DATABASE_URL)
    throw new Error(
      "bench:load needs a PostgreSQL server: set DATABASE_URL (several instances cannot share the embedded database)",
    );
  const database = await openScratchDatabase("bench-load-");
  const prefix = `bench-${randomBytes(4).toString("hex")}`;
  const servers: ProductionServer[] = [];
  try {
    // Each simulated visitor sends through X-Forwarded-For, as from behind the balancer the bench stands in for.
    const env = { REDIS_URL, REDIS_KEY_PREFIX: prefix, TRUST_PROXY_HOPS: "1" };
    const secret = "bench-secret-bench-secret-bench-secret-0123";
    console.log("[bench:load] starting instance A (migrates and seeds the demo data)…");
    servers.push(await startProductionServer({ port: PORT, databaseUrl: database.url, authSecret: secret, env }));
    console.log("[bench:load] starting instance B…");
    servers.push(
      await startProductionServer({
        port: PORT + 1,
        databaseUrl: database.url,
        authSecret: secret,
        env: { ...env, SKIP_BUILD: "1" },
      }),
    );
    const bases = servers.map((s) => s.base);
    // The load generator shares the machine: it yields the cores to the instances, so what is measured is what
    // they serve, not what the generator leaves them (the instances were started before, at normal priority).
    os.setPriority(process.pid, 10);

    const listing = await (await fetch(`${bases[0]}/jp/sale`)).text();
    const vehicles = [...new Set(listing.match(/\/jp\/sale\/item\/[a-z0-9-]+/g) ?? [])].slice(0, 10);
    const forms = await Promise.all(bases.map((base) => openContactForm(base)));
    for (const base of bases)
      for (const url of [...CATALOGUE, ...vehicles]) await (await fetch(`${base}${url}`)).arrayBuffer();

    const rows = [];
    const stored: number[] = [];
    for (const clients of LEVELS) {
      const one = await drive(bases.slice(0, 1), clients, vehicles, forms);
      const two = await drive(bases, clients, vehicles, forms);
      stored.push(...one.stored, ...two.stored);
      rows.push({
        clients,
        one,
        two,
        ratio: two.all.rps / one.all.rps,
        catalogueRatio: two.catalogue.rps / one.catalogue.rps,
      });
      console.log(
        `[bench:load] ${String(clients).padStart(3)} clients  one: ${one.all.rps.toFixed(0).padStart(4)} req/s p95 ` +
          `${one.all.p95.toFixed(0).padStart(5)} ms  two: ${two.all.rps.toFixed(0).padStart(4)} req/s p95 ` +
          `${two.all.p95.toFixed(0).padStart(5)} ms  ×${(two.all.rps / one.all.rps).toFixed(2)}  catalogue ` +
          `×${(two.catalogue.rps / one.catalogue.rps).toFixed(2)}  errors ` +
          `${one.all.errors + two.all.errors}`,
      );
    }

    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const inDatabase = (await client.query("SELECT n FROM orders WHERE email LIKE 'load-%'")).rows.map((r) =>
      Number(r.n),
    );
    await client.end();
    const lost = stored.filter((n) => !inDatabase.includes(n)).length;
    const unexpected = inDatabase.length - stored.length;

    const cell = (s: { rps: number; p95: number }) => `${s.rps.toFixed(0)} / ${s.p95.toFixed(0)}`;
    const header =
      `Load benchmark: ${SECONDS} s per row, ${os.cpus().length} cores, load generator on the same ` +
      `machine, one PostgreSQL, one Redis (${new Date().toISOString().slice(0, 10)}). Each cell: requests/s / p95 ms.`;
    const table = [
      "| clients | one instance: all | two instances: all | ratio | catalogue (one → two) | catalogue ratio | " +
        "vehicle page (one → two) | contact form (one → two) | errors |",
      "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
      ...rows.map(
        (r) =>
          `| ${r.clients} | ${cell(r.one.all)} | ${cell(r.two.all)} | ×${r.ratio.toFixed(2)} | ` +
          `${cell(r.one.catalogue)} → ${cell(r.two.catalogue)} | ×${r.catalogueRatio.toFixed(2)} | ` +
          `${cell(r.one.vehicle)} → ${cell(r.two.vehicle)} | ` +
          `${cell(r.one.contact)} → ${cell(r.two.contact)} | ${r.one.all.errors + r.two.all.errors} |`,
      ),
    ].join("\n");
    const footer =
      `Contact requests answered as received: ${stored.length}; found in the database: ` +
      `${stored.length - lost} (lost ${lost}, stored without an answer ${unexpected}).`;
    fs.mkdirSync(path.join(root, "bench-results"), { recursive: true });
    fs.writeFileSync(path.join(root, "bench-results/load.md"), `${header}\n\n${table}\n\n${footer}\n`);
    fs.writeFileSync(
      path.join(root, "bench-results/load.json"),
      JSON.stringify({ seconds: SECONDS, rows, stored: stored.length, lost, unexpected }, null, 2),
    );
    console.log(`\n${header}\n\n${table}\n\n${footer}\n`);
    const top = rows[rows.length - 1];
    const unscaled = rows.filter((r) => SCALING_LEVELS.includes(r.clients) && r.catalogueRatio < MIN_CATALOGUE_SCALING);
    for (const row of unscaled)
      console.error(
        `[bench:load] missed: at ${row.clients} clients two instances serve the catalogue ` +
          `×${row.catalogueRatio.toFixed(2)} of one (target ×${MIN_CATALOGUE_SCALING})`,
      );
    return Boolean(lost || unexpected || top.one.all.errors || top.two.all.errors || unscaled.length > 0);
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await forgetRedisKeys(REDIS_URL, prefix).catch(() => undefined);
    await database.close();
  }
}

// Exits with the result only once the database is closed: the embedded one, closing, sets the exit code to 0.
main().then(
  (missed) => process.exit(missed ? 1 : 0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
