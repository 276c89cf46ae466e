import { expect, test } from "@playwright/test";

test.describe("home page", () => {
  test("tells a Japanese visitor what the company does and shows the newest trucks", async ({ page }) => {
    await page.goto("/jp");
    await expect(page).toHaveTitle(/中古トラック/);
    await expect(page.getByRole("heading", { level: 2, name: "事業案内" })).toBeVisible();
    for (const service of [
      "中古車両の販売",
      "全国高価買取・無料査定",
      "ボディ製作",
      "整備・パーツ取付",
      "陸送",
      "オークション代行",
    ]) {
      await expect(page.getByRole("heading", { level: 3, name: service })).toBeVisible();
    }
    const newest = page.getByRole("region", { name: "新着の販売車両" });
    const cards = newest.getByRole("article");
    await expect(cards).toHaveCount(8);
    await expect(
      cards.first().getByText("支払総額（税込）").or(cards.first().getByText("価格はお問い合わせください")),
    ).toBeVisible();
    await expect(cards.first().getByRole("link").first()).toHaveAttribute("href", /^\/jp\/sale\/item\/[a-z0-9-]+$/);
    await expect(cards.first().getByRole("link").last()).toHaveAttribute("href", /^\/jp\/sale\/[a-z-]+$/);
    const image = cards.first().locator("img");
    await expect(image).toHaveJSProperty("complete", true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(newest.getByRole("link", { name: "販売車両をすべて見る" })).toHaveAttribute("href", "/jp/sale");
  });

  test("gives an English visitor the same page in English", async ({ page }) => {
    await page.goto("/en");
    await expect(page.getByRole("heading", { level: 2, name: "Our services" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Latest trucks for sale" }).getByRole("article")).toHaveCount(8);
    await expect(page.getByText("Total price (incl. tax)").first()).toBeVisible();
  });

  test("offers the phone with its hours and LINE", async ({ page }) => {
    await page.goto("/jp");
    const phone = page.getByRole("link", { name: /0120-555-860/ }).first();
    await expect(phone).toHaveAttribute("href", "tel:+81120555860");
    await expect(page.getByText("電話受付 平日 8:30〜18:00（土日祝はお休み）").first()).toBeAttached();
    // Phones add the LINE account straight away; computers open the LINE page with its QR code.
    await expect(page.getByRole("link", { name: /LINE/ }).filter({ visible: true }).first()).toHaveAttribute(
      "href",
      /^https:\/\/line\.me\/|^\/jp\/line$/,
    );
    await page.goto("/en");
    await expect(
      page.getByText("Phone lines open weekdays 8:30–18:00 (closed weekends and holidays)").first(),
    ).toBeAttached();
  });
});
