import { expect, test } from "@playwright/test";
import { PHONE_HOURS } from "@/lib/business/hours";
import { publicPhone } from "@/lib/company";
import { copy } from "./support";

const SERVICES = ["sales", "purchase", "bodyWork", "repair", "transport", "auction"] as const;

test.describe("home page", () => {
  test("tells a Japanese visitor what the company does and shows the newest trucks", async ({ page }) => {
    const t = copy.jp;
    await page.goto("/jp");
    await expect(page).toHaveTitle(t("meta.homeTitle"));
    await expect(page.getByRole("heading", { level: 2, name: t("home.servicesTitle") })).toBeVisible();
    for (const service of SERVICES) {
      await expect(page.getByRole("heading", { level: 3, name: t(`home.services.${service}.title`) })).toBeVisible();
    }
    const newest = page.getByRole("region", { name: t("home.newestTitle") });
    const cards = newest.getByRole("article");
    await expect(cards).toHaveCount(8);
    await expect(
      cards
        .first()
        .getByText(t("vehicle.priceLabel.sale"))
        .or(cards.first().getByText(t("vehicle.priceOnRequest.sale"))),
    ).toBeVisible();
    await expect(cards.first().getByRole("link").first()).toHaveAttribute("href", /^\/jp\/sale\/item\/[a-z0-9-]+$/);
    await expect(cards.first().getByRole("link").last()).toHaveAttribute("href", /^\/jp\/sale\/[a-z-]+$/);
    const image = cards.first().locator("img");
    await expect(image).toHaveJSProperty("complete", true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(newest.getByRole("link", { name: t("home.newestAll") })).toHaveAttribute("href", "/jp/sale");
  });

  test("gives an English visitor the same page in English", async ({ page }) => {
    const t = copy.en;
    await page.goto("/en");
    await expect(page.getByRole("heading", { level: 2, name: t("home.servicesTitle") })).toBeVisible();
    await expect(page.getByRole("region", { name: t("home.newestTitle") }).getByRole("article")).toHaveCount(8);
    await expect(page.getByText(t("vehicle.priceLabel.sale")).first()).toBeVisible();
  });

  test("offers the phone with its hours and LINE", async ({ page }) => {
    await page.goto("/jp");
    const { number, href } = publicPhone("ja");
    const phone = page.getByRole("link", { name: number }).first();
    await expect(phone).toHaveAttribute("href", href);
    await expect(page.getByText(copy.jp("contact.phoneHours", PHONE_HOURS)).first()).toBeAttached();
    // Phones add the LINE account straight away; computers open the LINE page with its QR code.
    await expect(page.getByRole("link", { name: /LINE/ }).filter({ visible: true }).first()).toHaveAttribute(
      "href",
      /^https:\/\/line\.me\/|^\/jp\/line$/,
    );
    await page.goto("/en");
    await expect(page.getByText(copy.en("contact.phoneHours", PHONE_HOURS)).first()).toBeAttached();
  });
});
