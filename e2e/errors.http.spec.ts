import { expect, test } from "@playwright/test";
import { copy, expectNotFoundHtml, serverHtml, signInByForm } from "./support";

// What the server sends before any script runs: all a crawler, a visitor without JavaScript or one on a slow
// connection has. Next alone would send these pages as an empty document with the home page's title. How a
// browser shows them, with its scripts, is e2e/errors.spec.ts.

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

test.describe("error pages in the first HTML", () => {
  test("every 404 names the decoded path in the site's layout, in both languages", async ({ request }) => {
    for (const locale of ["jp", "en"] as const) {
      for (const path of siteNotFound(locale)) {
        const page = await expectNotFoundHtml(await request.get(path), path, locale);
        expect(page.markup, path).toMatch(/<header[\s>]/);
        expect(page.markup, path).toMatch(/<footer[\s>]/);
        // Its help names the home page and the trucks for sale: it links both.
        expect(page.markup, path).toMatch(
          new RegExp(`<a [^>]*href="/${locale}/sale"[^>]*>${copy[locale]("errors.seeCatalogue")}<`),
        );
      }
    }
  });

  for (const locale of ["jp", "en"] as const) {
    test(`an unknown id in the admin is 404 inside the admin layout, in the staff's language (${locale})`, async ({
      request,
    }) => {
      await signInByForm(request, locale);
      for (const path of adminNotFound(locale)) {
        const served = await expectNotFoundHtml(await request.get(path), path, locale);
        expect(served.markup, path).toContain(`aria-label="${copy[locale]("admin.nav.label")}"`);
      }
    });
  }

  test("a failing page answers 500 with its title and message, never its cause, in both languages", async ({
    request,
  }) => {
    for (const locale of ["jp", "en"] as const) {
      const response = await request.get(`/${locale}/diagnostics/error`);
      expect(response.status(), locale).toBe(500);
      const page = await serverHtml(response);
      expect(page.title, locale).toMatch(new RegExp(`^${copy[locale]("errors.serverErrorTitle")}`));
      expect(page.text, locale).toContain(copy[locale]("errors.serverErrorHeading"));
      expect(page.markup, locale).toMatch(/<header[\s>]/);
      expect(page.html, locale).not.toContain("Error probe");
    }
  });

  test("/purchases leads to the purchase catalogue route", async ({ request }) => {
    for (const locale of ["jp", "en"]) {
      const response = await request.get(`/${locale}/purchases`, { maxRedirects: 0 });
      expect([307, 308]).toContain(response.status());
      expect(new URL(response.headers()["location"], "http://x").pathname).toBe(`/${locale}/purchase`);
    }
  });
});
