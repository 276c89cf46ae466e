import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { baseURL } from "../playwright.config";
import { asFreshSender, FILTER_BUTTON, seriousViolations, signInAsStaff } from "./support";

// Every page is checked by axe for WCAG 2.1 A/AA rules; serious and critical findings fail the test.
const PUBLIC_PAGES = [
  "",
  "/sale",
  "/sale/wing?maker=hino",
  "/purchase",
  "/sale/item/isuzu-elf-2017-10001",
  "/sale/item/isuzu-elf-2017-10001/order",
  "/favorites",
  "/compare?ids=sale:isuzu-elf-2017-10001",
  "/services",
  "/company",
  "/tokushoho",
  "/autoauction",
  "/truckauction",
  "/kaitori",
  "/bodyseisaku",
  "/line",
  "/blog",
  "/reviews",
  "/contact",
  "/contact/assessment",
  "/privacy",
  "/no/such/page",
  "/admin/auth",
];
const STAFF_PAGES = ["/admin", "/admin/sale", "/admin/sale/new", "/admin/orders", "/admin/blog/new", "/admin/data"];

// One test per page, so that a finding names its page and runs alone. Axe tries every rule on every node,
// seconds of a browser's CPU on the catalogue's twenty cards: each page has the time of a slow test.
test.describe("accessibility", () => {
  test.slow();
  for (const locale of ["jp", "en"] as const) {
    for (const path of PUBLIC_PAGES) {
      test(`${path || "/"} has no serious accessibility violation (${locale})`, async ({ page }) => {
        await page.goto(`/${locale}${path}`);
        await page.waitForLoadState("networkidle");
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test.describe(`staff pages (${locale})`, () => {
      // Signed in once per worker rather than once per page: a sign-in is a deliberately costly scrypt hash.
      let signedIn: Awaited<ReturnType<BrowserContext["storageState"]>>;
      test.beforeAll(async ({ browser }) => {
        const context = await browser.newContext({ baseURL });
        await signInAsStaff(await context.newPage(), locale);
        signedIn = await context.storageState();
        await context.close();
      });
      test.use({ storageState: async ({}, provide) => provide(signedIn) });

      for (const path of STAFF_PAGES) {
        test(`${path} has no serious accessibility violation (${locale})`, async ({ page }) => {
          await page.goto(`/${locale}${path}`);
          await expect(page).toHaveURL(new RegExp(`/${locale}${path}$`));
          await page.waitForLoadState("networkidle");
          expect(await seriousViolations(page)).toEqual([]);
        });
      }
    });
  }
});

/** Presses Tab until `target` has the focus, as a keyboard user would; fails if it is never reached. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      // The focus is visible: an outline or a ring drawn around the element.
      const style = await target.evaluate((element) => getComputedStyle(element));
      expect(style.outlineStyle !== "none" || style.boxShadow !== "none", "visible focus").toBe(true);
      return;
    }
    await page.keyboard.press("Tab");
  }
  throw new Error(`never reached ${target} with the Tab key`);
}

test.describe("keyboard only", () => {
  test("a visitor searches the catalogue without a mouse", async ({ page }) => {
    // Some fifty key presses, each a round trip to the browser and a look at where the focus went.
    test.slow();
    await page.goto("/jp/sale");
    // On a phone the search opens as a sheet from its button first.
    if (test.info().project.name === "mobile") {
      await tabTo(page, page.getByRole("button", { name: FILTER_BUTTON }));
      await page.keyboard.press("Enter");
    }
    await tabTo(page, page.getByLabel("フリーワード"));
    await page.keyboard.type("ダンプ");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/q=/);
    await expect(page.getByRole("article").first()).toBeVisible();
    await tabTo(page, page.getByRole("article").first().getByRole("link").first());
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/jp\/sale\/item\//);
  });

  test("a visitor sends the contact form without a mouse", async ({ page }) => {
    const email = await asFreshSender(page);
    await page.goto("/en/contact/purchase");
    await tabTo(page, page.getByLabel(/^Last name/));
    await page.keyboard.type("Yamada");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Taro");
    await tabTo(page, page.getByLabel(/^Email address/));
    await page.keyboard.type(email);
    await tabTo(page, page.getByLabel(/^Phone number/));
    await page.keyboard.type("090-1234-5678");
    await tabTo(page, page.getByLabel(/^Message/));
    await page.keyboard.type("A 2018 Hino Ranger, 250,000 km.");
    await tabTo(page, page.getByLabel(/^Prefecture/));
    await page.keyboard.press("ArrowDown");
    await tabTo(page, page.getByLabel("I agree to the privacy policy"));
    await page.keyboard.press("Space");
    await tabTo(page, page.getByRole("button", { name: "Send" }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Thank you for your request" })).toBeVisible();
  });

  test("staff sign in without a mouse", async ({ page }) => {
    const { E2E_ADMIN } = await import("../playwright.config");
    await page.goto("/jp/admin/auth");
    await tabTo(page, page.getByLabel("メールアドレス"));
    await page.keyboard.type(E2E_ADMIN.email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(E2E_ADMIN.password);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "ダッシュボード" })).toBeVisible();
  });
});
