import { expect, test, type Page } from "@playwright/test";
import { catalogueFilters, runCatalogueSearch } from "./support";

// A buyer narrows a large stock by price, year and licence, and shares the search (issue 21). The demo's
// trucks for sale, read only.
const T = {
  jp: {
    price: "支払総額（万円）の上限",
    yearFrom: "年式の下限",
    licence: "運転できる免許",
    show: /^\d+台を表示$/,
    list: "リスト",
    cards: "カード",
    maker: "メーカー",
  },
  en: {
    price: "Total price (¥10,000), to",
    yearFrom: "Model year, from",
    licence: "Your licence",
    show: /^Show \d+ vehicles?$/,
    list: "List",
    cards: "Cards",
    maker: "Maker",
  },
} as const;

const prices = async (page: Page) =>
  (await page.getByRole("article").locator(".text-price").allTextContents()).map((p) => Number(p.replace(/\D/g, "")));
const shownCount = async (page: Page) =>
  Number((await page.getByTestId("catalogue-submit").textContent())!.match(/\d+/)![0]);

for (const locale of ["jp", "en"] as const) {
  const t = T[locale];

  test(`a buyer narrows by price, year and licence, and the address shares the search (${locale})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto(`/${locale}/sale`);
    const form = await catalogueFilters(page);
    // The button counts once the page's scripts run (before, it is a plain "search").
    const button = form.getByTestId("catalogue-submit");
    await expect(button).toHaveText(t.show);
    const everything = await shownCount(page);
    await form.getByLabel(t.price).fill("800");
    await form.getByLabel(t.yearFrom).selectOption("2014");
    await form.getByLabel(t.licence).selectOption("chugata");
    // The button counts what the search will give before it is run.
    await expect.poll(() => shownCount(page)).toBeLessThan(everything);
    await runCatalogueSearch(page);

    await expect(page).toHaveURL(/priceMax=800/);
    await expect(page).toHaveURL(/yearMin=2014/);
    await expect(page).toHaveURL(/licence=chugata/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // What the button promised is what the page found.
    const total = async () =>
      Number(
        (await page.locator("main p[aria-live='polite']").textContent())!
          .match(/[\d,]+/g)!
          .at(locale === "en" ? -1 : 0)!
          .replace(/,/g, ""),
      );
    await expect.poll(async () => (await total()) - (await shownCount(page))).toBe(0);
    expect(await page.getByRole("article").count()).toBe(Math.min(await total(), 20));
    for (const price of await prices(page)) expect(price).toBeLessThanOrEqual(8_000_000);

    // Someone the address is sent to sees the same trucks, without scripts too.
    const names = await page.getByRole("article").getByRole("heading").allTextContents();
    const shared = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const other = await shared.newPage();
    await other.setViewportSize(page.viewportSize()!);
    await other.goto(page.url());
    expect(await other.getByRole("article").getByRole("heading").allTextContents()).toEqual(names);
    await shared.close();
  });

  test(`each maker says how many trucks it would give, and the list view is remembered (${locale})`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/sale?yearMin=2016`);
    const form = await catalogueFilters(page);
    const options = await form.getByLabel(t.maker).locator("option").allTextContents();
    // Every maker but "any" carries its count: 「いすゞ（12）」 / "Isuzu (12)".
    expect(options.slice(1).every((option) => /[（(]\d+[）)]$/.test(option))).toBe(true);
    if (await page.getByRole("dialog").isVisible()) await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.getByRole("link", { name: t.list, exact: true }).click();
    await expect(page.getByTestId("vehicle-row").first()).toBeVisible();
    await page.goto(`/${locale}/sale/dump`);
    await expect(page.getByTestId("vehicle-row").first()).toBeVisible();
    await page.getByRole("link", { name: t.cards, exact: true }).click();
    await expect(page.getByTestId("vehicle-row")).toHaveCount(0);
    await expect(page.getByRole("article").first()).toBeVisible();
  });
}

test("the phone's filter sheet keeps focus, and closes on Escape back to its button @mobile", async ({ page }) => {
  await page.goto("/jp/sale");
  await catalogueFilters(page);
  const sheet = page.getByRole("dialog", { name: "検索条件" });
  await expect(sheet).toBeVisible();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(sheet).toHaveCount(0);
  await expect(page.getByRole("button", { name: /絞り込み・並び替え/ })).toBeFocused();
});
