import { expect, test, type Page } from "@playwright/test";

// What a buyer can trust before calling (issue 21): which trucks are new, lowered in price, under negotiation or
// sold, and where each one stands. The demo's trucks for sale, read only: its newest are 新着, a few on the first
// page are 商談中 or lowered in price, two were sold lately, and about one in three stands at the Osaka yard.
const T = {
  jp: {
    new: "新着",
    priceCut: "値下げ",
    reserved: "商談中",
    sold: "売約済み",
    oldPrice: /^値下げ前 [\d.,]+万円$/,
    yardLabel: "保管場所",
    branch: "大阪支店",
    branchLine: "大阪支店（大阪府堺市西区築港新町2-5）",
    map: "地図を見る（Googleマップ）",
    campaigns: "キャンペーン",
    order: "見積もり・在庫確認を依頼する",
  },
  en: {
    new: "New",
    priceCut: "Price cut",
    reserved: "Reserved",
    sold: "Sold",
    oldPrice: /^Was ¥[\d,]+$/,
    yardLabel: "Location",
    branch: "Osaka branch",
    branchLine: "Osaka branch (2-5 Chikko-shinmachi, Nishi-ku, Sakai, Osaka)",
    map: "Open in Google Maps",
    campaigns: "Campaign",
    order: "Request a quote",
  },
} as const;

// The map is searched by the Japanese address in both languages: the one Google Maps finds most surely.
const BRANCH_MAP = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent("大阪府堺市西区築港新町2-5")}`;

const cards = (page: Page) => page.getByRole("article");
const cardWith = (page: Page, testId: string) =>
  cards(page)
    .filter({ has: page.getByTestId(testId) })
    .first();

async function openCard(page: Page, card: ReturnType<typeof cardWith>, locale: "jp" | "en") {
  const name = (await card.getByRole("heading").textContent())!.trim();
  await card.getByRole("heading").click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/sale/item/[a-z0-9-]+$`));
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

for (const locale of ["jp", "en"] as const) {
  const t = T[locale];

  test(`the catalogue marks new, reserved and lately sold trucks (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}/sale`);
    // The newest truck is one of the demo's, listed today.
    await expect(cards(page).first().getByTestId("badge-new")).toHaveText(t.new);
    await expect(cardWith(page, "badge-sold").getByTestId("badge-sold")).toHaveText(t.sold);

    const reserved = cardWith(page, "badge-reserved");
    await expect(reserved.getByTestId("badge-reserved")).toHaveText(t.reserved);
    await openCard(page, reserved, locale);
    await expect(page.getByTestId("badge-reserved").first()).toHaveText(t.reserved);
    // Under negotiation, not sold: a buyer may still ask about it.
    await expect(page.getByRole("link", { name: t.order, exact: true })).toBeVisible();
  });

  test(`a truck lowered in price shows its old price struck through, on its card and its page (${locale})`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/sale`);
    const card = cardWith(page, "badge-price-cut");
    await expect(card.getByTestId("badge-price-cut")).toHaveText(t.priceCut);
    const oldPrice = card.getByTestId("old-price");
    await expect(oldPrice).toHaveText(t.oldPrice);
    const struck = (await oldPrice.locator("s").textContent())!.trim();

    await openCard(page, card, locale);
    await expect(page.getByTestId("badge-price-cut").first()).toHaveText(t.priceCut);
    const price = page.getByTestId("sale-price");
    await expect(price.getByTestId("old-price")).toHaveText(t.oldPrice);
    await expect(price.getByTestId("old-price").locator("s")).toHaveText(struck);
  });

  test(`a truck's card names its yard, and its page gives the address with a map (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}/sale`);
    const card = cards(page)
      .filter({ has: page.getByTestId("yard").filter({ hasText: t.branch }) })
      .first();
    await expect(card.getByRole("term").filter({ hasText: t.yardLabel })).toBeVisible();
    await openCard(page, card, locale);

    const yard = page.getByTestId("vehicle-yard");
    await expect(yard).toContainText(t.branchLine);
    await expect(yard.getByRole("link", { name: t.map })).toHaveAttribute("href", BRANCH_MAP);
  });

  test(`each campaign banner leads to what it advertises (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}`);
    const banners = page.getByRole("list", { name: t.campaigns });
    // The demo's two: the year-end sale of our trucks, and new bodies built at 30% off.
    await expect(banners.getByRole("link").filter({ hasText: "40%OFF" })).toHaveAttribute("href", `/${locale}/sale`);
    const bodies = banners.getByRole("link").filter({ hasText: "30%OFF" });
    await expect(bodies).toHaveAttribute("href", `/${locale}/bodyseisaku`);
    await bodies.click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/bodyseisaku$`));
  });
}
