import { expect, test, type Page } from "@playwright/test";
import {
  copy,
  copyPattern,
  freshEmail,
  labelStart,
  postRequestForm,
  requestAnswers,
  rowAction,
  serverHtml,
  signInAsStaff,
} from "./support";

// A sale recorded (issue 39): a customer orders a listed truck, staff see the request on the truck's staff page,
// mark it 売約済 with that request, the price and the day, save the truck's form on the same page, see the request
// name the truck (issue 53), and find it in the stock list by its filters with its days in stock. The rules beneath
// (a request or a buyer, stale versions, a sale marked in bulk completed later, the record kept when the deal falls
// through, days counted in Japan, each filter) are lib/admin/vehicle-sales.integration.test.ts's.

test.describe.configure({ timeout: 90_000 });

/**
 * A published sale listing of the test's own: a copy of the demo's newest, renamed so a search finds it alone.
 * Journeys leave the sale catalogue as the demo's: the test takes it off the site again when it is done.
 */
async function ownSaleListing(page: Page, locale: "jp" | "en", name: string) {
  const t = copy[locale];
  await page.goto(`/${locale}/admin/sale?status=published`);
  await page.getByRole("row").nth(1).getByRole("link").first().click();
  await expect(page).toHaveURL(/\/admin\/sale\/\d+$/);
  const original = page.url();
  await page.getByRole("button", { name: new RegExp(`^${t("admin.vehicles.duplicate")}`) }).click();
  await expect(page).not.toHaveURL(original);
  await expect(page).toHaveURL(/\/admin\/sale\/\d+$/);
  const field = (key: "status" | "nameJa" | "nameEn") =>
    page.getByLabel(t(`admin.vehicleForm.fields.${key}`), { exact: true });
  await field("nameJa").fill(name);
  await field("nameEn").fill(name);
  await field("status").selectOption("published");
  await page
    .getByRole("button", { name: t("admin.vehicleForm.save"), exact: true })
    .first()
    .click();
  await expect(page.getByRole("status").filter({ hasText: t("admin.vehicleForm.saved") })).toBeVisible();
  const id = /\/admin\/sale\/(\d+)/.exec(page.url())![1];
  await page.goto(`/${locale}/admin/sale?q=${name}`);
  const href = await page.getByRole("link", { name: t("admin.vehicles.view") }).getAttribute("href");
  return { id, strId: href!.split("/").pop()! };
}

for (const locale of ["jp", "en"] as const) {
  const t = copy[locale];

  test(`in ${locale}, staff mark a truck sold to the request that ordered it, and find it in the stock list`, async ({
    page,
  }, testInfo) => {
    const name = `SALE${locale}${testInfo.project.name}${Date.now().toString(36)}`.toUpperCase();
    await signInAsStaff(page, locale);
    const vehicle = await ownSaleListing(page, locale, name);
    try {
      const sent = await postRequestForm(
        page.request,
        `/${locale}/sale/item/${vehicle.strId}/order`,
        requestAnswers("Sale", freshEmail()),
      );
      const n = copyPattern(locale, "order.thanksText").exec((await serverHtml(sent)).text)![1];

      await page.goto(`/${locale}/admin/sale/${vehicle.id}`);
      const requests = page.getByRole("region", { name: t("admin.sale.requests.title") });
      await expect(requests.getByRole("link", { name: n, exact: true })).toBeVisible();

      const form = page.locator("#sale-form");
      // Neither a request nor a buyer: the form says so and keeps the company typed.
      await form.getByLabel(t("admin.sale.fields.buyerCompany"), { exact: true }).fill("テスト運輸");
      await form.getByRole("button", { name: t("admin.common.save"), exact: true }).click();
      await expect(form.getByText(t("validation.required"))).toBeVisible();
      await expect(form.getByLabel(t("admin.sale.fields.buyerCompany"), { exact: true })).toHaveValue("テスト運輸");

      await form.getByLabel(t("admin.sale.fields.orderN"), { exact: true }).selectOption(n);
      await form.getByLabel(t("admin.sale.fields.salePriceYen"), { exact: true }).fill("450万");
      await form.getByRole("button", { name: t("admin.common.save"), exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: t("admin.sale.saved") })).toBeVisible();
      const sale = page.getByRole("region", { name: t("admin.sale.title") });
      await expect(sale.getByRole("link", { name: new RegExp(`^#${n}`) })).toBeVisible();
      await expect(sale).toContainText(locale === "jp" ? "450万円" : "¥4,500,000");
      await expect(page.getByText(t("admin.history.actions.sale")).first()).toBeVisible();
      // The vehicle's form on the same page now shows the sale and saves over it, not refused as changed elsewhere.
      await expect(page.getByLabel(t("admin.vehicleForm.fields.status"), { exact: true })).toHaveValue("sold");
      await page
        .getByRole("button", { name: t("admin.vehicleForm.save"), exact: true })
        .first()
        .click();
      await expect(page.getByRole("status").filter({ hasText: t("admin.vehicleForm.saved") })).toBeVisible();
      // The request, now 成約, names the truck sold to it.
      await page.goto(`/${locale}/admin/orders/${n}`);
      await expect(page.getByTestId("sold-to-request").getByRole("link")).toContainText(name);

      // The stock list finds it by yard and price, sold, in stock since today.
      await page.goto(`/${locale}/admin/sale`);
      // A filter's label holds its control, so its name goes on with what the control shows.
      const filter = (key: "search" | "status" | "priceMax") => page.getByLabel(labelStart(t(`admin.vehicles.${key}`)));
      await filter("search").fill(name);
      await filter("status").selectOption("sold");
      await filter("priceMax").fill("100000");
      await page.getByRole("button", { name: t("admin.vehicles.apply"), exact: true }).click();
      await expect(page).toHaveURL(/priceMax=100000/);
      const row = page.getByRole("row").filter({ hasText: name });
      await expect(row).toContainText(t("admin.vehicles.statuses.sold"));
      await expect(row).toContainText(t("admin.vehicles.days", { days: 0 }));
      await page.goto(`/${locale}/admin/sale?q=${name}&priceMax=1`);
      await expect(page.getByText(t("admin.vehicles.empty"))).toBeVisible();
    } finally {
      await page.goto(`/${locale}/admin/sale?q=${name}`);
      const row = page.getByRole("row").filter({ hasText: name });
      await (await rowAction(row, new RegExp(`^${t("admin.vehicles.unpublish")}`))).click();
      await expect(page.getByRole("status").filter({ hasText: t("admin.vehicles.done") })).toBeVisible();
    }
  });
}
