import { expect, test, type Page } from "@playwright/test";
import { copy } from "./support";

// An open tab meets a deployment: the server now runs another build than the one its scripts came from. What the
// server says of its running build is e2e/build-updates.http.spec.ts.

/** The tab comes back into view: that is when it checks, besides every few minutes. */
const comeBack = (page: Page) => page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));

test("a new build is offered as a reload and the next link loads it fully, in either language", async ({ page }) => {
  await page.goto("/jp");
  const current = await (await page.request.get("/builds/latest.json")).json();
  expect(current.id).toBeTruthy();
  // The tab checks while it runs the current build (once its scripts listen): no banner after that answer.
  let checks = 0;
  page.on("response", (response) => void (response.url().endsWith("/builds/latest.json") && checks++));
  await expect.poll(async () => (await comeBack(page), checks)).toBeGreaterThan(0);
  const banner = (locale: "jp" | "en") => page.getByRole("status").filter({ hasText: copy[locale]("build.updated") });
  await expect(banner("jp")).toHaveCount(0);

  await page.route("**/builds/latest.json", (route) =>
    route.fulfill({ json: { id: `${current.id}-next`, builtAt: new Date().toISOString() } }),
  );
  await comeBack(page);
  await expect(banner("jp")).toBeVisible();
  await expect(page.getByRole("button", { name: copy.jp("build.reload") })).toBeVisible();

  await page.evaluate(() => ((window as unknown as { loadedBefore: boolean }).loadedBefore = true));
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: copy.jp("nav.sale"), exact: true })
    .click();
  await expect(page).toHaveURL(/\/jp\/sale$/);
  expect(await page.evaluate(() => (window as unknown as { loadedBefore?: boolean }).loadedBefore)).toBeUndefined();

  // The English tab offers the same in English (the server still answers with a newer build).
  await page.goto("/en");
  await expect.poll(async () => (await comeBack(page), await banner("en").count())).toBe(1);
  await expect(page.getByRole("button", { name: copy.en("build.reload") })).toBeVisible();
});
