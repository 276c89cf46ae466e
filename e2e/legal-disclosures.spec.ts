import { expect, test, type Page } from "@playwright/test";
import { asFreshSender, fillRequestTerms } from "./support";
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
    for (const term of [
      c.name,
      c.representative,
      c.established,
      c.capital,
      c.employees,
      c.address,
      c.phoneHours,
      c.fax,
      c.email,
      c.siteHours,
      c.closedDays,
      c.memberships,
      c.permit,
      c.certifiedWorkshop,
      c.invoiceNumber,
    ]) {
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
    for (const [term, value] of [
      [d.seller, locale === "jp" ? "東邦トラック販売株式会社" : "Toho Truck Sales Co., Ltd."],
      [d.manager, locale === "jp" ? "佐藤 誠" : "Makoto Sato"],
      [d.address, locale === "jp" ? "愛知県名古屋市港区船見町1-39" : "1-39 Funami-cho"],
      [d.phone, locale === "jp" ? "0120-555-860" : "+81 52-000-8600"],
      [d.email, "info@toho-truck.example"],
      [d.price, d.priceValue],
      [d.extraCosts, d.extraCostsValue],
      [d.payment, d.paymentValue],
      [d.paymentTiming, d.paymentTimingValue],
      [d.delivery, d.deliveryValue],
      [d.returns, d.returnsValue],
      [d.permit, "541020123456"],
    ]) {
      const row = page.locator("dt", { hasText: term }).first();
      await expect(row, term).toBeVisible();
      await expect(row.locator("xpath=following-sibling::dd[1]"), term).toContainText(value);
    }
  });
}

/** A price as the page writes it: 385.5万円, 9,800円 or ¥3,855,000. */
function yen(text: string): number {
  const man = /([\d,.]+)万円/.exec(text);
  if (man) return Math.round(Number(man[1].replace(/,/g, "")) * 10_000);
  return Number(/[\d,]+/.exec(text)![0].replace(/,/g, ""));
}

