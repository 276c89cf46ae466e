import { expect, test } from "@playwright/test";
import { formatCalendarDate, formatYen } from "@/lib/format";
import { bodyWorkItems } from "../prisma/seed/content";
import { copy } from "./support";

const intl = { jp: "ja", en: "en" } as const;

for (const locale of ["jp", "en"] as const) {
  const t = copy[locale];
  const body = (item: (typeof bodyWorkItems)[number]) => (locale === "jp" ? item.titleJa : item.titleEn);

  test.describe(`service pages (${locale})`, () => {
    test("services lead to their pages, catalogues and forms", async ({ page }) => {
      await page.goto(`/${locale}/services`);
      await expect(page.getByRole("heading", { level: 1, name: t("services.title") })).toBeVisible();
      await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(6);
      const main = page.getByRole("main");
      for (const href of [
        `/${locale}/sale`,
        `/${locale}/kaitori`,
        `/${locale}/bodyseisaku`,
        `/${locale}/contact/general`,
        `/${locale}/truckauction`,
        `/${locale}/autoauction`,
      ]) {
        await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
      }
    });

    // The fee tables and deadlines themselves are lib/auction/fees.test.ts and deadlines.test.ts: the page shows them
    // from those tables (a rate with its tax, a band's fee with its tax, each deadline).
    test("the truck auction page tells the flow, both fee plans, the rules and the trucks on offer", async ({
      page,
    }) => {
      await page.goto(`/${locale}/truckauction`);
      await expect(page.getByRole("heading", { level: 1, name: t("auction.truckTitle") })).toBeVisible();
      await expect(page.getByRole("main").locator("ol > li")).toHaveCount(9);
      await expect(page.getByRole("table")).toHaveCount(4);
      for (const band of ["auction.bandUnder", "auction.bandMiddle", "auction.bandAbove"] as const)
        await expect(page.getByRole("rowheader", { name: t(band) }).first()).toBeVisible();
      const lang = intl[locale];
      await expect(
        page
          .getByText(t("auction.withTax", { price: formatYen(lang, 25_000), taxIncluded: formatYen(lang, 27_500) }))
          .first(),
      ).toBeVisible();
      await expect(page.getByText(t("auction.rate", { percent: 10, taxIncluded: 11 })).first()).toBeVisible();
      await expect(page.getByText(t("auction.rate", { percent: 5, taxIncluded: 5.5 })).first()).toBeVisible();
      await expect(page.getByText(t("auction.deadlineBalance", { days: 3 }))).toBeVisible();
      await expect(page.getByText(t("auction.deadlineDocuments", { days: 14 }))).toBeVisible();
      await expect(page.getByText(t("auction.deadlineTitle", { days: 25 }))).toBeVisible();
      await expect(page.getByRole("link", { name: t("auction.request") }).first()).toHaveAttribute(
        "href",
        `/${locale}/contact/auction?vehicle=truck`,
      );
      await expect(page.getByRole("heading", { level: 2, name: t("auction.offeredTitle") })).toBeVisible();
      await expect(page.getByRole("article").first()).toBeVisible();
    });

    test("the car auction page has the same fees and the estimator, and its form asks for a car", async ({ page }) => {
      await page.goto(`/${locale}/autoauction`);
      await expect(page.getByRole("heading", { level: 1, name: t("auction.autoTitle") })).toBeVisible();
      await expect(page.getByTestId("planA-agentFee")).toBeVisible();
      // The request form knows it came from the car page: a car in words and the page's plans, no truck lists.
      await page
        .getByRole("link", { name: t("auction.request") })
        .first()
        .click();
      await expect(page.getByRole("radio", { name: t("requestVehicle.auctionVehicles.car") })).toBeChecked();
      await expect(page.getByLabel(new RegExp(t("requestVehicle.fields.wantedModel")))).toBeVisible();
      await expect(page.getByLabel(new RegExp(t("requestVehicle.fields.loadClass")))).toHaveCount(0);
      await expect(page.getByLabel(new RegExp(t("requestVehicle.fields.feePlan"))).locator("option")).toHaveText([
        t("requestVehicle.feePlanUndecided"),
        t("requestVehicle.feePlans.planA"),
        t("requestVehicle.feePlans.planB"),
      ]);
    });

    test("the purchase page tells the flow and leads to the assessment form, LINE and the catalogue", async ({
      page,
    }) => {
      await page.goto(`/${locale}/kaitori`);
      await expect(page.getByRole("heading", { level: 1, name: t("kaitori.title") })).toBeVisible();
      await expect(page.getByRole("main").locator("ol > li")).toHaveCount(6);
      await expect(page.getByRole("main").locator(`a[href="/${locale}/contact/assessment"]`).first()).toBeVisible();
      await expect(page.getByRole("main").locator(`a[href="/${locale}/purchase"]`)).toBeVisible();
    });

    test("body building lists each body with its page and the trucks in stock", async ({ page }) => {
      await page.goto(`/${locale}/bodyseisaku`);
      await expect(page.getByRole("heading", { level: 1, name: t("bodyWork.title") })).toBeVisible();
      // The demo's four, in their order; staff journeys may add one of their own meanwhile.
      await expect(page.getByRole("article").getByRole("heading", { level: 2 })).toContainText(bodyWorkItems.map(body));
      const flatbed = body(bodyWorkItems[0]);
      await page.getByRole("link", { name: flatbed }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/bodyseisaku/${bodyWorkItems[0].slug}$`));
      await expect(page.getByRole("heading", { level: 1, name: flatbed })).toBeVisible();
      await expect(page.getByRole("img", { name: flatbed })).toBeVisible();
      await expect(page.getByRole("main").locator(`a[href="/${locale}/sale/flatbed"]`)).toBeVisible();
      expect((await page.goto(`/${locale}/bodyseisaku/no-such-body`))?.status()).toBe(404);
    });

    test("the company page gives both offices with address, phone, hours and a map", async ({ page }) => {
      await page.goto(`/${locale}/company`);
      await expect(page.getByRole("heading", { level: 1, name: t("company.title") })).toBeVisible();
      await expect(page.getByRole("main").getByRole("heading", { level: 3 })).toHaveCount(2);
      await expect(page.getByRole("main").locator('a[href^="https://www.google.com/maps/"]')).toHaveCount(2);
      // Dialled from anywhere; written as a Japanese caller writes it, or with +81 on the English site.
      const headOffice = page
        .getByRole("main")
        .locator("section", { has: page.getByRole("heading", { level: 3 }) })
        .first();
      await expect(headOffice.locator('a[href="tel:+81520008600"]')).toHaveText(
        locale === "jp" ? "052-000-8600" : "+81 52-000-8600",
      );
    });

    test("the header says whether the phone is open now, and the home page shows the campaigns", async ({ page }) => {
      await page.goto(`/${locale}`);
      await expect(
        page
          .getByRole("banner")
          .getByText(t("hours.phoneOpen"))
          .or(page.getByRole("banner").getByText(t.markup("hours.phoneClosed", { hint: (words) => words }))),
      ).toBeVisible();
      await expect(page.getByRole("list", { name: t("promotions.label") }).getByRole("listitem")).toHaveCount(2);
      await expect(page.getByText("40%OFF", { exact: true })).toBeVisible();
    });
  });
}

// The estimator's arithmetic is proven beside it: every fee boundary, 万 input, the plate and the deposit in
// lib/auction/fees.test.ts (agent fee tables, estimateAuctionCost, parseYenInput), Golden Week and the year-end closure
// in lib/auction/deadlines.test.ts, and the component's fields, figures and refusals in
// components/auction/AuctionEstimator.test.tsx; its form answered without scripts in e2e/auction.http.spec.ts. The page
// only has to wire it in: one bid and one date, typed.
test("the auction page works out a bid's costs and the payment dates as they are typed", async ({ page }) => {
  const t = copy.jp;
  await page.goto("/jp/truckauction");
  await page.getByLabel(t("estimator.winningBid")).fill("1500000");
  await page.getByLabel(t("estimator.plate")).check();
  // 1,500,000 + plan A's fees for one bid and a plate (128,000), and 10% tax on both.
  await expect(page.getByTestId("planA-total")).toHaveText(formatYen("ja", 1_790_800));
  await page.getByLabel(t("estimator.auctionDate")).fill("2027-04-30");
  // Friday 30 April: 3 business days after May 1-5 (weekend and holidays).
  await expect(page.getByTestId("balance-due")).toHaveText(formatCalendarDate("ja", "2027-05-10", "full"));
});
