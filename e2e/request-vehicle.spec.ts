import { expect, test, type Page } from "@playwright/test";
import {
  asFreshSender,
  copy,
  copyPattern,
  fillRequest,
  REQUEST_FIELDS,
  scriptsStarted,
  signInAsStaff,
} from "./support";

// A request's vehicle, field by field: a seller describes their truck on a phone, an auction customer the one they
// want, and staff read both on the request's page. Which values each field takes (years, mileage, budget) is
// lib/requests/vehicle-details.test.ts's; storing and the names kept after a maker is deleted,
// vehicle-details.integration.test.ts's; the form without scripts, e2e/request-vehicle.http.spec.ts's.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A field's label as the form reads it: its words, then whether it is required. */
const label = (locale: "jp" | "en", key: Parameters<(typeof copy)["jp"]>[0]) => {
  const t = copy[locale];
  return new RegExp(`^${escape(t(key))}\\s*(?:${escape(t("form.optional"))}|${escape(t("form.requiredMark"))})?$`);
};

/** The receipt number the thank-you shows. */
async function requestNumber(page: Page, locale: "jp" | "en") {
  await expect(page.getByRole("heading", { name: copy[locale]("request.thanksTitle") })).toBeVisible();
  const text = await page.getByRole("status").textContent();
  return Number(copyPattern(locale, "request.thanksText").exec(text!)![1]);
}

/** The request's vehicle on its staff page: each term with its value. */
async function staffSees(page: Page, locale: "jp" | "en", n: number, rows: [string, string][]) {
  await signInAsStaff(page, locale);
  await page.goto(`/${locale}/admin/orders/${n}`);
  const details = page.getByTestId("order-vehicle-details");
  for (const [term, value] of rows) {
    const row = details.locator("div").filter({ has: page.getByRole("term").getByText(term, { exact: true }) });
    await expect(row.getByRole("definition")).toHaveText(value);
  }
}

for (const locale of ["jp", "en"] as const) {
  test(`a seller describes their truck on a phone and staff read it on the request (${locale}) @mobile`, async ({
    page,
  }) => {
    const t = copy[locale];
    const email = await asFreshSender(page);
    await page.goto(`/${locale}/contact/assessment`);
    await scriptsStarted(page.getByRole("button", { name: REQUEST_FIELDS[locale].send }));
    await fillRequest(page, locale, "Seller", email);
    const section = page.getByRole("region", { name: t("requestVehicle.offered") });
    const maker = section.getByLabel(label(locale, "requestVehicle.fields.maker"));
    await maker.selectOption({ index: 2 });
    const makerName = (await maker.locator("option:checked").textContent())!;
    await section.getByLabel(label(locale, "requestVehicle.fields.model")).fill("フォワード");
    const bodyType = section.getByLabel(label(locale, "requestVehicle.fields.bodyType"));
    await bodyType.selectOption({ index: 1 });
    const bodyName = (await bodyType.locator("option:checked").textContent())!;
    const year = section.getByLabel(label(locale, "requestVehicle.fields.year"));
    // 和暦 beside 西暦 in Japanese, as the vehicle's papers may say either.
    await year.selectOption("2018");
    await expect(year.locator("option:checked")).toHaveText(locale === "jp" ? "2018年（平成30年）" : "2018");
    await section.getByLabel(label(locale, "requestVehicle.fields.mileage")).fill("12万km");
    await section
      .getByLabel(label(locale, "requestVehicle.fields.inspection"))
      .selectOption({ label: t("requestVehicle.inspectionEnded.expired") });
    await section.getByRole("radio", { name: t("requestVehicle.repairHistory.none") }).check();
    // The form fits the phone: nothing is wider than the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole("button", { name: REQUEST_FIELDS[locale].send }).click();
    const n = await requestNumber(page, locale);

    await staffSees(page, locale, n, [
      [t("requestVehicle.fields.maker"), makerName],
      [t("requestVehicle.fields.model"), "フォワード"],
      [t("requestVehicle.fields.bodyType"), bodyName],
      [t("requestVehicle.fields.year"), locale === "jp" ? "2018年（平成30年）" : "2018"],
      [t("requestVehicle.fields.mileage"), locale === "jp" ? "12万km" : "120,000 km"],
      [t("requestVehicle.fields.inspection"), t("requestVehicle.inspectionEnded.expired")],
      [t("requestVehicle.fields.repairHistory"), t("requestVehicle.repairHistory.none")],
    ]);
    // The inbox's vehicle column names the truck described, not a dash.
    await page.goto(`/${locale}/admin/orders?q=${n}`);
    await expect(page.locator("main")).toContainText(
      `${makerName} フォワード ${locale === "jp" ? "2018年（平成30年）" : "2018"}`,
    );
  });
}

test("an auction customer picks the type on /contact, the wanted vehicle's fields follow, staff read them", async ({
  page,
}) => {
  const t = copy.en;
  const email = await asFreshSender(page);
  await page.goto("/en/contact");
  await scriptsStarted(page.getByRole("button", { name: REQUEST_FIELDS.en.send }));
  await page.getByLabel(label("en", "form.type")).selectOption("assessment");
  await expect(page.getByRole("region", { name: t("requestVehicle.offered") })).toBeVisible();
  await page.getByLabel(label("en", "form.type")).selectOption("auction");
  await expect(page.getByRole("region", { name: t("requestVehicle.offered") })).toBeHidden();
  const section = page.getByRole("region", { name: t("requestVehicle.wanted") });
  await fillRequest(page, "en", "Buyer", email);
  const loadClass = section.getByLabel(label("en", "requestVehicle.fields.loadClass"));
  await loadClass.selectOption({ index: 1 });
  const className = (await loadClass.locator("option:checked").textContent())!;
  await section.getByLabel(label("en", "requestVehicle.fields.budget")).fill("500");
  await section.getByLabel(label("en", "requestVehicle.fields.yearFrom")).selectOption("2020");
  await section.getByLabel(label("en", "requestVehicle.fields.yearTo")).selectOption("2015");
  await page.getByRole("button", { name: REQUEST_FIELDS.en.send }).click();
  // A range that runs backwards is refused on the field it ends with; everything typed stays.
  const yearTo = section.getByLabel(label("en", "requestVehicle.fields.yearTo"));
  await expect(yearTo).toHaveAccessibleDescription(t("validation.yearRange"));
  await expect(section.getByLabel(label("en", "requestVehicle.fields.budget"))).toHaveValue("500");
  await yearTo.selectOption("2022");
  await page.getByRole("button", { name: REQUEST_FIELDS.en.send }).click();
  const n = await requestNumber(page, "en");

  await staffSees(page, "en", n, [
    [t("requestVehicle.fields.wantedMaker"), t("requestVehicle.any")],
    [t("requestVehicle.fields.loadClass"), className],
    [t("requestVehicle.fields.budget"), "¥5,000,000"],
    [t("requestVehicle.fields.yearFrom"), "2020"],
    [t("requestVehicle.fields.yearTo"), "2022"],
  ]);
});
