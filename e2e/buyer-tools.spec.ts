import { expect, test, type Page } from "@playwright/test";
import { chooseCatalogueOption, copy, copyPattern } from "./support";

// What a truck buyer checks before calling (issue 21): the licence the truck needs, what it costs a month,
// and a search that reads a load however it is typed and finds the equipment its cards name. The demo's trucks for
// sale, read only.
//
// The rules are proven beside their code: which licence a truck needs at each weight limit and which licence may
// drive it, lib/vehicles/licence.test.ts; the loan's arithmetic, lib/finance/loan.test.ts, and the simulator's
// figures, refusals and fields, components/vehicle/PaymentSimulator.test.tsx; 4t = 4トン = ４ｔ = 4屯,
// lib/catalogue/normalize.test.ts (wordVariants) and lib/catalogue/query.integration.test.ts; the licence filter,
// lib/catalogue/params.test.ts and query.integration.test.ts. The journeys show the pages use them, once each.
const LICENCES = ["futsu", "junchugata5t", "junchugata", "chugata8t", "chugata", "ogata"] as const;
const licenceNames = (locale: "jp" | "en", licences: readonly (typeof LICENCES)[number][] = LICENCES) =>
  licences.map((licence) => copy[locale](`licence.names.${licence}`));
// What a card may name: a licence, or for a tractor a licence and 牽引免許.
const neededLicences = (locale: "jp" | "en") =>
  licenceNames(locale).flatMap((name) => [name, copy[locale]("licence.withTowing", { name })]);

const cardNames = async (page: Page) => page.getByRole("article").getByRole("heading").allTextContents();

test("a truck's card and page name the licence it needs, and its page works out a loan", async ({ page }) => {
  const t = copy.jp;
  await page.goto("/jp/sale");
  // A truck with a price (a few of the demo's are "price on request", which no loan can be worked out for).
  const card = page
    .getByRole("article")
    .filter({ has: page.locator(".text-price") })
    .first();
  await expect(card.getByRole("term").filter({ hasText: t("vehicle.licence") })).toBeVisible();
  expect(neededLicences("jp")).toContain((await card.getByTestId("licence").textContent())!.trim());

  await card.getByRole("heading").click();
  await expect(page).toHaveURL(/\/jp\/sale\/item\//);
  const specs = page.getByRole("region", { name: t("vehicle.specs") });
  await expect(specs.getByRole("term").filter({ hasText: new RegExp(`^${t("vehicle.licence")}$`) })).toBeVisible();
  // With the reason, from the truck's weights (the wording of each: components/vehicle/vehicle-text.test.ts).
  const explanations = LICENCES.map((licence) => copyPattern("jp", `licence.explain.${licence}`));
  await expect(specs).toContainText(/\S/);
  const specsText = (await specs.textContent())!;
  expect(explanations.some((explanation) => explanation.test(specsText))).toBe(true);

  // The page's simulator answers the visitor: one change of term.
  const simulator = page.getByRole("region", { name: t("finance.title") });
  const monthly = simulator.getByTestId("loan-monthly");
  const sixtyMonths = (await monthly.textContent())!;
  expect(sixtyMonths).toMatch(/\d/);
  await simulator.getByLabel(t("finance.months")).selectOption("84");
  await expect(monthly).not.toHaveText(sixtyMonths);
});

test("a load typed as 4t or ４ｔ finds the same trucks", async ({ page }) => {
  const found: string[][] = [];
  for (const q of ["4t", "４ｔ"]) {
    await page.goto(`/jp/sale?q=${encodeURIComponent(q)}`);
    found.push(await cardNames(page));
  }
  expect(found[0].length).toBeGreaterThan(0);
  expect(found[1]).toEqual(found[0]);
});

// Which trucks each word finds, in both languages: lib/catalogue/query.integration.test.ts.
test("a word a card shows of a truck's equipment finds the trucks that have it", async ({ page }) => {
  for (const [locale, q] of [
    ["jp", copy.jp("vehicle.craneRadioRemote")],
    ["en", copy.en("vehicle.craneRadioRemote")],
  ] as const) {
    await page.goto(`/${locale}/sale?q=${encodeURIComponent(q)}`);
    const highlights = page.getByRole("article").getByTestId("body-highlights");
    await expect(highlights.first()).toBeVisible();
    for (const line of await highlights.allTextContents()) expect(line).toContain(q);
  }
});

test("a buyer narrows the trucks to those their licence may drive, in a URL they can share", async ({ page }) => {
  await page.goto("/en/sale");
  await chooseCatalogueOption(page, copy.en("catalogue.licence"), "junchugata");
  await expect(page).toHaveURL(/[?&]licence=junchugata/);
  const licences = page.getByRole("article").getByTestId("licence");
  await expect(licences.first()).toBeVisible();
  const drivable = licenceNames("en", ["futsu", "junchugata5t", "junchugata"]);
  for (const licence of await licences.allTextContents()) expect(drivable).toContain(licence.trim());

  // The address alone gives the same list.
  const shared = page.url();
  const names = await cardNames(page);
  await page.goto(shared);
  expect(await cardNames(page)).toEqual(names);
});
