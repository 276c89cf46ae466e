import { expect, test } from "@playwright/test";
import { E2E_AUTH_SECRET } from "../playwright.config";
import { startProductionServer } from "../scripts/lib/production-server";

// What a load balancer and an orchestrator ask an instance.
test.describe("health and readiness", () => {
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name === "mobile", "requests alone: the viewport does not matter"));

  test("the instance says it is alive, and ready with its database migrated, never from a cache", async ({ request }) => {
    const health = await request.get("/api/health");
    expect(health.status()).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });

    const ready = await request.get("/api/ready");
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", ready: true, database: "ok", pendingMigrations: [] });
    for (const response of [health, ready]) expect(response.headers()["cache-control"]).toContain("no-store");
  });
});

test.describe("shutting down", () => {
  const databaseUrl = process.env.E2E_DATABASE_URL;
  test.skip(!databaseUrl, "a second instance needs a PostgreSQL server; the embedded database serves one");
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name === "mobile", "requests alone: the viewport does not matter"));

  test("an instance told to stop finishes the requests under way, then takes no more", async ({ request }) => {
    test.setTimeout(120_000);
    const listing = await (await request.get("/jp/sale")).text();
    const vehicles = [...new Set(listing.match(/\/jp\/sale\/item\/[a-z0-9-]+/g) ?? [])].slice(0, 4);
    expect(vehicles).toHaveLength(4);
    const server = await startProductionServer({ port: Number(process.env.E2E_PORT || 3210) + 4, databaseUrl: databaseUrl!, authSecret: E2E_AUTH_SECRET, env: { SKIP_BUILD: "1" } });
    // Share cards take the server a few hundred milliseconds of drawing each: they are still being drawn
    // when the signal comes.
    const cards = vehicles.map((path) => fetch(`${server.base}/api/share-image/jp/sale/${path.split("/").pop()}`).then(async (response) => ({ status: response.status, bytes: (await response.arrayBuffer()).byteLength, at: performance.now() })));
    await new Promise((resolve) => setTimeout(resolve, 300));
    const signalledAt = performance.now();
    const stopped = server.terminate();
    const answered = await Promise.all(cards);
    for (const card of answered) {
      expect(card.status).toBe(200);
      expect(card.bytes).toBeGreaterThan(10_000);
    }
    // At least one was still being drawn when the signal came, so this is what shutting down did.
    expect(answered.some((card) => card.at > signalledAt)).toBe(true);
    await stopped;
    await expect(fetch(`${server.base}/api/health`)).rejects.toThrow();
  });
});
