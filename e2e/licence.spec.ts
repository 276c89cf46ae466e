import { expect, test } from "@playwright/test";
import { catalogueFilters, copy, runCatalogueSearch } from "./support";

// A buyer says once when their 普通免許 was issued, and the site reads every truck against it (issue 38). The
// demo's trucks for sale, read only. Which class each issue date stands for and what each class may drive, 牽引
// included: lib/vehicles/licence.test.ts; the licence filter with tractors, lib/catalogue/filters.integration.test.ts.
for (const locale of ["jp", "en"] as const) {
  const t = copy[locale];
  // In Japanese through the phone's filter sheet too, which searches only when its button is pressed.
  const widths = locale === "jp" ? " @both-widths" : "";

  test(`a buyer says when their licence was issued; lists and pages say what it drives (${locale})${widths}`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/sale`);
    const form = await catalogueFilters(page);
    await form.getByText(t("licence.question.open")).click();
    const classOf8t = t("licence.question.classes.chugata8t");
    await form.getByRole("button", { name: new RegExp(classOf8t.replace(/[()]/g, "\\$&")) }).click();
    if (await page.getByRole("dialog").isVisible()) await runCatalogueSearch(page);
    await expect(page).toHaveURL(/[?&]licence=chugata8t(&|$)/);

    // Every truck listed says the buyer may drive it.
    const cards = page.getByRole("article");
    await expect(cards.first()).toBeVisible();
    const notes = cards.getByTestId("drivable");
    await expect(notes.first()).toHaveText(t("keep.licence.mayDrive"));
    expect(new Set(await notes.allTextContents())).toEqual(new Set([t("keep.licence.mayDrive")]));

    await cards.first().getByRole("heading").click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/sale/item/`));
    await expect(page.getByRole("region", { name: t("vehicle.specs") }).getByTestId("drivable")).toHaveText(
      t("keep.licence.mayDrive"),
    );

    // A tractor asks for 大型 and 牽引: the page says so, and that this buyer may not drive it.
    await page.goto(`/${locale}/sale/tractor`);
    const tractor = page.getByRole("article").first();
    await expect(tractor.getByTestId("drivable")).toHaveText(t("keep.licence.mayNotDrive"));
    await tractor.getByRole("heading").click();
    const specs = page.getByRole("region", { name: t("vehicle.specs") });
    await expect(specs).toContainText(t("licence.withTowing", { name: t("licence.names.ogata") }));
    await expect(specs.getByTestId("drivable")).toHaveText(t("keep.licence.mayNotDrive"));

    // The answer is kept: the list offers it back.
    await page.goto(`/${locale}/sale`);
    const again = await catalogueFilters(page);
    await expect(
      again.getByText(t("licence.question.remembered", { name: t("licence.names.chugata8t") })),
    ).toBeVisible();
    await again.getByRole("button", { name: t("licence.question.apply") }).click();
    if (await page.getByRole("dialog").isVisible()) await runCatalogueSearch(page);
    await expect(page).toHaveURL(/[?&]licence=chugata8t(&|$)/);
  });
}
