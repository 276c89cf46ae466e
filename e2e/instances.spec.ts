import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { E2E_ADMIN, E2E_AUTH_SECRET, E2E_DATABASE_URL } from "../playwright.config";
import { forgetRedisKeys, redisAnswers } from "../test/redis";
import { startProductionServer, type ProductionServer } from "../scripts/lib/production-server";
import { formatPrice } from "@/lib/format";
import { copy, createPurchaseVehicle, freePort, signInAsStaff, uniqueModel } from "./support";

// Two more production instances of the same build, as behind a load balancer: one database, one Redis.
// Staff work on A; a visitor on B must see each save at once, though B had the old answer cached.
const redisUrl = process.env.E2E_REDIS_URL || "redis://127.0.0.1:6379";
// This run's own keys, so that nothing another run left in Redis can answer.
const keyPrefix = `e2e-${randomBytes(4).toString("hex")}`;
/** The public catalogue's count line for `total` vehicles, all on one page. */
const countLine = (total: number) => copy.jp("catalogue.count", { total, from: 1, to: total });

test.describe("two instances sharing one database and one Redis", () => {
  let a: ProductionServer | undefined;
  let b: ProductionServer | undefined;

  test.beforeAll(async () => {
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
      port: await freePort(),
      databaseUrl: E2E_DATABASE_URL,
      authSecret: E2E_AUTH_SECRET,
      env,
    });
    b = await startProductionServer({
      port: await freePort(),
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

    // B answers the search and the sitemap first, so it holds the answers without the truck.
    const sitemapOnB = async () => (await visitor.request.get(`${b!.base}/sitemap.xml`)).text();
    await visitor.goto(`/jp/purchase?q=${model}`);
    await expect(visitor.getByText(countLine(0))).toBeVisible();
    await sitemapOnB();

    await signInAsStaff(staff, "jp");
    await createPurchaseVehicle(staff, model);

    await visitor.reload();
    await expect(visitor.getByText(countLine(1))).toBeVisible();
    await expect(visitor.getByRole("article")).toContainText(formatPrice("ja", 3_850_000));
    const vehiclePage = await visitor.getByRole("article").getByRole("link").first().getAttribute("href");
    expect(await sitemapOnB()).toContain(`${vehiclePage}</loc>`);

    await staff.getByLabel(copy.jp("admin.vehicleForm.price.purchase"), { exact: true }).fill("3500000");
    await staff.getByRole("button", { name: copy.jp("admin.vehicleForm.save"), exact: true }).click();
    await expect(staff.getByRole("status").filter({ hasText: copy.jp("admin.common.saved") })).toBeVisible();

    await visitor.reload();
    await expect(visitor.getByRole("article")).toContainText(formatPrice("ja", 3_500_000));
    await visitor.getByRole("article").getByRole("link").first().click();
    await expect(visitor.getByRole("heading", { level: 1 })).toContainText(model);
    await expect(visitor.getByText(formatPrice("ja", 3_500_000)).first()).toBeVisible();

    // The English catalogue on B, never asked before, agrees.
    await visitor.goto(`/en/purchase?q=${model}`);
    await expect(visitor.getByRole("article")).toContainText(formatPrice("en", 3_500_000));
    await staffContext.close();
    await visitorContext.close();
  });
});
