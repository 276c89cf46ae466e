import { expect, test } from "@playwright/test";
import { expectNotFoundHtml, expectNotFoundPage, serverHtml, signInByForm } from "./support";

const SERVER_ERROR = { jp: "サーバーでエラーが発生しました", en: "Something went wrong on our side" } as const;
const ADMIN_MENU = { jp: "管理メニュー", en: "Admin menu" } as const;

// Every 404 a visitor or staff member can meet, by what answers it.
const siteNotFound = (locale: "jp" | "en") => [
  `/${locale}/no-such-page`,
  `/${locale}/${encodeURIComponent("存在しない")}`,
  `/${locale}/no/such/page`,
  `/${locale}/sale/item/no-such-vehicle-1`,
  `/${locale}/sale/item/no-such-vehicle-1/order`,
  `/${locale}/sale/item/no-such-vehicle-1/print`,
  `/${locale}/purchase/item/no-such-vehicle-1`,
  `/${locale}/sale/no-such-body`,
  `/${locale}/blog/999999`,
  `/${locale}/reviews/999999`,
  `/${locale}/contact/no-such-type`,
  `/${locale}/bodyseisaku/no-such-body`,
];
const adminNotFound = (locale: "jp" | "en") =>
  [
    "blog/999999",
    "reviews/999999",
    "pages/999999",
    "bodyseisaku/999999",
    "orders/999999",
    "sale/999999",
    "purchase/999999",
    "data/makers/999999",
    "data/maker/999999",
    "data/colours",
  ].map((path) => `/${locale}/admin/${path}`);

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
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => void dialogs.push(dialog.message()));
    const response = await page.goto("/en/%3Cscript%3Ealert(1)%3C%2Fscript%3E");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Page Not Found: /en/<script>alert(1)</script>")).toBeVisible();
    expect(dialogs).toEqual([]);
  });

  test("/purchases leads to the purchase catalogue route", async ({ request }) => {
    for (const locale of ["jp", "en"]) {
      const response = await request.get(`/${locale}/purchases`, { maxRedirects: 0 });
      expect([307, 308]).toContain(response.status());
      expect(new URL(response.headers()["location"], "http://x").pathname).toBe(`/${locale}/purchase`);
    }
  });
});

// What the server sends before any script runs: all a crawler, a visitor without JavaScript or one on a slow
// connection has. Next alone would send these pages as an empty document with the home page's title.
test.describe("error pages in the first HTML", () => {
  test.beforeEach(({}, testInfo) =>
    test.skip(testInfo.project.name === "mobile", "requests alone: the viewport does not matter"),
  );

  for (const locale of ["jp", "en"] as const) {
    test(`every 404 names the decoded path in the site's layout (${locale})`, async ({ request }) => {
      for (const path of siteNotFound(locale)) {
        const page = await expectNotFoundHtml(await request.get(path), path, locale);
        expect(page.markup, path).toMatch(/<header[\s>]/);
        expect(page.markup, path).toMatch(/<footer[\s>]/);
      }
    });

    test(`an unknown id in the admin is 404 inside the admin layout, in the staff's language (${locale})`, async ({
      request,
    }) => {
      await signInByForm(request, locale);
      for (const path of adminNotFound(locale)) {
        const served = await expectNotFoundHtml(await request.get(path), path, locale);
        expect(served.markup, path).toContain(`aria-label="${ADMIN_MENU[locale]}"`);
      }
    });

    test(`a failing page answers 500 with its title and message, never its cause (${locale})`, async ({ request }) => {
      const response = await request.get(`/${locale}/diagnostics/error`);
      expect(response.status()).toBe(500);
      const page = await serverHtml(response);
      expect(page.title).toMatch(/^Internal Server Error/);
      expect(page.text).toContain(SERVER_ERROR[locale]);
      expect(page.markup).toMatch(/<header[\s>]/);
      expect(page.html).not.toContain("Error probe");
    });
  }
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the 404 page reads the same", async ({ page }) => {
    const path = `/jp/${encodeURIComponent("存在しない")}`;
    expect((await page.goto(path))?.status()).toBe(404);
    await expectNotFoundPage(page, "/jp/存在しない", "jp");
    await expect(page.getByRole("banner")).toBeVisible();
  });

  test("the phone menu opens and closes @mobile", async ({ page }) => {
    await page.goto("/jp");
    const saleLink = page
      .getByRole("navigation", { name: "メインメニュー" })
      .getByRole("link", { name: "販売車両", exact: true });
    await expect(saleLink).toBeHidden();
    await page.getByText("メニュー", { exact: true }).click();
    await expect(saleLink).toBeVisible();
    await page.getByText("閉じる", { exact: true }).click();
    await expect(saleLink).toBeHidden();
  });
});
