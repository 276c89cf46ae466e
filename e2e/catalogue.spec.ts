import { expect, test, type Page } from "@playwright/test";
import { catalogueFilters, chooseCatalogueOption, runCatalogueSearch } from "./support";

const countLine = (page: Page) => page.locator("main p[aria-live='polite']");

async function counts(page: Page) {
  const text = (await countLine(page).textContent()) ?? "";
  const numbers = text.replaceAll(",", "").match(/\d+/g)!.map(Number);
  if (text.includes("Showing")) return { count: numbers[0], total: numbers[1] };
  // 全56台中 1〜20台目を表示, 全1台を表示, 該当する車両は0台です
  return { total: numbers[0], count: numbers.length === 3 ? numbers[2] - numbers[1] + 1 : numbers[0] };
}

test.describe("catalogue", () => {
  test("a Japanese visitor searches, filters, pages and resets", async ({ page }) => {
    await page.goto("/jp/sale");
    await expect(page.getByRole("heading", { level: 1, name: "販売車両一覧" })).toBeVisible();
    await expect(countLine(page)).toHaveText(/^全[\d,]+台中 1〜20台目を表示$/);
    // The sale catalogue is the demo's alone (journeys make their vehicles in the purchase one), so its total holds.
    const all = await counts(page);

    await page.getByRole("link", { name: "2ページ目" }).click();
    await expect(page).toHaveURL(/\/jp\/sale\?page=2$/);
    await expect(page.getByRole("link", { name: "2ページ目" })).toHaveAttribute("aria-current", "page");
    await page.getByRole("link", { name: "前へ" }).click();
    await expect(page).toHaveURL(/\/jp\/sale$/);

    await (await catalogueFilters(page)).getByLabel("フリーワード").fill("ﾋﾉ");
    await runCatalogueSearch(page);
    await expect(page).toHaveURL(/q=%EF%BE%8B%EF%BE%89|q=ﾋﾉ/);
    const hino = await counts(page);
    expect(hino.total).toBeGreaterThan(0);
    expect(hino.total).toBeLessThan(all.total);
    const hinoTitles = await page.getByRole("article").getByRole("heading").allTextContents();
    expect(hinoTitles.length).toBeGreaterThan(0);
    for (const title of hinoTitles) expect(title).toContain("日野");

    await chooseCatalogueOption(page, "クラス", "small");
    await expect(page).toHaveURL(/loadClass=small/);
    // Every card left is a light-duty Hino: the filter narrowed the search, it did not just leave it alone.
    const small = await counts(page);
    expect(small.total).toBeGreaterThan(0);
    expect(small.total).toBeLessThanOrEqual(hino.total);
    const classes = await page
      .getByRole("article")
      .locator("dt", { hasText: "クラス" })
      .locator("xpath=following-sibling::dd[1]")
      .allTextContents();
    expect(classes.length).toBe(small.count);
    for (const loadClass of classes) expect(loadClass).toBe("小型");

    await (await catalogueFilters(page)).getByRole("link", { name: "条件をクリア" }).click();
    await expect(page).toHaveURL(/\/jp\/sale$/);
    expect((await counts(page)).total).toBe(all.total);
  });

  test("an English visitor picks a category and a maker, and sorts by price", async ({ page }) => {
    await page.goto("/en/sale");
    await page.getByRole("navigation", { name: "Body type" }).getByRole("link", { name: "Flatbed" }).click();
    await expect(page).toHaveURL(/\/en\/sale\/flatbed$/);
    await expect(page.getByRole("heading", { level: 1, name: "Flatbed trucks for sale" })).toBeVisible();
    await expect(countLine(page)).toHaveText(/^Showing \d+ of \d+\.$/);

    await chooseCatalogueOption(page, "Sort by", "price-asc");
    await expect(page).toHaveURL(/sort=price-asc/);
    const prices = (await page.getByRole("article").locator(".text-price").allTextContents()).map((p) =>
      Number(p.replace(/\D/g, "")),
    );
    // Enough prices to have an order at all, and in that order.
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await page.getByRole("link", { name: "日本語" }).first().click();
    await expect(page).toHaveURL(/\/jp\/sale\/flatbed\?sort=price-asc$/);
  });

  test("an empty result says so and offers the reset and the contact form", async ({ page }) => {
    await page.goto("/en/sale?q=%25no-such-truck_");
    await expect(page.getByRole("heading", { name: "No vehicles match your search" })).toBeVisible();
    await expect(countLine(page)).toHaveText("Showing 0 of 0.");
    await expect(page.getByRole("main").getByRole("link", { name: "Reset" }).last()).toHaveAttribute(
      "href",
      "/en/sale",
    );
    await expect(page.getByRole("link", { name: "Ask us to find a vehicle" })).toHaveAttribute(
      "href",
      /\/en\/contact\//,
    );
  });

  test("malformed or hostile parameters never break the page", async ({ page, request }) => {
    for (const query of [
      "page=-1",
      "page=abc",
      "page=99999",
      "sort=%3Cscript%3E",
      "maker=..%2F..%2Fetc",
      "q=" + "%E3%81%82".repeat(300),
      "q=%27%3B+DROP+TABLE+vehicles%3B--",
    ]) {
      const response = await request.get(`/jp/sale?${query}`);
      expect(response.status(), query).toBe(200);
    }
    const response = await page.goto("/jp/sale?page=99999");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("article").first()).toBeVisible();
  });

  test("a category path with more segments goes to its first segment; an unknown one is 404", async ({ request }) => {
    const redirect = await request.get("/jp/sale/wing/extra/more?q=test", { maxRedirects: 0 });
    expect([307, 308]).toContain(redirect.status());
    const location = new URL(redirect.headers()["location"], "http://x");
    expect(location.pathname + location.search).toBe("/jp/sale/wing?q=test");
    expect((await request.get("/jp/sale/no-such-body")).status()).toBe(404);
    expect((await request.get("/en/purchase/flatbed")).status()).toBe(200);
  });

  test("the filters work without JavaScript", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/jp/purchase");
    const form = await catalogueFilters(page, { scripts: false });
    await form.getByLabel("メーカー").selectOption("isuzu");
    await form.getByRole("button", { name: "検索" }).click();
    await expect(page).toHaveURL(/maker=isuzu/);
    const titles = await page.getByRole("article").getByRole("heading").allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toContain("いすゞ");
    await context.close();
  });

  for (const locale of ["jp", "en"] as const) {
    test(`scrolling the catalogue asks the server for nothing more, and a card opens its vehicle (${locale})`, async ({
      page,
    }) => {
      const asked: string[] = [];
      page.on("request", (request) => {
        if (request.headers()["next-router-prefetch"]) asked.push(request.url());
      });
      await page.goto(`/${locale}/sale`);
      // Every card passes through view, as a buyer scrolling the results sees them.
      const cards = page.getByRole("article");
      for (const card of await cards.all()) await card.scrollIntoViewIfNeeded();
      await expect(cards.last()).toBeInViewport();
      // What Next's router would have fetched by now for each link in view (about 90 on this page).
      await page.waitForTimeout(1000);
      expect(asked).toEqual([]);

      const card = page.getByRole("article").first();
      const name = (await card.getByRole("heading").textContent())!;
      await card.getByRole("heading").click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    });
  }
});
