import { expect, test } from "@playwright/test";
import { copy } from "./support";

// A visitor who comes from an advert (campaign parameters and a click id unique to them) gets the catalogue the
// store keeps for everyone (lib/http/page-cache.ts), and the page works as the one they asked for: the links
// page on within the page, the back button comes back, and nothing loads the whole page again.
for (const locale of ["jp", "en"] as const) {
  test(`a visitor from an advert pages through the catalogue and back without a reload (${locale})`, async ({
    page,
  }) => {
    const t = copy[locale];
    const clickId = `${locale}-${Date.now()}`;
    await page.goto(`/${locale}/sale?utm_source=google&utm_medium=cpc&utm_campaign=winter&gclid=${clickId}`);
    await expect(page.getByRole("heading", { level: 1, name: t("catalogue.saleTitle") })).toBeVisible();
    // The address they came by stays theirs, for their analytics.
    expect(page.url()).toContain(`gclid=${clickId}`);
    await page.evaluate(() => Object.assign(window, { loadedOnce: true }));

    const pageTwo = page.getByRole("link", { name: t("catalogue.pageLabel", { page: 2 }) });
    await pageTwo.click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/sale\\?page=2$`));
    await expect(pageTwo).toHaveAttribute("aria-current", "page");
    const title = (await page.getByRole("article").first().getByRole("heading").textContent())!;
    await page.getByRole("link", { name: title }).first().click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/${locale}/sale\\?page=2$`));
    await expect(pageTwo).toHaveAttribute("aria-current", "page");
    await page.goBack();
    await expect(pageTwo).not.toHaveAttribute("aria-current", "page");
    expect(page.url()).toContain(`gclid=${clickId}`);
    expect(await page.evaluate(() => "loadedOnce" in window)).toBe(true);
  });
}
