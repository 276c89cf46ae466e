import { expect, test } from "@playwright/test";

// An open tab meets a deployment: the server now runs another build than the one its scripts came from.
for (const locale of ["jp", "en"] as const) {
  const t = {
    jp: { banner: /サイトを更新しました/, reload: "再読み込み", sale: "販売車両" },
    en: { banner: /This site has been updated/, reload: "Reload", sale: "Trucks for sale" },
  }[locale];

  test(`a new build is offered as a reload and the next link loads it fully (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}`);
    const current = await (await page.request.get("/builds/latest.json")).json();
    expect(current.id).toBeTruthy();
    // The tab checks while it runs the current build (once its scripts listen): no banner after that answer.
    let checks = 0;
    page.on("response", (response) => void (response.url().endsWith("/builds/latest.json") && checks++));
    await expect
      .poll(async () => (await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange"))), checks))
      .toBeGreaterThan(0);
    await expect(page.getByRole("status").filter({ hasText: t.banner })).toHaveCount(0);

    await page.route("**/builds/latest.json", (route) =>
      route.fulfill({ json: { id: `${current.id}-next`, builtAt: new Date().toISOString() } }),
    );
    // The tab comes back into view: that is when it checks, besides every few minutes.
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await expect(page.getByRole("status").filter({ hasText: t.banner })).toBeVisible();
    await expect(page.getByRole("button", { name: t.reload })).toBeVisible();

    await page.evaluate(() => ((window as unknown as { loadedBefore: boolean }).loadedBefore = true));
    await page.getByRole("contentinfo").getByRole("link", { name: t.sale, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/sale$`));
    expect(await page.evaluate(() => (window as unknown as { loadedBefore?: boolean }).loadedBefore)).toBeUndefined();
  });
}

test("the running build is never served from a cache", async ({ request }) => {
  const response = await request.get("/builds/latest.json");
  expect(response.headers()["cache-control"]).toContain("no-store");
  expect(await response.json()).toEqual({
    id: expect.any(String),
    builtAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
  });
});
