import { expect, test } from "@playwright/test";
import { adminToken, copy, serverHtml } from "./support";

const guarded = ["/jp/admin", "/en/admin", "/jp/admin/sale", "/en/admin/orders/12", "/jp/admin/data/makers/1"];

/** What only a signed-in staff member's pages show: the admin menu's entries, in either language. */
const STAFF_ONLY = [
  copy.jp("admin.nav.orders"),
  copy.en("admin.nav.orders"),
  copy.jp("admin.nav.dashboard"),
  copy.en("admin.nav.dashboard"),
];

function locationOf(response: { headers(): Record<string, string> }) {
  return new URL(response.headers()["location"], "http://x").pathname;
}

test.describe("admin guard", () => {
  test("sends every admin path to the sign-in page when there is no token", async ({ request }) => {
    for (const path of guarded) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expect(locationOf(response)).toBe(`/${path.split("/")[1]}/admin/auth`);
    }
  });

  test("guards admin paths spelled with escapes, page and data requests alike", async ({ request }) => {
    for (const path of ["/jp/%61dmin/orders", "/en/%61%64%6D%69%6E", "/jp/admin%2Forders", "/jp/%61dmin%2Fsale"]) {
      for (const headers of [{}, { RSC: "1" }] as Record<string, string>[]) {
        // Followed to the end: the plain spelling, then the guard's way to sign-in (or a 404), never staff pages.
        const response = await request.get(path, { headers });
        const answer = `${path} ${JSON.stringify(headers)} → ${response.status()} ${response.url()}`;
        if (response.status() !== 404)
          expect(new URL(response.url()).pathname, answer).toMatch(/^\/(jp|en)\/admin\/auth$/);
        const text = await response.text();
        for (const staffOnly of STAFF_ONLY) expect(text.includes(staffOnly), `${answer}: ${staffOnly}`).toBe(false);
      }
    }
  });

  // Which tokens are refused (expired, forged, unsigned, without an expiry or a session, another algorithm) is
  // lib/auth/token.test.ts › "admin token"; here, that the guard asks it: one forged token and one that is no token.
  test("refuses a forged token", async ({ request }) => {
    const forged = await adminToken({ secret: "someone-else-s-secret-that-is-long-enough" });
    for (const token of [forged, "garbage"]) {
      const response = await request.get("/jp/admin", { maxRedirects: 0, headers: { Cookie: `token=${token}` } });
      expect(response.status()).toBe(307);
      expect(locationOf(response)).toBe("/jp/admin/auth");
    }
  });

  test("cannot be bypassed with the x-middleware-subrequest header", async ({ request }) => {
    for (const value of [
      "proxy",
      "middleware",
      "proxy:proxy:proxy:proxy:proxy",
      "middleware:middleware:middleware:middleware:middleware",
      "src/middleware:src/middleware:src/middleware:src/middleware:src/middleware",
    ]) {
      const response = await request.get("/en/admin", {
        maxRedirects: 0,
        headers: { "x-middleware-subrequest": value },
      });
      expect(response.status(), value).toBe(307);
      expect(locationOf(response)).toBe("/en/admin/auth");
    }
  });

  test("leaves sign-in open; a well-signed token without a live session gets sign-in too", async ({ request }) => {
    const auth = await request.get("/en/admin/auth");
    expect(auth.status()).toBe(200);
    expect((await serverHtml(auth)).markup).toMatch(new RegExp(`<h1[^>]*>${copy.en("admin.auth.title")}</h1>`));

    const response = await request.get("/jp/admin", {
      maxRedirects: 0,
      headers: { Cookie: `token=${await adminToken()}` },
    });
    expect(response.status()).toBe(307);
    expect(locationOf(response)).toBe("/jp/admin/auth");
  });
});
