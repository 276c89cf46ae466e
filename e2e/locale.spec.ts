import { expect, test } from "@playwright/test";
import { copy } from "./support";

// The language switch in the page (redirects and the language cookie are e2e/locale.http.spec.ts).
test("the language switch keeps the visitor on the same page, the home page included", async ({ page }) => {
  const toEnglish = page.getByRole("link", { name: new RegExp(copy.jp("locale.switchTo")) }).first();
  const toJapanese = page.getByRole("link", { name: new RegExp(copy.en("locale.switchTo")) }).first();

  await page.goto("/jp/no-such-page?x=1");
  await toEnglish.click();
  await expect(page).toHaveURL(/\/en\/no-such-page\?x=1$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await toJapanese.click();
  await expect(page).toHaveURL(/\/jp\/no-such-page\?x=1$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ja");

  await page.goto("/jp");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(copy.jp("home.heroTitle"));
  await toEnglish.click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(copy.en("home.heroTitle"));
});
