// `npm run bench:uploads`: whether a seller's photos, or posts made to waste the server's time, stall everybody
// else. The production build on a scratch database; `/api/health` asked every 50 ms while
//   1. four HEIC photos are sent at once, two of 12 megapixels (a phone's) and two of 36 (drawn to be heavy);
//   2. four posts of 39 MB with made-up tokens are sent at once;
// and then the server's memory before and after ten 12-megapixel HEIC photos, once its decoder threads are idle.
// Prints each upload's answer and time and health's slowest answer; exits 1 when health's slowest answer during a
// round is 300 ms or more, or a made-up token's post is not refused within 100 ms.
import fs from "node:fs";
import http from "node:http";
import { spawnSync } from "node:child_process";
import { HEIC_FIXTURES } from "../test/fixtures/images";
import { IMAGE_WORK_LIMITS } from "../lib/media/image-work";
import { openScratchDatabase, startProductionServer } from "./lib/production-server";
import { openContactForm } from "./lib/contact-form";
import { percentile } from "./lib/stats";

const PORT = Number(process.env.BENCH_PORT || 3450);
const HEALTH_TARGET_MS = 300;
const REFUSAL_TARGET_MS = 100;
const FAKE_POST_BYTES = 39 * 1024 * 1024;
const TOKEN_LINK = /\/jp\/requests\/([A-Za-z0-9_-]{43})/;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (value: number) => `${Math.round(value)} ms`;

/** Asks /api/health every 50 ms until stopped; answers each answer's time. */
function watchHealth(base: string) {
  const times: number[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const started = performance.now();
      await fetch(`${base}/api/health`)
        .then((response) => response.arrayBuffer())
        .catch(() => undefined);
      times.push(performance.now() - started);
      await sleep(50);
    }
  })();
  return async () => {
    running = false;
    await done;
    const sorted = [...times].sort((a, b) => a - b);
    return { count: times.length, p50: percentile(sorted, 50), max: sorted.at(-1) ?? 0 };
  };
}

/** A new assessment request sent as a browser without scripts sends it; answers its status token. */
async function newRequestToken(base: string, sender: number): Promise<string> {
  const form = await openContactForm(base);
  const body = new FormData();
  for (const [name, value] of [...form.hidden, ...form.vehicle]) body.append(name, value);
  const fields = {
    idempotencyKey: crypto.randomUUID(),
    website: "",
    lastName: "写真",
    firstName: "太郎",
    nameKana: "シャシン タロウ",
    prefecture: "23",
    privacyConsent: "on",
    email: `photos-${sender}@example.jp`,
    phone: "090-1234-5678",
    vehicleName: "いすゞ エルフ",
    contactMethod: "email",
    message: "",
  };
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  const response = await fetch(form.url, {
    method: "POST",
    body,
    headers: { Origin: form.origin, "X-Forwarded-For": `198.51.100.${sender}` },
  });
  const token = TOKEN_LINK.exec(await response.text())?.[1];
  if (!token) throw new Error(`request ${sender} showed no status link (${response.status})`);
  return token;
}

/** One post of photos to a request, as the seller's browser sends it; answers its status and time. */
async function sendPhotos(base: string, token: string, sender: number, files: Buffer[]) {
  const body = new FormData();
  for (const [index, file] of files.entries())
    body.append("photo", new File([new Uint8Array(file)], `IMG_${index}.HEIC`, { type: "image/heic" }));
  const started = performance.now();
  const response = await fetch(`${base}/api/requests/photos?token=${token}&locale=ja`, {
    method: "POST",
    body,
    headers: { Origin: base, Accept: "application/json", "X-Forwarded-For": `198.51.100.${sender}` },
  });
  const answer = (await response.json()) as { ok: boolean; formError?: { code: string } };
  return {
    status: response.status,
    code: answer.ok ? "added" : answer.formError?.code,
    ms: performance.now() - started,
  };
}

/**
 * A post of 39 MB with a token nobody was given, written as fast as the server takes it: answers how long until
 * the server's answer arrived, and how much of the body had been written by then. Node's http client, since fetch
 * reads no answer before it has sent the whole body.
 */
