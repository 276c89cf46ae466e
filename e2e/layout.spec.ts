import { expect, test } from "@playwright/test";

test.describe("layout by screen width", () => {
  test("a phone gets a menu button that opens and closes the navigation @mobile", async ({ page }) => {
    await page.goto("/jp");
    const saleLink = page
      .getByRole("navigation", { name: "メインメニュー" })
      .getByRole("link", { name: "販売車両", exact: true });
    await expect(saleLink).toBeHidden();
    const menu = page.getByRole("button", { name: "メニュー" });
    await menu.click();
    await expect(saleLink).toBeVisible();
    await expect(page.getByRole("button", { name: "閉じる" })).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(saleLink).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("a desktop shows the navigation, phone and LINE in the header, no menu button", async ({ page }) => {
    await page.goto("/en");
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
    const nav = page.getByRole("navigation", { name: "Main menu" });
    await expect(nav.getByRole("link", { name: "Trucks for sale" })).toBeVisible();
    const header = page.getByRole("banner");
    // From abroad a 0120 line cannot be reached: the English site gives the head office with +81.
    await expect(header.getByRole("link", { name: /\+81 52-000-8600/ })).toHaveAttribute("href", "tel:+81520008600");
    await expect(header.getByRole("link", { name: /Chat on LINE/ })).toBeVisible();
  });

  test("the breakpoint is 860 px", async ({ page }) => {
    await page.setViewportSize({ width: 859, height: 800 });
    await page.goto("/en");
    await expect(page.getByRole("button", { name: "Menu" })).toBeVisible();
    await page.setViewportSize({ width: 860, height: 800 });
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
  });

  test("the footer carries the company facts", async ({ page }) => {
    await page.goto("/jp");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { name: "東邦トラック販売株式会社" })).toBeVisible();
    await expect(footer.getByText("本社")).toBeVisible();
    await expect(footer.getByText("店舗営業 月〜土 8:30〜18:00")).toBeVisible();
  });
});
