import { expect, test, type APIResponse } from "@playwright/test";
import { openContactForm } from "../scripts/lib/contact-form";
import { copy, serverHtml, signInByForm } from "./support";

// What a scanner, a fuzzer or a careless link sends. Every answer is the site's own page (200, 400 or 404),
// never a 500, a stack trace or a database message.
// Long, yet under the 16 KB of headers Node accepts at all (beyond it Node itself answers 431).
const LONG = "ダンプ".repeat(400);
const PAGE_PATHS = [
  "/sale/item/..%2F..%2F..%2Fetc%2Fpasswd",
  "/sale/item/%00",
  "/sale/item/%2e%2e",
  "/sale/%2e%2e/%2e%2e/etc/passwd",
  "/..%2f..%2fpackage.json",
  "/sale/item/AAAA%0D%0ASet-Cookie:%20x=1",
  "/%FF%FE",
  "/sale/%E3%81",
  "/sale%",
  "/a%25b",
  "/%C0%AF",
  "/blog/99999999999999999999",
  "/blog/-1",
  "/blog/1e3",
  "/reviews/0x10",
  "/bodyseisaku/%00",
  "/contact/%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "/catalogue-view/sale/x",
  // How each parameter is read, malformed or not, is lib/catalogue/params.test.ts › "parseCatalogueParams" (pages,
  // sorts, makers, long searches) and lib/http/url-values.test.ts (pages of the blog and reviews, control characters
  // in a search): one address carries all of those kinds at once, and a few that reach the database as words.
  `/sale?page=-1&page=2&maker=%00&sort=%FF&loadClass[]=x&q=${encodeURIComponent(LONG)}`,
  "/sale?q=%27%20OR%201%3D1%20--",
  "/sale?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E",
  "/purchase?q=a%00b%07",
  "/sale?q=%FF%FE",
  "/blog?page=1e400",
  "/contact?type=%00",
  `/${"x".repeat(2000)}`,
];
const SITE_NAME = { jp: copy.jp("meta.siteName"), en: copy.en("meta.siteName") } as const;
const LEAKS = /PrismaClient|invalid byte sequence|node_modules|at [\w.<>]+ \(\/|SQLSTATE|syntax error at/;

// Assertions on booleans: a failure names the request, not the whole page.
async function expectSitePage(response: APIResponse, locale: "jp" | "en", path: string) {
  const label = path.slice(0, 100);
  expect([200, 400, 404], label).toContain(response.status());
  const body = await response.text();
  expect(body.includes(SITE_NAME[locale]), `${label}: the site's page`).toBe(true);
  expect(LEAKS.test(body), `${label}: no internals`).toBe(false);
}

test.describe("hostile input", () => {
  for (const locale of ["jp", "en"] as const) {
    test(`hostile paths and queries get the site's page (${locale})`, async ({ request }) => {
      for (const path of PAGE_PATHS) await expectSitePage(await request.get(`/${locale}${path}`), locale, path);
    });

    test(`any method on a page gets the page, never an error (${locale})`, async ({ request, baseURL }) => {
      for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
        const response = await request.fetch(`/${locale}/sale`, {
          method,
          data: "x=1",
          headers: { "content-type": "application/x-www-form-urlencoded", origin: baseURL! },
        });
        await expectSitePage(response, locale, method);
        // Without the site's origin nothing that may change something gets in at all.
        expect(
          (await request.fetch(`/${locale}/sale`, { method, data: "x=1" })).status(),
          `${method} without an origin`,
        ).toBe(403);
      }
    });
  }

  test("an unprefixed hostile path is answered in the visitor's language", async ({ playwright, baseURL }) => {
    for (const [language, locale] of [
      ["en-GB,en;q=0.8", "en"],
      ["ja", "jp"],
    ] as const) {
      const visitor = await playwright.request.newContext({
        baseURL,
        extraHTTPHeaders: { "accept-language": language },
      });
      await expectSitePage(await visitor.get("/%FF"), locale, `/%FF (${language})`);
      await visitor.dispose();
    }
  });

  test("photos and the API refuse what they cannot read with 400 or 404", async ({ request }) => {
    for (const path of [
      "/media/%FF",
      "/media/..%2F..%2Fetc%2Fpasswd",
      "/media/%00",
      "/api/%FF",
      "/_next/image?url=%2Fetc%2Fpasswd&w=64&q=75",
    ]) {
      const response = await request.get(path);
      expect([400, 404], path).toContain(response.status());
      expect(LEAKS.test(await response.text()), path).toBe(false);
    }
  });

  // Signed in, the ids reach the database: one past a 32-bit column once failed there with a 500. Which spellings
  // of a number are refused is lib/http/url-values.test.ts's.
  test("staff addresses with an id no column holds answer 404, a filter by one is no filter", async ({ request }) => {
    await signInByForm(request, "jp");
    for (const path of ["/api/requests/photos/2147483648", "/api/requests/photos/1e0"])
      expect((await request.get(path)).status(), path).toBe(404);
    for (const path of ["/jp/admin/orders/2147483648", "/jp/admin/customers/2147483648"])
      expect((await request.get(path)).status(), path).toBe(404);
    const history = await request.get("/jp/admin/history?actor=2147483648");
    expect(history.status()).toBe(200);
    expect(LEAKS.test(await history.text())).toBe(false);
  });

  test("sign-in refuses malformed posts without touching the database", async ({ request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const post = (form: Record<string, string>) =>
      request.post("/api/admin/login", { headers: { origin, accept: "application/json" }, form });
    for (const form of [
      { email: "a\u0000b@example.jp", password: "x" },
      { email: "a@example.jp", password: "\u0000" },
      { email: "x".repeat(10_000), password: "x" },
    ]) {
      const response = await post(form);
      expect(response.status()).toBe(400);
      expect(await response.json()).toMatchObject({ ok: false, formError: { code: "invalid" } });
    }
    const json = await request.post("/api/admin/login", {
      headers: { origin, accept: "application/json", "content-type": "application/json" },
      data: '{"email":{"$ne":null}}',
    });
    expect(json.status()).toBe(400);
    const foreign = await request.post("/api/admin/login", {
      headers: { origin: "https://evil.example" },
      form: { email: "a@example.jp", password: "x" },
    });
    expect(foreign.status()).toBe(403);
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      expect((await request.fetch("/api/admin/login", { method, headers: { origin } })).status(), method).toBe(405);
      expect((await request.fetch("/api/admin/login", { method })).status(), `${method} without an origin`).toBe(403);
    }
  });
  // The same fields as the Japanese journey in e2e/hostile-input.spec.ts types, sent by the English form without
  // scripts: the answer is the form again, in English, naming the refused characters, and runs none of them.
  test("the English contact form answers script, control characters, overlong text, without scripts", async ({
    request,
    baseURL,
  }) => {
    const form = await openContactForm(baseURL!, "/en/contact/purchase");
    const octet = () => Math.floor(Math.random() * 250) + 1;
    const response = await request.post(form.url, {
      headers: { origin: form.origin, "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}` },
      multipart: {
        ...Object.fromEntries(form.hidden),
        lastName: "<script>alert(1)</script>",
        firstName: "Taro",
        email: "hostile@example.jp",
        phone: "09012345678",
        message: `Assessment\u0000${"a".repeat(2100)}`,
      },
    });
    expect(response.status()).toBe(200);
    const page = await serverHtml(response);
    expect(page.lang).toBe("en");
    expect(page.text).toContain(copy.en("validation.excludedCharacter"));
    expect(page.html).not.toContain("<script>alert(1)");
  });
});
