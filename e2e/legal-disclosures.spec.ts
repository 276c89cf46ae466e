import { expect, test } from "@playwright/test";
import jp from "../messages/jp.json";
import en from "../messages/en.json";

// What a Japanese used-vehicle dealer must show by law: the 古物商 permit on every page, the 会社概要 and
// the 特定商取引法 disclosure, in both languages.
const VEHICLE = "/sale/item/isuzu-elf-2017-10001";
const PERMIT = {
  jp: "古物商許可 愛知県公安委員会 第541020123456号",
  en: "Secondhand dealer permit: Aichi Prefectural Public Safety Commission, No. 541020123456",
} as const;
const MESSAGES = { jp, en } as const;

for (const locale of ["jp", "en"] as const) {
  const m = MESSAGES[locale];

  test(`every kind of page names the 古物商 permit in its footer (${locale})`, async ({ page }) => {
    for (const path of ["", "/sale", VEHICLE, "/blog", "/contact", "/company", "/kaitori", "/no-such-page"]) {
      await page.goto(`/${locale}${path}`);
      await expect(page.getByRole("contentinfo").getByText(PERMIT[locale], { exact: true }), path).toBeVisible();
    }
  });

  test(`the company page sets out the 会社概要 (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}/company`);
    const profile = page.locator("section", { has: page.getByRole("heading", { name: m.company.profile }) }).first();
    const c = m.company;
    for (const term of [c.name, c.representative, c.established, c.capital, c.employees, c.address, c.phoneHours, c.fax, c.email, c.siteHours, c.closedDays, c.memberships, c.permit, c.certifiedWorkshop, c.invoiceNumber]) {
      await expect(profile.locator("dt", { hasText: term }).first(), term).toBeVisible();
    }
    await expect(profile).toContainText(locale === "jp" ? "1998年4月" : "April 1998");
    await expect(profile).toContainText(locale === "jp" ? "3,000万円" : "¥30,000,000");
    await expect(profile).toContainText("T1180001234567");
    await expect(profile).toContainText("052-000-8601");
  });

  test(`the 特定商取引法 disclosure is linked from the footer and complete (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}`);
    await page.getByRole("contentinfo").getByRole("link", { name: m.footer.commerceDisclosure }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/tokushoho$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.commerceDisclosure.title);
    const d = m.commerceDisclosure;
    for (const [term, value] of [[d.seller, locale === "jp" ? "東邦トラック販売株式会社" : "Toho Truck Sales Co., Ltd."], [d.manager, locale === "jp" ? "佐藤 誠" : "Makoto Sato"], [d.address, locale === "jp" ? "愛知県名古屋市港区船見町1-39" : "1-39 Funami-cho"], [d.phone, locale === "jp" ? "0120-555-860" : "+81 52-000-8600"], [d.email, "info@toho-truck.example"], [d.price, d.priceValue], [d.extraCosts, d.extraCostsValue], [d.payment, d.paymentValue], [d.paymentTiming, d.paymentTimingValue], [d.delivery, d.deliveryValue], [d.returns, d.returnsValue], [d.permit, "541020123456"]]) {
      const row = page.locator("dt", { hasText: term }).first();
      await expect(row, term).toBeVisible();
      await expect(row.locator("xpath=following-sibling::dd[1]"), term).toContainText(value);
    }
  });
}
