import { expect, test, type Page } from "@playwright/test";
import { chooseCatalogueOption } from "./support";

// What a truck buyer checks before calling (issue 21): the licence the truck needs, what it costs a month,
// and a search that reads a load however it is typed. The demo's trucks for sale, read only.
const T = {
  jp: {
    licence: "必要な免許",
    specs: "車両仕様",
    licenceName: /^(普通|準中型|中型|大型)免許$/,
    explanation: /車両総重量.*免許/,
    simulator: "ローンシミュレーション",
    months: "支払回数",
    loads: ["4t", "4トン", "４ｔ", "4屯"],
    yourLicence: "運転できる免許",
    drivable: /^(普通|準中型)免許$/,
  },
  en: {
    licence: "Licence needed",
    specs: "Technical specifications",
    licenceName: /^(Standard|Semi-medium|Medium|Heavy) \(\w+\) licence$/,
    explanation: /gross weight.*licence/,
    simulator: "Payment simulator",
    months: "Number of payments",
    loads: ["4t", "4トン", "４ｔ"],
    yourLicence: "Your licence",
    drivable: /^(Standard|Semi-medium) \(\w+\) licence$/,
  },
} as const;

const cardNames = async (page: Page) => page.getByRole("article").getByRole("heading").allTextContents();

for (const locale of ["jp", "en"] as const) {
  const t = T[locale];

  test(`a truck's card and page name the licence it needs, and its page works out a loan (${locale})`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/sale`);
    // A truck with a price (a few of the demo's are "price on request", which no loan can be worked out for).
    const card = page
      .getByRole("article")
      .filter({ has: page.locator(".text-price") })
      .first();
    await expect(card.getByRole("term").filter({ hasText: t.licence })).toBeVisible();
    await expect(card.getByTestId("licence")).toHaveText(t.licenceName);

    await card.getByRole("heading").click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/sale/item/`));
    const specs = page.getByRole("region", { name: t.specs });
    await expect(specs.getByRole("term").filter({ hasText: new RegExp(`^${t.licence}$`) })).toBeVisible();
    await expect(specs).toContainText(t.explanation);

    const simulator = page.getByRole("region", { name: t.simulator });
    await expect(simulator).toBeVisible();
    const monthly = simulator.getByTestId("loan-monthly");
    const sixtyMonths = (await monthly.textContent())!;
    expect(sixtyMonths).toMatch(/\d/);
    await simulator.getByLabel(t.months).selectOption("84");
    await expect(monthly).not.toHaveText(sixtyMonths);
  });

  test(`a load typed as 4t, 4トン or ４ｔ finds the same trucks (${locale})`, async ({ page }) => {
    const found: string[][] = [];
    for (const q of t.loads) {
      await page.goto(`/${locale}/sale?q=${encodeURIComponent(q)}`);
      found.push(await cardNames(page));
    }
    expect(found[0].length).toBeGreaterThan(0);
    for (const names of found.slice(1)) expect(names).toEqual(found[0]);
  });

  test(`a buyer narrows the trucks to those their licence may drive, in a URL they can share (${locale})`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/sale`);
    await chooseCatalogueOption(page, t.yourLicence, "junchugata");
    await expect(page).toHaveURL(/[?&]licence=junchugata/);
    const licences = page.getByRole("article").getByTestId("licence");
    await expect(licences.first()).toBeVisible();
    for (const licence of await licences.allTextContents()) expect(licence).toMatch(t.drivable);

    // The address alone gives the same list.
    const shared = page.url();
    const names = await cardNames(page);
    await page.goto(shared);
    expect(await cardNames(page)).toEqual(names);
  });
}
