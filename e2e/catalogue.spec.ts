import { expect, test, type Page } from "@playwright/test";
import { catalogueFilters, chooseCatalogueOption, copy, runCatalogueSearch } from "./support";

const countLine = (page: Page) => page.locator("main p[aria-live='polite']");

async function counts(page: Page) {
  const text = (await countLine(page).textContent()) ?? "";
  const numbers = text.replaceAll(",", "").match(/\d+/g)!.map(Number);
  if (text.includes("Showing")) return { count: numbers[0], total: numbers[1] };
  // 全56台中 1〜20台目を表示, 全1台を表示, 該当する車両は0台です
  return { total: numbers[0], count: numbers.length === 3 ? numbers[2] - numbers[1] + 1 : numbers[0] };
}

test.describe("catalogue", () => {
  // Through the phone's filter sheet and its cards too: the journey the phone's layout changes most.
  test("a Japanese visitor searches, filters, pages and resets @both-widths", async ({ page }) => {
    const t = copy.jp;
    await page.goto("/jp/sale");
    await expect(page.getByRole("heading", { level: 1, name: t("catalogue.saleTitle") })).toBeVisible();
    await expect(countLine(page)).toHaveText(/\d/);
    // The sale catalogue is the demo's alone (journeys make their vehicles in the purchase one), so its total holds.
    const all = await counts(page);
    await expect(countLine(page)).toHaveText(t("catalogue.count", { total: all.total, from: 1, to: 20 }));

    const pageTwo = page.getByRole("link", { name: t("catalogue.pageLabel", { page: 2 }) });
    await pageTwo.click();
    await expect(page).toHaveURL(/\/jp\/sale\?page=2$/);
    await expect(pageTwo).toHaveAttribute("aria-current", "page");
    await page.getByRole("link", { name: t("catalogue.previous") }).click();
    await expect(page).toHaveURL(/\/jp\/sale$/);

    // Typed in half-width katakana, as some keyboards do: the search reads it as 日野 (lib/catalogue/normalize.test.ts).
    await (await catalogueFilters(page)).getByLabel(t("catalogue.keyword")).fill("ﾋﾉ");
    await runCatalogueSearch(page);
    await expect(page).toHaveURL(/q=%EF%BE%8B%EF%BE%89|q=ﾋﾉ/);
    const hino = await counts(page);
    expect(hino.total).toBeGreaterThan(0);
    expect(hino.total).toBeLessThan(all.total);
    const hinoTitles = await page.getByRole("article").getByRole("heading").allTextContents();
    expect(hinoTitles.length).toBeGreaterThan(0);
    for (const title of hinoTitles) expect(title).toContain("日野");

    await chooseCatalogueOption(page, t("catalogue.loadClass"), "small");
    await expect(page).toHaveURL(/loadClass=small/);
    // Every card left is a light-duty Hino: the filter narrowed the search, it did not just leave it alone.
    const small = await counts(page);
    expect(small.total).toBeGreaterThan(0);
    expect(small.total).toBeLessThanOrEqual(hino.total);
    const classes = await page
      .getByRole("article")
      .locator("dt", { hasText: t("catalogue.loadClass") })
      .locator("xpath=following-sibling::dd[1]")
      .allTextContents();
    expect(classes.length).toBe(small.count);
    // The demo's name of the light-duty class (master data, not site copy).
    for (const loadClass of classes) expect(loadClass).toBe("小型");

    await (await catalogueFilters(page)).getByRole("link", { name: t("catalogue.reset") }).click();
    await expect(page).toHaveURL(/\/jp\/sale$/);
    expect((await counts(page)).total).toBe(all.total);
  });

  test("an English visitor picks a category and a maker, and sorts by price", async ({ page }) => {
    const t = copy.en;
    await page.goto("/en/sale");
    // "Flatbed" is the demo's body type (master data, not site copy).
    await page
      .getByRole("navigation", { name: t("catalogue.categories") })
      .getByRole("link", { name: "Flatbed" })
      .click();
    await expect(page).toHaveURL(/\/en\/sale\/flatbed$/);
    await expect(
      page.getByRole("heading", { level: 1, name: t("catalogue.saleCategoryTitle", { category: "Flatbed trucks" }) }),
    ).toBeVisible();
    await expect(countLine(page)).toHaveText(/\d/);
    const { count, total } = await counts(page);
    await expect(countLine(page)).toHaveText(t("catalogue.count", { count, total }));

    await chooseCatalogueOption(page, t("catalogue.sort"), "price-asc");
    await expect(page).toHaveURL(/sort=price-asc/);
    const prices = (await page.getByRole("article").locator(".text-price").allTextContents()).map((p) =>
      Number(p.replace(/\D/g, "")),
    );
    // Enough prices to have an order at all, and in that order.
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    await page
      .getByRole("link", { name: copy.en("locale.switchTo") })
      .first()
      .click();
    await expect(page).toHaveURL(/\/jp\/sale\/flatbed\?sort=price-asc$/);
  });

  test("an empty result says so and offers the reset and the contact form", async ({ page }) => {
    const t = copy.en;
    await page.goto("/en/sale?q=%25no-such-truck_");
    await expect(page.getByRole("heading", { name: t("catalogue.emptyTitle") })).toBeVisible();
    await expect(countLine(page)).toHaveText(t("catalogue.count", { count: 0, total: 0 }));
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: t("catalogue.reset") })
        .last(),
    ).toHaveAttribute("href", "/en/sale");
    await expect(page.getByRole("link", { name: t("catalogue.emptyContact") })).toHaveAttribute(
      "href",
      /\/en\/contact\//,
    );
  });

  // How each way of typing a price is read is lib/catalogue/params.test.ts (readPriceFilter): the journey shows the
  // page filters by a price typed in full yen, and says so, keeping what was typed, of one it cannot read.
  for (const locale of ["jp", "en"] as const) {
    test(`a price typed in yen filters in ¥10,000, and one that is no price is said and kept (${locale})`, async ({
      page,
    }) => {
      const t = copy[locale];
      const upTo = t("catalogue.rangeMax", { range: t("catalogue.price.sale") });
      await page.goto(`/${locale}/sale`);
      let form = await catalogueFilters(page);
      await form.getByLabel(upTo).fill("3,000,000");
      await runCatalogueSearch(page);
      await expect(page).toHaveURL(/priceMax=3%2C000%2C000/);
      const highest = async () =>
        Math.max(
          ...(await page.getByRole("article").locator(".text-price").allTextContents()).map((price) =>
            Number(price.replace(/\D/g, "")),
          ),
        );
      await expect.poll(highest).toBeLessThanOrEqual(3_000_000);
      expect(await highest()).toBeGreaterThan(0);

      form = await catalogueFilters(page);
      await form.getByLabel(upTo).fill("3 million");
      await runCatalogueSearch(page);
      form = await catalogueFilters(page);
      await expect(form.getByLabel(upTo)).toHaveValue("3 million");
      await expect(form.getByLabel(upTo)).toHaveAttribute("aria-invalid", "true");
      await expect(form.getByText(t("catalogue.priceUnread", { typed: "3 million" }))).toBeVisible();
    });
  }

  // Which load range names which class (4t車: 中型) is lib/catalogue/params.test.ts (tonnageClassSearch).
  test("a load no truck carries points to the trucks of that class, in both languages", async ({ page }) => {
    for (const locale of ["jp", "en"] as const) {
      const t = copy[locale];
      await page.goto(`/${locale}/sale?loadMin=4000&loadMax=4000&maker=isuzu`);
      await expect(page.getByRole("heading", { name: t("catalogue.emptyTitle") })).toBeVisible();
      const suggestion = page.getByTestId("class-suggestion");
      await suggestion.getByRole("link", { name: t("catalogue.classSuggestionLink", { tons: 4 }) }).click();
      await expect(page).toHaveURL(/[?&]loadClass=medium(&|$)/);
      await expect(page).not.toHaveURL(/load(Min|Max)=/);
      await expect(page.getByRole("article").first()).toBeVisible();
    }
  });

  // Malformed or hostile parameters and the category redirect: e2e/catalogue.http.spec.ts (plain HTTP); what they
  // are read as, lib/catalogue/params.test.ts (falls back to defaults for anything malformed, caps very long queries).

  // Which years a list makes of the stock's is lib/catalogue/filter-steps.test.ts (yearOptions): the journey reads
  // every card of the sale catalogue and finds the two year lists offer exactly their years.
  test("the year lists offer only the years the stock holds", async ({ page }) => {
    const t = copy.jp;
    await page.goto("/jp/sale");
    const form = await catalogueFilters(page);
    const offered = async (label: string) =>
      (
        await form
          .getByLabel(label)
          .locator("option")
          .evaluateAll((options) => options.map((o) => o.getAttribute("value")))
      )
        .filter((value) => value !== "")
        .map(Number);
    const from = await offered(t("catalogue.rangeMin", { range: t("catalogue.year") }));
    const to = await offered(t("catalogue.rangeMax", { range: t("catalogue.year") }));
    const stock = new Set<number>();
    for (let n = 1; ; n++) {
      await page.goto(`/jp/sale?page=${n}`);
      const years = await page
        .getByRole("article")
        .locator("dt", { hasText: t("vehicle.year") })
        .locator("xpath=following-sibling::dd[1]")
        .allTextContents();
      for (const year of years) if (/^\d{4}/.test(year)) stock.add(Number(year.slice(0, 4)));
      if ((await page.getByRole("link", { name: t("catalogue.next") }).count()) === 0) break;
    }
    expect(from).toEqual([...stock].sort((a, b) => b - a));
    expect(to).toEqual(from);
  });

  test("the filters work without JavaScript", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/jp/purchase");
    // The favourite and compare controls live in the browser's storage: where scripts never run, none is shown.
    await expect(page.getByRole("article").first()).toBeVisible();
    await expect(page.getByTestId("keep-controls").first()).toBeHidden();
    const form = await catalogueFilters(page, { scripts: false });
    await form.getByLabel(copy.jp("catalogue.maker")).selectOption("isuzu");
    await form.getByRole("button", { name: copy.jp("catalogueSheet.search") }).click();
    await expect(page).toHaveURL(/maker=isuzu/);
    const titles = await page.getByRole("article").getByRole("heading").allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toContain("いすゞ");
    await context.close();
  });

  test("scrolling the catalogue asks the server for nothing more, and a card opens its vehicle", async ({ page }) => {
    const asked: string[] = [];
    page.on("request", (request) => {
      if (request.headers()["next-router-prefetch"]) asked.push(request.url());
    });
    await page.goto("/jp/sale");
    // Every card passes through view, as a buyer scrolling the results sees them.
    const cards = page.getByRole("article");
    for (const card of await cards.all()) await card.scrollIntoViewIfNeeded();
    await expect(cards.last()).toBeInViewport();
    // Next's router fetches a link in view once the browser is idle (about 90 on this page): wait for that moment,
    // twice over, rather than for a fixed time.
    for (let idle = 0; idle < 2; idle++)
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null))));
    expect(asked).toEqual([]);

    const card = page.getByRole("article").first();
    const name = (await card.getByRole("heading").textContent())!;
    await card.getByRole("heading").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  });
});