for (const locale of ["jp", "en"] as const) {
  const m = MESSAGES[locale];

  test(`a vehicle page and its print sheet show 本体価格 + 諸費用 = 支払総額 with its conditions (${locale})`, async ({
    page,
  }) => {
    for (const path of [VEHICLE, `${VEHICLE}/print`]) {
      await page.goto(`/${locale}${path}`);
      const price = page.getByTestId("sale-price");
      await expect(price, path).toContainText(m.vehicle.priceLabel.sale);
      const value = async (term: string) =>
        yen((await price.locator("dt", { hasText: term }).locator("xpath=following-sibling::dd[1]").textContent())!);
      const total = yen((await price.locator("p").first().textContent())!.replace(m.vehicle.priceLabel.sale, ""));
      expect(total, path).toBe((await value(m.vehicle.price.body)) + (await value(m.vehicle.price.fees)));
      for (const term of [m.vehicle.price.warranty, m.vehicle.price.legalMaintenance])
        await expect(price.locator("dt", { hasText: term }), `${path} ${term}`).toBeVisible();
      await expect(price, path).toContainText(
        locale === "jp"
          ? "愛知県内で登録し、当社店頭で納車する場合"
          : "registration in Aichi and collection at our yard",
      );
    }
    // Search engines read the same parts.
    await page.goto(`/${locale}${VEHICLE}`);
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents())
      .map((text) => JSON.parse(text))
      .find((thing) => thing.offers);
    const specification = data.offers.priceSpecification;
    expect(specification["@type"]).toBe("CompoundPriceSpecification");
    expect(
      specification.priceComponent.map((part: { price: number }) => part.price).reduce((a: number, b: number) => a + b),
    ).toBe(data.offers.price);
  });

  test(`catalogue cards show 車両本体価格 beside 支払総額 (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}/sale`);
    await expect(page.locator("article").filter({ hasText: m.vehicle.priceLabel.sale }).first()).toContainText(
      locale === "jp" ? "本体" : "Vehicle",
    );
  });

  test(`auction-agency fees are shown with tax, in bands that meet exactly (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}/truckauction`);
    await expect(
      page.getByText(locale === "jp" ? "25,000円（税込27,500円）" : "25,000 JPY (27,500 JPY incl. tax)").first(),
    ).toBeVisible();
    for (const band of [m.auction.bandUnder, m.auction.bandMiddle, m.auction.bandAbove])
      await expect(page.getByRole("rowheader", { name: band }).first()).toBeVisible();
    await expect(
      page.getByText(locale === "jp" ? "落札価格の10%（税込11%）" : "10% of the winning bid (11% incl. tax)"),
    ).toBeVisible();
  });

  test(`selling a truck lists every document the transfer needs (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}/kaitori`);
    const list = page.locator("section", { has: page.getByRole("heading", { name: m.kaitori.prepareTitle }) });
    for (const item of Object.values(m.kaitori.prepare))
      await expect(list.getByText(item, { exact: true })).toBeVisible();
  });

  const fillAllButConsent = async (page: Page, lastName: string) => {
    await page.getByLabel(new RegExp(`^${m.form.lastName}`)).fill(lastName);
    await page.getByLabel(new RegExp(`^${m.form.firstName}`)).fill("確認");
    await page
      .getByLabel(new RegExp(`^${m.form.email}`))
      .fill(`consent-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.jp`);
    await page.getByLabel(new RegExp(`^${m.form.phone}`)).fill("090-1234-5678");
    await page.getByLabel(new RegExp(`^${m.form.message.replace("?", "\\?")}`)).fill("査定をお願いします。");
    await fillRequestTerms(page);
    await page.getByLabel(m.form.privacyConsent).uncheck();
  };

  test(`a request cannot be sent without the privacy consent, and the form says why (${locale})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    await asFreshSender(page);
    await page.goto(`/${locale}/contact/assessment`);
    await expect(
      page
        .getByRole("main")
        .getByRole("link", { name: locale === "jp" ? "プライバシーポリシー" : "privacy policy", exact: true }),
    ).toHaveAttribute("href", `/${locale}/privacy`);
    await fillAllButConsent(page, "同意");
    await page.getByRole("button", { name: m.form.submit }).click();
    await expect(page.getByText(m.validation.privacyConsent)).toBeVisible();
    await expect(page.getByLabel(m.form.privacyConsent)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("status")).toHaveCount(0);
    await page.getByLabel(m.form.privacyConsent).check();
    await page.getByRole("button", { name: m.form.submit }).click();
    await expect(page.getByRole("heading", { name: m.request.thanksTitle })).toBeVisible();

    // Without scripts the server refuses it too, and gives back what was typed.
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const plain = await context.newPage();
    await asFreshSender(plain);
    await plain.goto(`/${locale}/contact/assessment`);
    await fillAllButConsent(plain, "無効");
    await plain.getByRole("button", { name: m.form.submit }).click();
    await expect(plain.getByText(m.validation.privacyConsent)).toBeVisible();
    await expect(plain.getByLabel(new RegExp(`^${m.form.lastName}`))).toHaveValue("無効");
    await context.close();
  });
}

// Japanese wraps between phrases in headings, buttons and links: a line never ends inside a word ("見積/もり").
test("at 375 px no Japanese heading, button or link breaks inside a word @mobile", async ({ page }) => {
  const paths = [
    "",
    "/sale",
    VEHICLE,
    `${VEHICLE}/order`,
    "/kaitori",
    "/truckauction",
    "/company",
    "/contact/assessment",
    "/tokushoho",
    "/services",
  ];
  for (const path of paths) {
    await page.goto(`/jp${path}`);
    const broken = await page.evaluate(() => {
      const words = new Intl.Segmenter("ja", { granularity: "word" });
      const found: string[] = [];
      for (const element of document.querySelectorAll(
        "main h1, main h2, main h3, button, main a, header a, label, th, dt",
      )) {
        // The honeypot's label sits in a 1 px box out of sight: no one reads it.
        if (!element.checkVisibility() || element.closest("[aria-hidden='true']")) continue;
        const characters: { char: string; top: number | null }[] = [];
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
          for (let i = 0; i < node.data.length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            characters.push({ char: node.data[i], top: range.getClientRects()[0]?.top ?? null });
          }
        }
        const text = characters.map((c) => c.char).join("");
        const boundaries = new Set([...words.segment(text)].map((segment) => segment.index));
        let lineTop: number | null = null;
        characters.forEach(({ char, top }, index) => {
          if (top === null || /\s/.test(char)) return;
          if (lineTop !== null && top > lineTop + 4 && !boundaries.has(index))
            found.push(`${text.slice(0, index)}/${text.slice(index)}`);
          lineTop = top;
        });
      }
      return found;
    });
    expect(broken, path).toEqual([]);
  }
});
