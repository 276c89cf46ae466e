import { expect, test } from "@playwright/test";
import { chooseCatalogueOption, copy } from "./support";

// A buyer after a crane truck asks for the boom they need (issue 38): the catalogue keeps the cranes of at least
// so many stages, the address carries the search, and two of them compare side by side with their crane rows.
// lib/catalogue/equipment-filters.integration.test.ts proves which trucks each equipment filter keeps and its
// counts; this shows a buyer's page uses them. The demo's trucks for sale, read only.
for (const locale of ["jp", "en"] as const) {
  const t = copy[locale];

  test(`a buyer filters cranes by 段数 and compares two (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}/sale/crane`);
    await chooseCatalogueOption(page, t("catalogue.craneStagesMin"), "4");
    await expect(page).toHaveURL(/craneStagesMin=4/);

    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(2);
    for (const card of await cards.all()) {
      const heart = card.getByTestId("favourite-toggle");
      await heart.click();
      await expect(heart).toHaveAttribute("aria-pressed", "true");
    }

    await page.goto(`/${locale}/favorites`);
    const items = page.getByTestId("favourites-list").getByTestId("kept-vehicle");
    await expect(items).toHaveCount(2);
    for (const item of await items.all()) await item.getByTestId("compare-toggle").check();
    await page.getByTestId("compare-open").click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/compare\\?ids=`));

    const stages = page
      .getByTestId("compare-table")
      .getByTestId("compare-row")
      .filter({ has: page.getByRole("rowheader", { name: t("vehicle.craneStages"), exact: true }) });
    await expect(stages.getByRole("cell")).toHaveText([
      t("vehicle.stages", { value: "4" }),
      t("vehicle.stages", { value: "4" }),
    ]);
  });
}
