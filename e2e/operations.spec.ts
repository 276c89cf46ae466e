import { expect, test } from "@playwright/test";

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
