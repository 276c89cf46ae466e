import { expect, test } from "@playwright/test";
import { copy, expectNotFoundPage } from "./support";

// The error pages as a browser shows them, each once. Every 404 and 500 the server sends, in both languages and in
// the staff's layout too, is read from its first HTML in e2e/errors.http.spec.ts.
test.describe("error pages", () => {
  test("an unknown path answers 404 inside the site layout", async ({ page }) => {
    const path = "/jp/no/such/page";
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expectNotFoundPage(page, path, "jp");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("a hostile path is shown as text, never run", async ({ page }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => void dialogs.push(dialog.message()));
    const response = await page.goto("/en/%3Cscript%3Ealert(1)%3C%2Fscript%3E");
    expect(response?.status()).toBe(404);
    await expectNotFoundPage(page, "/en/<script>alert(1)</script>", "en");
    // Once the page's scripts run, they have not run the path either.
    await expect(page.locator('button[aria-controls="site-navigation"]')).toBeAttached();
    expect(dialogs).toEqual([]);
  });

  test("a failing page shows Internal Server Error", async ({ page }) => {
    const response = await page.goto("/en/diagnostics/error");
    expect(response?.status()).toBe(500);
    await expect(page.getByRole("heading", { level: 1, name: copy.en("errors.serverErrorTitle") })).toBeVisible();
    await expect(page.getByText(/Error probe/)).toHaveCount(0);
    await expect(page.getByRole("banner")).toBeVisible();
  });
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the phone menu opens and closes @mobile", async ({ page }) => {
    await page.goto("/jp");
    const saleLink = page
      .getByRole("navigation", { name: copy.jp("nav.label") })
      .getByRole("link", { name: copy.jp("nav.sale"), exact: true });
    await expect(saleLink).toBeHidden();
    await page.getByText(copy.jp("nav.open"), { exact: true }).click();
    await expect(saleLink).toBeVisible();
    await page.getByText(copy.jp("nav.close"), { exact: true }).click();
    await expect(saleLink).toBeHidden();
  });
});
