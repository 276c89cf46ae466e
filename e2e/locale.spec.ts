import { expect, test } from "@playwright/test";
import { YEAR_SECONDS } from "./support";

test.describe("locale routing", () => {
  test("/ follows the browser language when there is no cookie", async ({ browser, baseURL }) => {
    for (const [acceptLanguage, expected] of [
      ["ja-JP,ja;q=0.9", "/jp"],
      ["en-US,en;q=0.9", "/en"],
      ["fr-FR,de;q=0.8", "/jp"],
    ] as const) {
      const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "Accept-Language": acceptLanguage } });
      const response = await context.request.get("/", { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(new URL(response.headers()["location"], "http://x").pathname).toBe(expected);
      await context.close();
    }
  });

  test("the language cookie wins over the browser, and the URL wins over both", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, locale: "ja-JP" });
    const page = await context.newPage();
    await page.goto("/en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    let cookie = (await context.cookies()).find((c) => c.name === "lang");
    expect(cookie?.value).toBe("en");
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(YEAR_SECONDS - 120);
    expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(YEAR_SECONDS + 5);

    await page.goto("/");
    await expect(page).toHaveURL(/\/en$/);
    // The English page's own late requests (prefetches and the like) settle first, so the cookie read below
    // is the one the Japanese page set, not one still in flight from the page left behind.
    await page.waitForLoadState("networkidle");

    await page.goto("/jp");
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    cookie = (await context.cookies()).find((c) => c.name === "lang");
    expect(cookie?.value).toBe("jp");
    await page.goto("/");
    await expect(page).toHaveURL(/\/jp$/);
    await context.close();
  });

  test("an unprefixed path keeps its rest and query", async ({ request }) => {
    const response = await request.get("/company?from=ad", { maxRedirects: 0, headers: { Cookie: "lang=en" } });
    const location = new URL(response.headers()["location"], "http://x");
    expect(location.pathname + location.search).toBe("/en/company?from=ad");
  });

  test("the language switch keeps the visitor on the same page", async ({ page }) => {
    await page.goto("/jp/no-such-page?x=1");
    await page
      .getByRole("link", { name: /English/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/en\/no-such-page\?x=1$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page
      .getByRole("link", { name: /日本語/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/jp\/no-such-page\?x=1$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
  });

  test("the home page switches language in place", async ({ page }) => {
    await page.goto("/jp");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("良いトラック");
    await page
      .getByRole("link", { name: /English/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("The right truck");
  });
});
