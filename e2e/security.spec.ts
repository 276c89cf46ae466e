import { expect, test } from "@playwright/test";

// A vehicle of the demo data, for pages that need one.
const VEHICLE = "/sale/item/isuzu-elf-2017-10001";

const policyOf = (header: string | undefined) =>
  new Map((header ?? "").split(/;\s*/).map((d) => [d.split(" ")[0], d.split(" ").slice(1)]));

test.describe("security headers", () => {
  test("every page names its own script nonce and nothing may frame it", async ({ request }) => {
    const nonces = new Set<string>();
    for (const path of ["/jp", "/en/sale", `/jp${VEHICLE}`, "/en/contact", "/jp/admin/auth", "/jp/no/such/page"]) {
      const response = await request.get(path);
      const headers = response.headers();
      const policy = policyOf(headers["content-security-policy"]);
      const scripts = policy.get("script-src")!;
      expect(scripts, path).not.toContain("'unsafe-inline'");
      const nonce = scripts.find((s) => s.startsWith("'nonce-"))!.slice(7, -1);
      nonces.add(nonce);
      expect(policy.get("frame-ancestors"), path).toEqual(["'none'"]);
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], path).toContain("camera=()");
      expect(headers["x-powered-by"], path).toBeUndefined();
      expect(headers["strict-transport-security"], path).toBeUndefined();

      const html = await response.text();
      const tags = html.match(/<script\b[^>]*>/g) ?? [];
      const executable = tags.filter((tag) => !tag.includes('type="application/ld+json"'));
      expect(executable.length, path).toBeGreaterThan(0);
      for (const tag of executable) expect(tag, path).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(6);
  });

  // The pages every visitor sees alike are rendered once and kept (lib/http/page-cache.ts): each copy still
  // carries a nonce of its own, in its policy and on each of its scripts, and the render's placeholder in neither.
  test("a page served again from memory carries a new nonce in its policy and on every script", async ({ request }) => {
    const seen = new Set<string>();
    for (let round = 0; round < 3; round++) {
      const response = await request.get(`/jp${VEHICLE}`);
      expect(response.status()).toBe(200);
      const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"])![1];
      seen.add(nonce);
      const html = await response.text();
      const tags = (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes("application/ld+json"));
      for (const tag of tags) expect(tag).toContain(`nonce="${nonce}"`);
      const nonces = new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));
      expect([...nonces]).toEqual([nonce]);
      // Allowed in the back/forward cache, asked for again otherwise.
      expect(response.headers()["cache-control"]).toBe("private, no-cache");
    }
    expect(seen.size).toBe(3);
  });

  // HSTS follows SITE_URL (http here), whatever a request claims; the https case is lib/http/front-door.test.ts.
  test("a claim of https in X-Forwarded-Proto brings neither HSTS nor an upgrade to an http site", async ({
    request,
  }) => {
    const response = await request.get("/jp", { headers: { "x-forwarded-proto": "https" } });
    expect(response.headers()["strict-transport-security"]).toBeUndefined();
    expect(policyOf(response.headers()["content-security-policy"]).has("upgrade-insecure-requests")).toBe(false);
  });

  test("answers that are not pages may run nothing", async ({ request }) => {
    for (const path of ["/api/admin/login", "/builds/latest.json"]) {
      const headers = (await request.get(path)).headers();
      expect(headers["content-security-policy"], path).toContain("default-src 'none'");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
    }
  });

  for (const locale of ["jp", "en"] as const) {
    for (const path of ["", "/sale", VEHICLE, "/contact", "/truckauction"]) {
      test(`${path || "/"} runs under the policy without a single violation (${locale})`, async ({ page }) => {
        await page.addInitScript(() => {
          (window as unknown as { violations: string[] }).violations = [];
          document.addEventListener("securitypolicyviolation", (event) =>
            (window as unknown as { violations: string[] }).violations.push(
              `${event.violatedDirective} ${event.blockedURI}`,
            ),
          );
        });
        await page.goto(`/${locale}${path}`, { waitUntil: "networkidle" });
        expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
      });
    }
  }
});
