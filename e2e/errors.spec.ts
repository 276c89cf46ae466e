import { expect, test } from "@playwright/test";
import { expectNotFoundPage } from "./support";

test.describe("error pages", () => {
  for (const locale of ["jp", "en"] as const) {
    test(`an unknown path answers 404 inside the site layout (${locale})`, async ({ page }) => {
      const path = `/${locale}/no/such/page`;
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expectNotFoundPage(page, path, locale);
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });

    test(`a failing page shows Internal Server Error (${locale})`, async ({ page }) => {
      const response = await page.goto(`/${locale}/diagnostics/error`);
      expect(response?.status()).toBe(500);
      await expect(page.getByRole("heading", { level: 1, name: "Internal Server Error" })).toBeVisible();
      await expect(page.getByText(/Error probe/)).toHaveCount(0);
      await expect(page.getByRole("banner")).toBeVisible();
    });
  }

  test("a hostile path is shown as text, never run", async ({ page }) => {
    const response = await page.goto("/en/%3Cscript%3Ealert(1)%3C%2Fscript%3E");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Page Not Found: /en/%3Cscript%3Ealert(1)%3C%2Fscript%3E")).toBeVisible();
  });

  test("/purchases leads to the purchase catalogue route", async ({ request }) => {
    for (const locale of ["jp", "en"]) {
      const response = await request.get(`/${locale}/purchases`, { maxRedirects: 0 });
      expect([307, 308]).toContain(response.status());
      expect(new URL(response.headers()["location"], "http://x").pathname).toBe(`/${locale}/purchase`);
    }
  });
});
