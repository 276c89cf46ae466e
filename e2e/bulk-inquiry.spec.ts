import { expect, test, type Page } from "@playwright/test";
import { asFreshSender, fillRequestTerms, REQUEST_FIELDS, signInAsStaff } from "./support";

// One request for several vehicles (一括問い合わせ, issue 21): two trucks kept as favourites are asked about
// with one form, stored as one order that staff read with both inquiry numbers. Each test sends as a customer
// of its own name; the demo's trucks are only read.
const T = {
  jp: {
    inquiry: "管理番号",
    sold: /売約済/,
    askTogether: "まとめて問い合わせる",
    title: "まとめてお問い合わせ",
    thanks: "お見積もりのご依頼ありがとうございます",
    number: /受付番号は (\d+) です/,
    detail: (n: string) => `受付番号 ${n}`,
  },
  en: {
    inquiry: "Stock no.",
    sold: /Sold/,
    askTogether: "Ask about these together",
    title: "Ask about several vehicles",
    thanks: "Thank you for your quote request",
    number: /reference number is (\d+)\./,
    detail: (n: string) => `Request no. ${n}`,
  },
} as const;

/** Two listed trucks with a price from the sale catalogue, kept as favourites; answers their inquiry numbers. */
async function favouriteTwo(page: Page, locale: "jp" | "en"): Promise<string[]> {
  await page.goto(`/${locale}/sale`);
  const listed = page
    .getByRole("article")
    .filter({ has: page.locator(".text-price") })
    .filter({ hasNotText: T[locale].sold });
  const inquiryNos: string[] = [];
  for (const index of [0, 1]) {
    const card = listed.nth(index);
    const inquiry = await card.getByText(new RegExp(`^${T[locale].inquiry.replace(".", "\\.")}`)).textContent();
    inquiryNos.push(inquiry!.match(/\d+/)![0]);
    const heart = card.getByTestId("favourite-toggle");
    await heart.click();
    await expect(heart).toHaveAttribute("aria-pressed", "true");
  }
  return inquiryNos;
}

for (const locale of ["jp", "en"] as const) {
  const t = T[locale];
  const fields = REQUEST_FIELDS[locale];

  test(`two favourites are asked about in one request that staff see with both inquiry numbers (${locale})`, async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    const lastName = `一括${testInfo.project.name}${Date.now() % 1_000_000}`;
    const email = await asFreshSender(page);
    const inquiryNos = await favouriteTwo(page, locale);

    await page.goto(`/${locale}/favorites`);
    await expect(page.getByTestId("favourites-list").getByTestId("kept-vehicle")).toHaveCount(2);
    await page.getByRole("link", { name: t.askTogether }).click();
    await expect(page).toHaveURL(/\/inquiry\?ids=sale:[^,]+,sale:/);
    await expect(page.getByRole("heading", { level: 1, name: t.title })).toBeVisible();
    const listed = page.getByTestId("inquiry-vehicles").getByTestId("kept-inquiry");
    await expect(listed).toHaveCount(2);
    for (const inquiryNo of inquiryNos) await expect(listed.filter({ hasText: inquiryNo })).toHaveCount(1);

    await page.getByLabel(fields.last).fill(lastName);
    await page.getByLabel(fields.first).fill("太郎");
    await page.getByLabel(fields.email).fill(email);
    await page.getByLabel(fields.phone).fill("090-1234-5678");
    await page.getByLabel(fields.message).fill("2台まとめての見積もりをお願いします。");
    await fillRequestTerms(page);
    await page.getByRole("button", { name: fields.send }).click();
    await expect(page.getByRole("heading", { name: t.thanks })).toBeVisible();
    const n = (await page.getByRole("status").textContent())!.match(t.number)![1];

    const staff = await browser.newPage({ baseURL });
    await signInAsStaff(staff, locale);
    await staff.goto(`/${locale}/admin/orders?type=vehicle`);
    const row = staff.getByRole("row").filter({ hasText: lastName });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(n);
    for (const inquiryNo of inquiryNos) await expect(row).toContainText(inquiryNo);

    await row.getByRole("link", { name: n, exact: true }).click();
    await expect(staff.getByRole("heading", { level: 1, name: t.detail(n) })).toBeVisible();
    const vehicles = staff.getByTestId("ordered-vehicle");
    await expect(vehicles).toHaveCount(2);
    // Each once, whatever their order (the request keeps the favourites' own, newest first).
    for (const inquiryNo of inquiryNos) await expect(vehicles.filter({ hasText: inquiryNo })).toHaveCount(1);
    await staff.close();
  });
}