function sendMadeUpPost(base: string, index: number): Promise<{ status: number; ms: number; sentMb: number }> {
  const token = `${"x".repeat(40)}${String(index).padStart(3, "0")}`;
  const chunk = Buffer.alloc(1024 * 1024, 7);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let sent = 0;
    let answered = false;
    const post = http.request(`${base}/api/requests/photos?token=${token}&locale=ja`, {
      method: "POST",
      headers: {
        Origin: base,
        Accept: "application/json",
        "Content-Type": "multipart/form-data; boundary=bench",
        "Content-Length": String(FAKE_POST_BYTES),
      },
    });
    post.on("response", (response) => {
      answered = true;
      resolve({ status: response.statusCode ?? 0, ms: performance.now() - started, sentMb: sent / 1024 / 1024 });
      post.destroy();
    });
    // Destroyed once answered, the post ends in an error nobody needs.
    post.on("error", (error) => answered || reject(error));
    const write = () => {
      while (sent < FAKE_POST_BYTES && !post.destroyed) {
        const part = chunk.subarray(0, Math.min(chunk.length, FAKE_POST_BYTES - sent));
        sent += part.length;
        if (!post.write(part)) return void post.once("drain", write);
      }
      if (!post.destroyed) post.end();
    };
    write();
  });
}

/** The resident memory of the site's server process (the one running scripts/server.ts), in MB. */
function serverRssMb(groupId: number): number {
  const listed = spawnSync("ps", ["-o", "pid=,rss=,args=", "-g", String(groupId)], { encoding: "utf8" }).stdout;
  const line = listed.split("\n").find((row) => row.includes("scripts/server.ts"));
  if (!line) throw new Error("the server process was not found");
  return Math.round(Number(line.trim().split(/\s+/)[1]) / 1024);
}

async function main() {
  const database = await openScratchDatabase("bench-uploads-");
  const server = await startProductionServer({
    port: PORT,
    databaseUrl: database.url,
    authSecret: "bench-secret-bench-secret-bench-secret-0123",
    // Each seller from an address of their own, as they would be behind the site's proxy.
    env: { TRUST_PROXY_HOPS: "1" },
  });
  let failed = false;
  try {
    const base = server.base;
    const phone = fs.readFileSync(HEIC_FIXTURES.phone12mp);
    const drawn = fs.readFileSync(HEIC_FIXTURES.drawn36mp);
    const tokens = await Promise.all([1, 2, 3, 4, 5].map((sender) => newRequestToken(base, sender)));
    await sleep(2000);

    console.log("1. Four HEIC photos at once (12, 36, 12 and 36 megapixels)");
    let stopHealth = watchHealth(base);
    await sleep(500);
    const uploads = await Promise.all(
      [phone, drawn, phone, drawn].map((file, i) => sendPhotos(base, tokens[i], i + 1, [file])),
    );
    let health = await stopHealth();
    uploads.forEach((upload, i) =>
      console.log(`   photo ${i + 1}: ${upload.status} ${upload.code} in ${ms(upload.ms)}`),
    );
    console.log(`   /api/health: ${health.count} answers, p50 ${ms(health.p50)}, slowest ${ms(health.max)}`);
    if (health.max >= HEALTH_TARGET_MS) failed = true;

    console.log("2. Four posts of 39 MB with made-up tokens at once");
    stopHealth = watchHealth(base);
    await sleep(500);
    const posts = await Promise.all([1, 2, 3, 4].map((index) => sendMadeUpPost(base, index)));
    await sleep(500);
    health = await stopHealth();
    posts.forEach((post, i) =>
      console.log(
        `   post ${i + 1}: ${post.status} in ${ms(post.ms)}, ${Math.round(post.sentMb)} MB of 39 written by then`,
      ),
    );
    console.log(`   /api/health: ${health.count} answers, p50 ${ms(health.p50)}, slowest ${ms(health.max)}`);
    if (health.max >= HEALTH_TARGET_MS || posts.some((post) => post.ms >= REFUSAL_TARGET_MS)) failed = true;

    console.log("3. Memory of the server process around ten 12-megapixel HEIC photos, one after another");
    const before = serverRssMb(server.pid);
    const phones = Array.from({ length: 10 }, (_, i) => Buffer.concat([phone, Buffer.from([i])]));
    const sent = await sendPhotos(base, tokens[4], 5, phones);
    const right = serverRssMb(server.pid);
    await sleep(IMAGE_WORK_LIMITS.heicIdleMs + 5000);
    const after = serverRssMb(server.pid);
    console.log(`   ${sent.status} ${sent.code} in ${ms(sent.ms)}`);
    const later = (IMAGE_WORK_LIMITS.heicIdleMs + 5000) / 1000;
    console.log(`   RSS before ${before} MB, right after ${right} MB, ${later} s later ${after} MB`);
  } finally {
    await server.stop();
    await database.close();
  }
  if (failed) {
    console.log(
      `A target was missed: health under ${HEALTH_TARGET_MS} ms, made-up posts refused within ${REFUSAL_TARGET_MS} ms.`,
    );
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
