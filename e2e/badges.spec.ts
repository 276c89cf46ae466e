import { expect, test, type Page } from "@playwright/test";
import { company, officeAddress, officeMapUrl } from "@/lib/company";
import { copy } from "./support";

// What a buyer can trust before calling (issue 21): which trucks are new, lowered in price, under negotiation or
// sold, and where each one stands. The demo's trucks for sale, read only: its newest are 新着, a few on the first
// page are 商談中 or lowered in price, two were sold lately, and about one in three stands at the Osaka yard.
//
// When each badge shows is lib/vehicles/badges.test.ts (新着 for 7 days, 値下げ for 14 with the price before the
// first cut, 商談中 and 売約済 by status) and lib/vehicles/badges.integration.test.ts (from what a save leaves, the
// yard the staff chose): the journeys show that the catalogue and the vehicle page carry them.
const branch = company.offices[1];

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

test("the catalogue marks new, reserved and lately sold trucks, and a reserved one may still be asked about", async ({
  page,
}) => {
  const t = copy.jp;
  await page.goto("/jp/sale");
  // The newest truck is one of the demo's, listed today.
  await expect(cards(page).first().getByTestId("badge-new")).toHaveText(t("badges.new"));
  const sold = cardWith(page, "badge-sold");
  await expect(sold.getByTestId("badge-sold")).toHaveText(t("vehicle.sold"));
  // A sold truck can no longer be asked about: its card leads to trucks like it instead.
  await expect(sold.getByRole("link", { name: t("catalogue.findSimilar") })).toBeVisible();
  await expect(sold.getByRole("link", { name: t("catalogue.ask.sale") })).toHaveCount(0);

  const reserved = cardWith(page, "badge-reserved");
  await expect(reserved.getByTestId("badge-reserved")).toHaveText(t("badges.reserved"));
  await expect(reserved.getByRole("link", { name: t("catalogue.ask.sale") })).toBeVisible();
  await openCard(page, reserved, "jp");
  await expect(page.getByTestId("badge-reserved").first()).toHaveText(t("badges.reserved"));
  // Under negotiation, not sold: a buyer may still ask about it.
  await expect(page.getByRole("link", { name: t("vehicle.apply"), exact: true })).toBeVisible();
});

test("in English the catalogue's badges and a truck's yard read in English", async ({ page }) => {
  const t = copy.en;
  await page.goto("/en/sale");
  await expect(cards(page).first().getByTestId("badge-new")).toHaveText(t("badges.new"));
  await expect(cardWith(page, "badge-sold").getByTestId("badge-sold")).toHaveText(t("vehicle.sold"));
  await expect(cardWith(page, "badge-reserved").getByTestId("badge-reserved")).toHaveText(t("badges.reserved"));
  const cut = cardWith(page, "badge-price-cut");
  await expect(cut.getByTestId("badge-price-cut")).toHaveText(t("badges.priceCut"));
  await expect(cut.getByTestId("old-price")).toContainText(t("badges.oldPrice"));

  const atBranch = cards(page)
    .filter({ has: page.getByTestId("yard").filter({ hasText: t("offices.branch") }) })
    .first();
  await expect(atBranch.getByRole("term").filter({ hasText: t("catalogue.yard") })).toBeVisible();
  await openCard(page, atBranch, "en");
  const yard = page.getByTestId("vehicle-yard");
  await expect(yard).toContainText(
    t("yard.value", { yard: t("offices.branch"), address: officeAddress(branch, "en") }),
  );
  await expect(yard.getByRole("link", { name: t("yard.map") })).toHaveAttribute("href", officeMapUrl(branch));
  // Its 支払総額 is for registration and delivery where it stands.
  await expect(page.getByTestId("sale-price")).toContainText(
    t("vehicle.price.conditions", { prefecture: branch.address.en.region, office: t("offices.branch") }),
  );
});

test("a truck lowered in price shows its old price struck through, on its card and its page", async ({ page }) => {
  const t = copy.jp;
  await page.goto("/jp/sale");
  const card = cardWith(page, "badge-price-cut");
  await expect(card.getByTestId("badge-price-cut")).toHaveText(t("badges.priceCut"));
  const oldPrice = card.getByTestId("old-price");
  await expect(oldPrice).toContainText(t("badges.oldPrice"));
  const struck = (await oldPrice.locator("s").textContent())!.trim();
  expect(struck).toMatch(/\d/);

  await openCard(page, card, "jp");
  await expect(page.getByTestId("badge-price-cut").first()).toHaveText(t("badges.priceCut"));
  const price = page.getByTestId("sale-price");
  await expect(price.getByTestId("old-price")).toContainText(t("badges.oldPrice"));
  await expect(price.getByTestId("old-price").locator("s")).toHaveText(struck);
});

test("a truck's card names its yard, and its page gives the address with a map", async ({ page }) => {
  const t = copy.jp;
  await page.goto("/jp/sale");
  const card = cards(page)
    .filter({ has: page.getByTestId("yard").filter({ hasText: t("offices.branch") }) })
    .first();
  await expect(card.getByRole("term").filter({ hasText: t("catalogue.yard") })).toBeVisible();
  await openCard(page, card, "jp");

  const yard = page.getByTestId("vehicle-yard");
  await expect(yard).toContainText(
    t("yard.value", { yard: t("offices.branch"), address: officeAddress(branch, "ja") }),
  );
  // The map is searched by the Japanese address in both languages: the one Google Maps finds most surely.
  await expect(yard.getByRole("link", { name: t("yard.map") })).toHaveAttribute("href", officeMapUrl(branch));
  // Its 支払総額 is for registration and delivery where it stands, not at the head office.
  await expect(page.getByTestId("sale-price")).toContainText(
    t("vehicle.price.conditions", { prefecture: branch.address.ja.region, office: t("offices.branch") }),
  );
});

// Which campaigns show and until when is lib/content/promotions.test.ts; the journey follows one banner.
test("each campaign banner leads to what it advertises", async ({ page }) => {
  await page.goto("/jp");
  const banners = page.getByRole("list", { name: copy.jp("promotions.label") });
  // The demo's two: the year-end sale of our trucks, and new bodies built at 30% off.
  await expect(banners.getByRole("link").filter({ hasText: "40%OFF" })).toHaveAttribute("href", "/jp/sale");
  const bodies = banners.getByRole("link").filter({ hasText: "30%OFF" });
  await expect(bodies).toHaveAttribute("href", "/jp/bodyseisaku");
  await bodies.click();
  await expect(page).toHaveURL(/\/jp\/bodyseisaku$/);
});
