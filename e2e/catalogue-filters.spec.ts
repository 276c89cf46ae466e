import { expect, test, type Page } from "@playwright/test";
import { catalogueFilters, copy, FILTER_BUTTON, runCatalogueSearch } from "./support";

// A buyer narrows a large stock by price, year and licence, and shares the search (issue 21). The demo's
// trucks for sale, read only.
const T = Object.fromEntries(
  (["jp", "en"] as const).map((locale) => {
    const t = copy[locale];
    return [
      locale,
      {
        price: t("catalogue.rangeMax", { range: t("catalogue.price.sale") }),
        yearFrom: t("catalogue.rangeMin", { range: t("catalogue.year") }),
        licence: t("catalogue.licence"),
        list: t("catalogueSheet.views.list"),
        cards: t("catalogueSheet.views.cards"),
        maker: t("catalogue.maker"),
      },
    ];
  }),
) as Record<"jp" | "en", Record<"price" | "yearFrom" | "licence" | "list" | "cards" | "maker", string>>;

const prices = async (page: Page) =>
  (await page.getByRole("article").locator(".text-price").allTextContents()).map((p) => Number(p.replace(/\D/g, "")));
const shownCount = async (page: Page) =>
  Number((await page.getByTestId("catalogue-submit").textContent())!.match(/\d+/)![0]);

for (const locale of ["jp", "en"] as const) {
  const t = T[locale];

  // In Japanese through the phone's filter sheet too, whose button counts before the search runs.
  const widths = locale === "jp" ? " @both-widths" : "";
  test(`a buyer narrows by price, year and licence, and the address shares the search (${locale})${widths}`, async ({
    page,
    browser,
    baseURL,
  }) => {
    await page.goto(`/${locale}/sale`);
    const form = await catalogueFilters(page);
    // The button counts once the page's scripts run (before, it is a plain "search").
    const button = form.getByTestId("catalogue-submit");
    await expect
      .poll(async () => {
        const text = ((await button.textContent()) ?? "").trim();
        const count = Number(/[\d,]+/.exec(text)?.[0].replace(/,/g, ""));
        return text === copy[locale]("catalogueSheet.showCount", { count });
      })
      .toBe(true);
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
  const sheet = page.getByRole("dialog", { name: copy.jp("catalogue.filters") });
  await expect(sheet).toBeVisible();
  // A modal dialog's Tab goes round its controls and the browser's own (the page then has no focused element),
  // never to the page behind it.
  const focusIn = () =>
    sheet.evaluate((el) =>
      el.contains(document.activeElement) ? "sheet" : document.activeElement === document.body ? "browser" : "page",
    );
  const seen = new Set<string>();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    seen.add(await focusIn());
  }
  expect([...seen].sort()).toEqual(["browser", "sheet"]);
  await page.keyboard.press("Escape");
  await expect(sheet).toHaveCount(0);
  await expect(page.getByRole("button", { name: FILTER_BUTTON })).toBeFocused();
});
