import { expect, test } from "@playwright/test";
import { serverHtml } from "./support";

// Every public page names its language for screen readers and translation (axe's html-has-lang and
// html-lang-valid), in both locales: the first HTML the server sends, without a browser. Axe itself reads each
// page template once (e2e/accessibility.spec.ts).
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

test("every public page names its language in both locales", async ({ request }) => {
  for (const [locale, lang] of [
    ["jp", "ja"],
    ["en", "en"],
  ] as const) {
    for (const path of PUBLIC_PAGES) {
      const page = await serverHtml(await request.get(`/${locale}${path}`));
      expect(page.lang, `/${locale}${path}`).toBe(lang);
    }
  }
});

// Favourites are kept by scripts: where none run (@media (scripting: none)), the header offers no way to the list,
// as the cards offer no hearts (components/keep/keep.test.tsx).
test("the header's favourites, in the bar and the phone's menu, are hidden where no scripts run", async ({
  request,
}) => {
  for (const locale of ["jp", "en"]) {
    const { markup } = await serverHtml(await request.get(`/${locale}/sale`));
    expect(markup).toMatch(/<li class="[^"]*\bnoscript:hidden\b[^"]*"><a [^>]*data-testid="favourites-menu-link"/);
    expect(markup).toMatch(/<a [^>]*data-testid="favourites-link"[^>]*class="[^"]*\bnoscript:hidden\b/);
  }
});
