import { expect, test } from "@playwright/test";
import { YEAR_SECONDS } from "./support";

const locationOf = (response: { headers(): Record<string, string> }) => {
  const location = new URL(response.headers()["location"], "http://x");
  return location.pathname + location.search;
};

test.describe("locale routing", () => {
  // Which language each Accept-Language and cookie choose is lib/i18n/paths.test.ts › "negotiateLocale" (by
  // quality, the Japanese fallback, the cookie first); here, that / asks it.
  test("/ follows the browser language when there is no cookie", async ({ playwright, baseURL }) => {
    const visitor = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { "accept-language": "en-US,en;q=0.9" },
    });
    const response = await visitor.get("/", { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(locationOf(response)).toBe("/en");
    await visitor.dispose();
  });

  test("the language cookie wins over the browser, and the URL wins over both", async ({ playwright, baseURL }) => {
    const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "accept-language": "ja-JP" } });
    const languageCookie = async () => (await visitor.storageState()).cookies.find((c) => c.name === "lang");
    expect((await visitor.get("/en")).status()).toBe(200);
    const cookie = await languageCookie();
    expect(cookie?.value).toBe("en");
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(YEAR_SECONDS - 120);
    expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(YEAR_SECONDS + 5);
    expect(locationOf(await visitor.get("/", { maxRedirects: 0 }))).toBe("/en");

    expect((await visitor.get("/jp")).status()).toBe(200);
    expect((await languageCookie())?.value).toBe("jp");
    expect(locationOf(await visitor.get("/", { maxRedirects: 0 }))).toBe("/jp");
    await visitor.dispose();
  });

  test("an unprefixed path keeps its rest and query", async ({ request }) => {
    const response = await request.get("/company?from=ad", { maxRedirects: 0, headers: { Cookie: "lang=en" } });
    expect(locationOf(response)).toBe("/en/company?from=ad");
  });
});
