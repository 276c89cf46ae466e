import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { E2E_AUTH_SECRET, E2E_DATABASE_URL } from "../playwright.config";
import { startProductionServer } from "../scripts/lib/production-server";
import { freePort } from "./support";

/** The kernel's view (ss): `connections` accepted on the port, none with unread bytes, none waiting to be accepted. */
function hasReadEveryRequest(port: number, connections: number): boolean {
  const receiveQueues = (args: string[]) =>
    execFileSync("ss", args, { encoding: "utf8" })
      .trim()
      .split("\n")
      .filter(Boolean)
      .map((line) => Number(line.trim().split(/\s+/)[0]));
  const established = receiveQueues(["-Htn", "state", "established", `( sport = :${port} )`]);
  const listening = receiveQueues(["-Htn", "state", "listening", `( sport = :${port} )`]);
  return (
    established.length >= connections &&
    established.every((queue) => queue === 0) &&
    listening.every((queue) => queue === 0)
  );
}

// What a load balancer and an orchestrator ask an instance.
test.describe("health and readiness", () => {
  test("the instance says it is alive, and ready with its database migrated, never from a cache", async ({
    request,
  }) => {
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
  test("an instance told to stop finishes the requests under way, then takes no more", async ({ request }) => {
    test.setTimeout(120_000);
    const listing = await (await request.get("/jp/sale")).text();
    const vehicles = [...new Set(listing.match(/\/jp\/sale\/item\/[a-z0-9-]+/g) ?? [])].slice(0, 4);
    expect(vehicles).toHaveLength(4);
    const port = await freePort();
    const server = await startProductionServer({
      port,
      databaseUrl: E2E_DATABASE_URL,
      authSecret: E2E_AUTH_SECRET,
      env: { SKIP_BUILD: "1" },
    });
    // Share cards take the server a few hundred milliseconds of drawing each: they are still being drawn
    // when the signal comes.
    const cards = vehicles.map((path) =>
      fetch(`${server.base}/api/share-image/jp/sale/${path.split("/").pop()}`).then(async (response) => ({
        status: response.status,
        bytes: (await response.arrayBuffer()).byteLength,
        at: performance.now(),
      })),
    );
    // The signal must come once the server has read every request: until then a request is only bytes in a
    // socket, which closing the server refuses as any server would (a load balancer stops sending first).
    await expect
      .poll(() => hasReadEveryRequest(port, vehicles.length), { intervals: [10], timeout: 10_000 })
      .toBe(true);
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
