import { expect, test } from "@playwright/test";
import { SignJWT } from "jose";
import { adminToken } from "./support";
import { E2E_AUTH_SECRET } from "../playwright.config";

const guarded = ["/jp/admin", "/en/admin", "/jp/admin/sale", "/en/admin/orders/12", "/jp/admin/data/makers/1"];

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
        expect(await response.text(), answer).not.toMatch(
          /注文・問い合わせ|Orders and requests|ダッシュボード|Dashboard/,
        );
      }
    }
  });

  test("refuses forged, expired and unsigned tokens", async ({ request }) => {
    const forged = await adminToken({ secret: "someone-else-s-secret-that-is-long-enough" });
    const expired = await adminToken({ ttlSeconds: -60 });
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
    const unsigned = `${part({ alg: "none" })}.${part({ sub: "1", sid: "x", exp: 9999999999 })}.`;
    const noExpiry = await new SignJWT({ sid: "x" })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("1")
      .sign(new TextEncoder().encode(E2E_AUTH_SECRET));
    for (const token of [forged, expired, unsigned, noExpiry, "garbage"]) {
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

  test("leaves sign-in open; a well-signed token without a live session gets sign-in too", async ({
    page,
    context,
    baseURL,
  }) => {
    const auth = await page.goto("/en/admin/auth");
    expect(auth?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Staff sign-in" })).toBeVisible();

    await context.addCookies([{ name: "token", value: await adminToken(), url: baseURL! }]);
    await page.goto("/jp/admin");
    await expect(page).toHaveURL(/\/jp\/admin\/auth$/);
  });
});
