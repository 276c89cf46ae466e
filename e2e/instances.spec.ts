import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { E2E_ADMIN, E2E_AUTH_SECRET, E2E_DATABASE_URL } from "../playwright.config";
import { forgetRedisKeys, redisAnswers } from "../test/redis";
import { startProductionServer, type ProductionServer } from "../scripts/lib/production-server";
import { createPurchaseVehicle, signInAsStaff, uniqueModel } from "./support";

// Two more production instances of the same build, as behind a load balancer: one database, one Redis.
// Staff work on A; a visitor on B must see each save at once, though B had the old answer cached.
const redisUrl = process.env.E2E_REDIS_URL || "redis://127.0.0.1:6379";
const basePort = Number(process.env.E2E_PORT || 3210);
// This run's own keys, so that nothing another run left in Redis can answer.
const keyPrefix = `e2e-${randomBytes(4).toString("hex")}`;

test.describe("two instances sharing one database and one Redis", () => {
  test.beforeEach(({}, testInfo) =>
    test.skip(testInfo.project.name === "mobile", "one run is enough: the layout does not matter"),
  );

  let a: ProductionServer | undefined;
  let b: ProductionServer | undefined;

  test.beforeAll(async ({}, testInfo) => {
    if (testInfo.project.name === "mobile") return;
    test.skip(
      !(await redisAnswers(redisUrl)),
      `needs a Redis server at ${redisUrl} (E2E_REDIS_URL), through which instances share their cache`,
    );
    test.setTimeout(120_000);
    const env = {
      SKIP_BUILD: "1",
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: keyPrefix,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    };
    a = await startProductionServer({
      port: basePort + 1,
      databaseUrl: E2E_DATABASE_URL,
      authSecret: E2E_AUTH_SECRET,
      env,
    });
    b = await startProductionServer({
      port: basePort + 2,
      databaseUrl: E2E_DATABASE_URL,
      authSecret: E2E_AUTH_SECRET,
      env,
    });
  });

  test.afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    if (a) await forgetRedisKeys(redisUrl, keyPrefix);
  });

  test("a vehicle staff add and reprice on instance A shows on instance B at once", async ({ browser }, testInfo) => {
    test.setTimeout(90_000);
    const model = uniqueModel(testInfo);
    const staffContext = await browser.newContext({ baseURL: a!.base });
    const visitorContext = await browser.newContext({ baseURL: b!.base });
    const staff = await staffContext.newPage();
    const visitor = await visitorContext.newPage();

    // B answers the search first, so it holds the answer without the truck.
    await visitor.goto(`/jp/purchase?q=${model}`);
    await expect(visitor.getByText("該当する車両は0台です")).toBeVisible();

    await signInAsStaff(staff, "jp");
    await createPurchaseVehicle(staff, model);

    await visitor.reload();
    await expect(visitor.getByText("全1台を表示")).toBeVisible();
    await expect(visitor.getByRole("article")).toContainText("385万円");

    await staff.getByLabel("買取価格（税込・円）").fill("3500000");
    await staff.getByRole("button", { name: "保存する" }).click();
    await expect(staff.getByRole("status").filter({ hasText: "保存しました" })).toBeVisible();

    await visitor.reload();
    await expect(visitor.getByRole("article")).toContainText("350万円");
    await visitor.getByRole("article").getByRole("link").first().click();
    await expect(visitor.getByRole("heading", { level: 1 })).toContainText(model);
    await expect(visitor.getByText("350万円").first()).toBeVisible();

    // The English catalogue on B, never asked before, agrees.
    await visitor.goto(`/en/purchase?q=${model}`);
    await expect(visitor.getByRole("article")).toContainText("¥3,500,000");
    await staffContext.close();
    await visitorContext.close();
  });
});
