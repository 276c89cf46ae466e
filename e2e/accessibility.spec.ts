import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import en from "../messages/en.json";
import { baseURL } from "../playwright.config";
import {
  asFreshSender,
  catalogueFilters,
  copy,
  FILTER_BUTTON,
  REQUEST_FIELDS,
  axeViolations,
  signInAsStaff,
} from "./support";

// Axe checks WCAG 2.1 A/AA rules; on public pages moderate findings fail the test too, with axe's best practices
// (every part of a page in a landmark, headings in order), on staff pages serious and critical ones. It checks each
// page *template* once at 1280 px, in Japanese; in English too where the template's text differs materially (posts
// and reviews written in Japanese only, shown on the English site with their own language). Pages of one template
// (the catalogue by body type, maker or purchase; the two auction pages) share their markup. Every page's language
// attribute, in both locales, is a plain HTTP check (e2e/accessibility.http.spec.ts). At 375 px only what the phone
// lays out differently: the header with its menu open, the catalogue with its filter sheet open, and a staff list.
const VEHICLE = "/sale/item/isuzu-elf-2017-10001";
const PUBLIC_TEMPLATES: { path: string; locales: readonly ("jp" | "en")[] }[] = [
  { path: "", locales: ["jp", "en"] },
  { path: "/sale/wing?maker=hino", locales: ["jp"] },
  { path: VEHICLE, locales: ["jp"] },
  { path: `${VEHICLE}/order`, locales: ["jp"] },
  { path: "/favorites", locales: ["jp"] },
  { path: `/compare?ids=sale:${VEHICLE.split("/").pop()}`, locales: ["jp"] },
  { path: "/services", locales: ["jp"] },
  { path: "/company", locales: ["jp"] },
  { path: "/tokushoho", locales: ["jp"] },
  { path: "/truckauction", locales: ["jp"] },
  { path: "/kaitori", locales: ["jp"] },
  { path: "/bodyseisaku", locales: ["jp"] },
  { path: "/line", locales: ["jp"] },
  { path: "/blog", locales: ["jp", "en"] },
  { path: "/reviews", locales: ["jp", "en"] },
  { path: "/contact", locales: ["jp"] },
  { path: "/contact/assessment", locales: ["jp"] },
  { path: "/privacy", locales: ["jp"] },
  { path: "/no/such/page", locales: ["jp"] },
  { path: "/admin/auth", locales: ["jp"] },
];
const STAFF_TEMPLATES = ["/admin", "/admin/sale", "/admin/sale/new", "/admin/orders", "/admin/blog/new", "/admin/data"];

