import { expect, test } from "@playwright/test";
import { SITE_HOURS } from "@/lib/business/hours";
import { companyName, publicPhone } from "@/lib/company";
import { copy } from "./support";

test.describe("layout by screen width", () => {
  test("a phone gets a menu button that opens and closes the navigation @mobile", async ({ page }) => {
    const t = copy.jp;
    await page.goto("/jp");
    const saleLink = page
      .getByRole("navigation", { name: t("nav.label") })
      .getByRole("link", { name: t("nav.sale"), exact: true });
    await expect(saleLink).toBeHidden();
    const menu = page.getByRole("button", { name: t("nav.open") });
    await menu.click();
    await expect(saleLink).toBeVisible();
    await expect(page.getByRole("button", { name: t("nav.close") })).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(saleLink).toBeHidden();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("a desktop shows the navigation, phone and LINE in the header, no menu button", async ({ page }) => {
    const t = copy.en;
    await page.goto("/en");
    await expect(page.getByRole("button", { name: t("nav.open") })).toBeHidden();
    const nav = page.getByRole("navigation", { name: t("nav.label") });
    await expect(nav.getByRole("link", { name: t("nav.sale") })).toBeVisible();
    const header = page.getByRole("banner");
    // From abroad a 0120 line cannot be reached: the English site gives the head office with +81.
    const { number, href } = publicPhone("en");
    await expect(header.getByRole("link", { name: number })).toHaveAttribute("href", href);
    await expect(header.getByRole("link", { name: t("contact.line") })).toBeVisible();
  });

  test("the breakpoint is 860 px", async ({ page }) => {
    const menu = page.getByRole("button", { name: copy.en("nav.open") });
    await page.setViewportSize({ width: 859, height: 800 });
    await page.goto("/en");
    await expect(menu).toBeVisible();
    await page.setViewportSize({ width: 860, height: 800 });
    await expect(menu).toBeHidden();
  });

  test("the footer carries the company facts", async ({ page }) => {
    const t = copy.jp;
    await page.goto("/jp");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByRole("heading", { name: companyName("ja") })).toBeVisible();
    await expect(footer.getByText(t("offices.headquarters"))).toBeVisible();
    await expect(footer.getByText(t("footer.siteHours", SITE_HOURS))).toBeVisible();
  });
});
