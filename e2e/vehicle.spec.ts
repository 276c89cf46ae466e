import { expect, test, type Page } from "@playwright/test";
import { PHONE_HOURS } from "@/lib/business/hours";
import { asFreshSender, copy, copyPattern, fillRequestTerms } from "./support";

// The newest truck for sale is one of the demo's, with its photos and description: journeys make their
// vehicles in the purchase catalogue.
async function openFirstVehicle(page: Page, locale: "jp" | "en") {
  await page.goto(`/${locale}/sale`);
  const card = page.getByRole("article").first();
  const name = (await card.getByRole("heading").textContent())!.trim();
  await card.getByRole("heading").click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/sale/item/[a-z0-9-]+$`));
  return name;
}

test.describe("vehicle page", () => {
  test("shows everything about a truck in Japanese", async ({ page }) => {
    const t = copy.jp;
    const name = await openFirstVehicle(page, "jp");
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText(t("vehicle.inquiryNo")).first()).toBeVisible();
    for (const section of ["specs", "dimensions", "bed", "equipment", "description"] as const) {
      await expect(page.getByRole("heading", { level: 2, name: t(`vehicle.${section}`) })).toBeVisible();
    }
    for (const label of [
      "modelCode",
      "year",
      "mileage",
      "inspection",
      "displacement",
      "driveType",
      "transmission",
      "fuel",
      "maxLoad",
      "vehicleWeight",
      "repairHistory",
      "chassisLast3",
      "doors",
      "seats",
      "airbags",
    ] as const) {
      await expect(
        page
          .getByRole("term")
          .filter({ hasText: t(`vehicle.${label}`) })
          .first(),
      ).toBeVisible();
    }
    // The inspection is worded as of today: valid to the end of its month, expired, or none and whether the total
    // includes obtaining it (lib/vehicles/inspection.test.ts, components/vehicle/spec-rows.test.ts).
    const definition = (text: string | RegExp) => page.getByRole("definition").filter({ hasText: text });
    await expect(
      definition(copyPattern("jp", "vehicle.inspectionValue"))
        .or(definition(t("vehicle.inspectionExpired")))
        .or(definition(t("vehicle.price.inspectionTerm.included")))
        .or(definition(t("vehicle.price.inspectionTerm.excluded")))
        .first(),
    ).toBeVisible();
    // Each time the page names the 車検, it says the same.
    const inspections = await page
      .getByRole("term")
      .filter({ hasText: new RegExp(`^${t("vehicle.inspection")}$`) })
      .locator("xpath=following-sibling::dd[1]")
      .allTextContents();
    expect(new Set(inspections).size, inspections.join(" / ")).toBe(1);
    await expect(page.getByRole("main").getByText(t("contact.phoneHours", PHONE_HOURS)).first()).toBeVisible();
    await expect(page.getByRole("link", { name: t("contact.lineFor.buyer") })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: t("vehicle.similar") })).toBeVisible();
  });

  test("the gallery moves with its arrows and the keyboard", async ({ page }) => {
    const t = copy.en;
    await openFirstVehicle(page, "en");
    const gallery = page.getByRole("region", { name: t("gallery.label") });
    const shown = (index: number) => gallery.getByRole("link", { name: t("gallery.show", { index }), exact: true });
    // Each photo carries its own arrows (links, so they work without scripts): the shown photo's are in the tab order.
    const next = gallery.getByRole("link", { name: t("gallery.next") }).and(gallery.locator("[tabindex='0']"));
    await expect(shown(1)).toHaveAttribute("aria-current", "true");
    await next.click();
    await expect(shown(2)).toHaveAttribute("aria-current", "true");
    await expect(next).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(shown(3)).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(shown(2)).toHaveAttribute("aria-current", "true");
  });

  // A malformed or unknown id answering 404: e2e/vehicle.http.spec.ts.

  test("the print view is one page with the QR code, where the truck stands and its description", async ({ page }) => {
    const pagesPrinted = async () =>
      ((await page.pdf({ format: "A4", printBackground: true })).toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? [])
        .length;
    const name = await openFirstVehicle(page, "jp");
    expect(page.url()).toContain("/jp/sale/item/");
    await page.getByRole("link", { name: copy.jp("vehicle.printPage") }).click();
    await expect(page).toHaveURL(/\/print$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByRole("navigation")).toHaveCount(0);
    await expect(page.getByRole("img", { name: copy.jp("print.qr") })).toBeVisible();
    await expect(page.getByRole("button", { name: copy.jp("print.print") })).toBeVisible();
    await expect(page.getByText(copy.jp("yard.label"), { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: copy.jp("vehicle.description") })).toBeVisible();
    expect(await pagesPrinted()).toBe(1);
    // A crane truck has the most rows: its sheet, description and all, keeps to one page too.
    await page.goto("/jp/sale/crane");
    await page.getByRole("article").first().getByRole("heading").click();
    await expect(page).toHaveURL(/\/jp\/sale\/item\//);
    await page.goto(`${page.url()}/print`);
    await expect(page.getByRole("heading", { level: 2, name: copy.jp("vehicle.description") })).toBeVisible();
    expect(await pagesPrinted()).toBe(1);
  });
});

test.describe("ordering a vehicle", () => {
  for (const locale of ["jp", "en"] as const) {
    test(`bad input gets field messages, good input a thank-you with the order number (${locale})`, async ({
      page,
    }) => {
      const c = copy[locale];
      const t = {
        apply: c("vehicle.apply"),
        last: c("form.lastName"),
        first: c("form.firstName"),
        email: c("form.email"),
        phone: c("form.phone"),
        send: c("form.submit"),
        required: c("validation.required"),
        badEmail: c("validation.email"),
        thanks: c("order.thanksTitle"),
        number: copyPattern(locale, "order.thanksText"),
      };
      const email = await asFreshSender(page);
      await openFirstVehicle(page, locale);
      await page.getByRole("link", { name: t.apply }).click();
      await expect(page).toHaveURL(/\/order$/);

      await page.getByRole("button", { name: t.send }).click();
      await expect(page.getByLabel(t.last, { exact: false }).first()).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(t.required).first()).toBeVisible();

      await page.getByLabel(new RegExp(`^${t.last}`)).fill("山田");
      await page.getByLabel(new RegExp(`^${t.first}`)).fill("太郎");
      await page.getByLabel(new RegExp(`^${t.email}`)).fill("taro@");
      await page.getByLabel(new RegExp(`^${t.phone}`)).fill("０９０－１２３４－５６７８");
      await fillRequestTerms(page);
      await page.getByRole("button", { name: t.send }).click();
      await expect(page.getByLabel(new RegExp(`^${t.email}`))).toHaveAccessibleDescription(t.badEmail);

      await page.getByLabel(new RegExp(`^${t.email}`)).fill(email);
      await page.getByRole("button", { name: t.send }).dblclick();
      await expect(page.getByRole("heading", { name: t.thanks })).toBeVisible();
      const number = Number((await page.getByRole("status").textContent())!.match(t.number)![1]);
      expect(number).toBeGreaterThan(10_000);
    });
  }
});