/** Opens a page and waits for what a reader sees first, its main heading, before axe reads it. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
}

// One test per page, so that a finding names its page and runs alone. Axe tries every rule on every node,
// seconds of a browser's CPU on the catalogue's twenty cards: each page has the time of a slow test.
test.describe("accessibility", () => {
  test.slow();
  for (const { path, locales } of PUBLIC_TEMPLATES) {
    for (const locale of locales) {
      test(`${path || "/"} has no moderate or worse accessibility finding (${locale})`, async ({ page }) => {
        await open(page, `/${locale}${path}`);
        expect(await axeViolations(page, "moderate")).toEqual([]);
      });
    }
  }

  test("the phone's header with its menu open has no moderate or worse accessibility finding @mobile", async ({
    page,
  }) => {
    await open(page, "/jp");
    const nav = page.getByRole("navigation", { name: copy.jp("nav.label") });
    await page.getByRole("button", { name: copy.jp("nav.open") }).click();
    await expect(nav.getByRole("link", { name: copy.jp("nav.sale"), exact: true })).toBeVisible();
    expect(await axeViolations(page, "moderate")).toEqual([]);
  });

  test("the phone's catalogue with its filter sheet open has no moderate or worse finding @mobile", async ({
    page,
  }) => {
    await open(page, "/jp/sale");
    expect(await axeViolations(page, "moderate")).toEqual([]);
    await catalogueFilters(page);
    await expect(page.getByRole("dialog", { name: copy.jp("catalogue.filters") })).toBeVisible();
    expect(await axeViolations(page, "moderate")).toEqual([]);
  });

  test.describe("staff pages", () => {
    // Signed in once per worker rather than once per page: a sign-in is a deliberately costly hash.
    let signedIn: Awaited<ReturnType<BrowserContext["storageState"]>>;
    test.beforeAll(async ({ browser }) => {
      const context = await browser.newContext({ baseURL });
      await signInAsStaff(await context.newPage(), "jp");
      signedIn = await context.storageState();
      await context.close();
    });
    test.use({ storageState: async ({}, provide) => provide(signedIn) });

    for (const path of STAFF_TEMPLATES) {
      test(`${path} has no serious accessibility violation (jp)`, async ({ page }) => {
        await open(page, `/jp${path}`);
        await expect(page).toHaveURL(new RegExp(`/jp${path}$`));
        expect(await axeViolations(page)).toEqual([]);
      });
    }

    test("a staff list laid out for the phone has no serious accessibility violation @mobile", async ({ page }) => {
      await open(page, "/jp/admin/sale");
      await expect(page).toHaveURL(/\/jp\/admin\/sale$/);
      expect(await axeViolations(page)).toEqual([]);
    });
  });
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
  // On a phone the search opens as a sheet from its button first: the journey goes through it at both widths.
  test("a visitor searches the catalogue without a mouse @both-widths", async ({ page }) => {
    // Some fifty key presses, each a round trip to the browser and a look at where the focus went.
    test.slow();
    await page.goto("/jp/sale");
    if (test.info().project.name === "mobile") {
      await tabTo(page, page.getByRole("button", { name: FILTER_BUTTON }));
      await page.keyboard.press("Enter");
    }
    await tabTo(page, page.getByLabel(copy.jp("catalogue.keyword")));
    await page.keyboard.type("ダンプ");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/q=/);
    await expect(page.getByRole("article").first()).toBeVisible();
    await tabTo(page, page.getByRole("article").first().getByRole("link").first());
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/jp\/sale\/item\//);
  });

  test("a visitor sends the contact form without a mouse", async ({ page }) => {
    const fields = REQUEST_FIELDS.en;
    const email = await asFreshSender(page);
    await page.goto("/en/contact/purchase");
    await tabTo(page, page.getByLabel(fields.last));
    await page.keyboard.type("Yamada");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Taro");
    await tabTo(page, page.getByLabel(fields.email));
    await page.keyboard.type(email);
    await tabTo(page, page.getByLabel(fields.phone));
    await page.keyboard.type("090-1234-5678");
    // A seller's truck: its maker and body type are asked; the first of each list will do.
    for (const name of [en.requestVehicle.fields.maker, en.requestVehicle.fields.bodyType]) {
      await tabTo(page, page.getByLabel(new RegExp(`^${name}`)));
      await page.keyboard.press("ArrowDown");
    }
    await tabTo(page, page.getByLabel(fields.message));
    await page.keyboard.type("A 2018 Hino Ranger, 250,000 km.");
    // The form names the prefecture by what it asks (where the vehicle is, or where to register): any of them.
    const prefecture = Object.values(en.form.prefecture)
      .map((label) => label.replace(/[()]/g, "\\$&"))
      .join("|");
    await tabTo(page, page.getByLabel(new RegExp(`^(${prefecture})`)));
    // English forms offer Outside Japan first, where a Japanese mobile number is refused: the next one, Hokkaido.
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await tabTo(page, page.getByLabel(copy.en("form.privacyConsent")));
    await page.keyboard.press("Space");
    await tabTo(page, page.getByRole("button", { name: fields.send }));
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: copy.en("request.thanksTitle") })).toBeVisible();
  });

  test("staff sign in without a mouse", async ({ page }) => {
    const { E2E_ADMIN } = await import("../playwright.config");
    await page.goto("/jp/admin/auth");
    await tabTo(page, page.getByLabel(copy.jp("admin.auth.email")));
    await page.keyboard.type(E2E_ADMIN.email);
    await page.keyboard.press("Tab");
    await page.keyboard.type(E2E_ADMIN.password);
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: copy.jp("admin.dashboard.title") })).toBeVisible();
  });
});
