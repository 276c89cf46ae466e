import { expect, test } from "@playwright/test";

// The policy itself (nonces, framing, the other headers) is read from the answers in e2e/security.http.spec.ts;
// here a browser runs pages under it, which only a browser can: each kind of page once (the home page, the
// catalogue, a vehicle with its photos and calculators, the auction estimator) in Japanese, and the contact form in
// English.
const PAGES = ["/jp", "/jp/sale", "/jp/sale/item/isuzu-elf-2017-10001", "/jp/truckauction", "/en/contact"];

test("pages run under the policy without a single violation", async ({ page }) => {
  const violations: string[] = [];
  await page.exposeFunction("reportViolation", (violation: string) => void violations.push(violation));
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      (window as unknown as { reportViolation(violation: string): void }).reportViolation(
        `${location.pathname}: ${event.violatedDirective} ${event.blockedURI}`,
      ),
    ),
  );
  for (const path of PAGES) {
    await page.goto(path);
    // Loaded, and its scripts running: the navigation's menu button is drawn only once they have hydrated it.
    await expect(page.locator('button[aria-controls="site-navigation"]')).toBeAttached();
    // A violation is reported as a task of its own: one more turn of the page's event loop lets any still queued run.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  }
  expect(violations).toEqual([]);
});
