import { expect, test } from "@playwright/test";

// What each parameter is read as is lib/catalogue/params.test.ts (falls back to defaults for anything malformed, caps
// very long queries; sends a category of several segments to its first one) and lib/catalogue/query.integration.test.ts
// (treats %, _ and \ as literal characters; shows the last page for a page past the end). Here the server answers.
test("malformed or hostile catalogue parameters never break the page", async ({ request }) => {
  for (const query of [
    "page=-1",
    "page=abc",
    "page=99999",
    "sort=%3Cscript%3E",
    "maker=..%2F..%2Fetc",
    "q=" + "%E3%81%82".repeat(300),
    "q=%27%3B+DROP+TABLE+vehicles%3B--",
  ]) {
    const response = await request.get(`/jp/sale?${query}`);
    expect(response.status(), query).toBe(200);
  }
  // A page past the end shows the last page's vehicles.
  expect(await (await request.get("/jp/sale?page=99999")).text()).toContain("<article");
});

test("a category path with more segments goes to its first segment; an unknown one is 404", async ({ request }) => {
  const redirect = await request.get("/jp/sale/wing/extra/more?q=test", { maxRedirects: 0 });
  expect([307, 308]).toContain(redirect.status());
  const location = new URL(redirect.headers()["location"], "http://x");
  expect(location.pathname + location.search).toBe("/jp/sale/wing?q=test");
  expect((await request.get("/jp/sale/no-such-body")).status()).toBe(404);
  expect((await request.get("/en/purchase/flatbed")).status()).toBe(200);
});
