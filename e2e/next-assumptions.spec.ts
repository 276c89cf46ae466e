import { expect, test } from "@playwright/test";
import { scriptsStarted } from "./support";

// The browser's half of e2e/next-assumptions.http.spec.ts: what Next's own scripts send, which no plain request
// can stand in for.

test("Next's router sends a router state the door reads, on a client navigation", async ({ page }) => {
  // lib/http/router-state.ts mirrors Next's reading of the header: were Next's router to send a shape the mirror
  // does not know, the door would refuse every client navigation with 400.
  const answered: number[] = [];
  page.on("response", (response) => {
    if (response.request().headers()["next-router-state-tree"]) answered.push(response.status());
  });
  await page.goto("/jp");
  const link = page.locator('header a[href="/jp/company"]').first();
  await scriptsStarted(link);
  await link.click();
  await expect(page).toHaveURL(/\/jp\/company$/);
  expect(answered.length).toBeGreaterThan(0);
  expect(
    answered.every((status) => status === 200),
    String(answered),
  ).toBe(true);
});
