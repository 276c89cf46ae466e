import { expect, test, type Page } from "@playwright/test";
import { asFreshSender, copy, copyPattern, fillRequest, REQUEST_FIELDS, signInAsStaff } from "./support";

// One request for several vehicles (一括問い合わせ, issue 21): two trucks kept as favourites are asked about
// with one form, stored as one order that staff read with both inquiry numbers. Each test sends as a customer
// of its own name; the demo's trucks are only read. The journey runs in Japanese; English is shown in one send.
// Which vehicles such a request may name, and how it is stored, is lib/requests/requests.integration.test.ts's.

/** The sale catalogue's first two listed trucks with a price. */
function listedCards(page: Page, locale: "jp" | "en") {
  return page
    .getByRole("article")
    .filter({ has: page.locator(".text-price") })
    .filter({ hasNotText: copy[locale]("vehicle.sold") });
}

/** Two listed trucks with a price from the sale catalogue, kept as favourites; answers their inquiry numbers. */
async function favouriteTwo(page: Page): Promise<string[]> {
  await page.goto("/jp/sale");
  const listed = listedCards(page, "jp");
  const inquiryNos: string[] = [];
  for (const index of [0, 1]) {
    const card = listed.nth(index);
    const inquiry = await card.getByText(new RegExp(`^${copy.jp("vehicle.inquiryNo")}`)).textContent();
    inquiryNos.push(inquiry!.match(/\d+/)![0]);
    const heart = card.getByTestId("favourite-toggle");
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
  }
  return inquiryNos;
}

const t = copy.jp;

test("two favourites are asked about in one request that staff see with both inquiry numbers", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const lastName = `一括${testInfo.project.name}${Date.now() % 1_000_000}`;
  const email = await asFreshSender(page);
  const inquiryNos = await favouriteTwo(page);

  await page.goto("/jp/favorites");
  await expect(page.getByTestId("favourites-list").getByTestId("kept-vehicle")).toHaveCount(2);
  await page.getByRole("link", { name: t("keep.askTogether") }).click();
  await expect(page).toHaveURL(/\/inquiry\?ids=sale:[^,]+,sale:/);
  await expect(page.getByRole("heading", { level: 1, name: t("bulkInquiry.title") })).toBeVisible();
  const listed = page.getByTestId("inquiry-vehicles").getByTestId("kept-inquiry");
  await expect(listed).toHaveCount(2);
  for (const inquiryNo of inquiryNos) await expect(listed.filter({ hasText: inquiryNo })).toHaveCount(1);

  await fillRequest(page, "jp", lastName, email);
  await page.getByRole("button", { name: REQUEST_FIELDS.jp.send }).click();
  await expect(page.getByRole("heading", { name: t("order.thanksTitle") })).toBeVisible();
  const n = copyPattern("jp", "order.thanksText").exec((await page.getByRole("status").textContent())!)![1];

  const staff = await browser.newPage({ baseURL });
  await signInAsStaff(staff, "jp");
  await staff.goto("/jp/admin/orders?type=vehicle");
  const row = staff.getByRole("row").filter({ hasText: lastName });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(n);
  for (const inquiryNo of inquiryNos) await expect(row).toContainText(inquiryNo);

  await row.getByRole("link", { name: n, exact: true }).click();
  await expect(staff.getByRole("heading", { level: 1, name: t("admin.orders.detailTitle", { n }) })).toBeVisible();
  const vehicles = staff.getByTestId("ordered-vehicle");
  await expect(vehicles).toHaveCount(2);
  // Each once, whatever their order (the request keeps the favourites' own, newest first).
  for (const inquiryNo of inquiryNos) await expect(vehicles.filter({ hasText: inquiryNo })).toHaveCount(1);
  await staff.close();
});

test("in English: the page for several vehicles, its messages and a thank-you with its number", async ({ page }) => {
  const email = await asFreshSender(page);
  await page.goto("/en/sale");
  const cards = listedCards(page, "en");
  const keys: string[] = [];
  for (const index of [0, 1]) {
    const href = await cards.nth(index).locator('a[href*="/en/sale/item/"]').first().getAttribute("href");
    keys.push(`sale:${/\/sale\/item\/([^/?#]+)/.exec(href!)![1]}`);
  }
  await page.goto(`/en/inquiry?ids=${keys.join(",")}`);
  await expect(page.getByRole("heading", { level: 1, name: copy.en("bulkInquiry.title") })).toBeVisible();
  await expect(page.getByTestId("inquiry-vehicles").getByTestId("kept-inquiry")).toHaveCount(2);
  await fillRequest(page, "en", "Several", email);
  await page.getByRole("button", { name: REQUEST_FIELDS.en.send }).click();
  await expect(page.getByRole("heading", { name: copy.en("order.thanksTitle") })).toBeVisible();
  await expect(page.getByRole("status")).toHaveText(copyPattern("en", "order.thanksText"));
});
