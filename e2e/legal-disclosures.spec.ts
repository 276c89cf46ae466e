import { expect, test, type Page } from "@playwright/test";
import { company, headOffice, officeAddress, permitValues, publicPhone } from "@/lib/company";
import { formatPrice, formatYearMonth } from "@/lib/format";
import { asFreshSender, copy, copyPattern, fillRequestTerms } from "./support";
import jp from "../messages/jp.json";
import en from "../messages/en.json";

// What a Japanese used-vehicle dealer must show by law: the 古物商 permit on every page, the 会社概要 and
// the 特定商取引法 disclosure, in both languages.
const VEHICLE = "/sale/item/isuzu-elf-2017-10001";
const MESSAGES = { jp, en } as const;
const LANG = { jp: "ja", en: "en" } as const;

for (const locale of ["jp", "en"] as const) {
  const m = MESSAGES[locale];
  const lang = LANG[locale];

  test(`every kind of page names the 古物商 permit in its footer (${locale})`, async ({ page }) => {
    for (const path of ["", "/sale", VEHICLE, "/blog", "/contact", "/company", "/kaitori", "/no-such-page"]) {
      await page.goto(`/${locale}${path}`);
      await expect(
        page.getByRole("contentinfo").getByText(copy[locale]("footer.permit", permitValues(lang)), { exact: true }),
        path,
      ).toBeVisible();
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
    await expect(profile).toContainText(formatYearMonth(lang, company.established));
    await expect(profile).toContainText(formatPrice(lang, company.capitalYen));
    await expect(profile).toContainText(company.invoiceRegistrationNumber);
    await expect(profile).toContainText(headOffice.fax);
  });

  test(`the 特定商取引法 disclosure is linked from the footer and complete (${locale})`, async ({ page }) => {
    await page.goto(`/${locale}`);
    await page.getByRole("contentinfo").getByRole("link", { name: m.footer.commerceDisclosure }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/tokushoho$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.commerceDisclosure.title);
    const d = m.commerceDisclosure;
    for (const [term, value] of [
      [d.seller, locale === "jp" ? company.nameJa : company.nameEn],
      [d.manager, company.responsibleManager[lang]],
      [d.address, officeAddress(headOffice, lang)],
      [d.phone, publicPhone(lang).number],
      [d.email, company.email],
      [d.price, d.priceValue],
      [d.extraCosts, d.extraCostsValue],
      [d.payment, d.paymentValue],
      [d.paymentTiming, d.paymentTimingValue],
      [d.delivery, d.deliveryValue],
      [d.returns, d.returnsValue],
      [d.permit, company.antiqueDealerPermit.number],
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

// That 支払総額 is the body price plus the fees, and which conditions it names, is lib/vehicles/price.test.ts (支払総額,
// conditions of the total): the journey shows the pages lay it out, in one language, and the other's words once.
test("a vehicle page and its print sheet show 本体価格 + 諸費用 = 支払総額 with its conditions", async ({ page }) => {
  const m = MESSAGES.jp;
  for (const path of [VEHICLE, `${VEHICLE}/print`]) {
    await page.goto(`/jp${path}`);
    const price = page.getByTestId("sale-price");
    await expect(price, path).toContainText(m.vehicle.priceLabel.sale);
    const value = async (term: string) =>
      yen((await price.locator("dt", { hasText: term }).locator("xpath=following-sibling::dd[1]").textContent())!);
    const total = yen((await price.locator("p").first().textContent())!.replace(m.vehicle.priceLabel.sale, ""));
    expect(total, path).toBe((await value(m.vehicle.price.body)) + (await value(m.vehicle.price.fees)));
    for (const term of [m.vehicle.price.warranty, m.vehicle.price.legalMaintenance])
      await expect(price.locator("dt", { hasText: term }), `${path} ${term}`).toBeVisible();
    // Which office the conditions name (where the truck stands) is e2e/badges.spec.ts.
    await expect(price, path).toContainText(copyPattern("jp", "vehicle.price.conditions"));
    // 車検 is stated in one row, never among the price's terms.
    await expect(price.getByRole("term").filter({ hasText: m.vehicle.inspection }), path).toHaveCount(0);
  }
  // Search engines read the same parts.
  await page.goto(`/jp${VEHICLE}`);
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text))
    .find((thing) => thing.offers);
  const specification = data.offers.priceSpecification;
  expect(specification["@type"]).toBe("CompoundPriceSpecification");
  expect(
    specification.priceComponent.map((part: { price: number }) => part.price).reduce((a: number, b: number) => a + b),
  ).toBe(data.offers.price);
});

test("in English, catalogue cards show the vehicle price beside the total, and its page the conditions", async ({
  page,
}) => {
  const t = copy.en;
  await page.goto("/en/sale");
  const card = page
    .locator("article")
    .filter({ hasText: t("vehicle.priceLabel.sale") })
    .first();
  await expect(card).toContainText(copyPattern("en", "vehicle.price.bodyShort"));
  await page.goto(`/en${VEHICLE}`);
  const price = page.getByTestId("sale-price");
  await expect(price.locator("dt", { hasText: t("vehicle.price.body") })).toBeVisible();
  await expect(price).toContainText(copyPattern("en", "vehicle.price.conditions"));
});

test("catalogue cards show 車両本体価格 beside 支払総額", async ({ page }) => {
  await page.goto("/jp/sale");
  await expect(
    page
      .locator("article")
      .filter({ hasText: copy.jp("vehicle.priceLabel.sale") })
      .first(),
  ).toContainText(copyPattern("jp", "vehicle.price.bodyShort"));
});

// The auction fees' bands and their tax-inclusive amounts are lib/auction/fees.test.ts (tax-inclusive display
// (総額表示), fee bands meet exactly); e2e/services.spec.ts shows the truck auction page lays them out in each language.

for (const locale of ["jp", "en"] as const) {
  const m = MESSAGES[locale];

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
      page.getByRole("main").getByRole("link", {
        name: /<policy>(.+?)<\/policy>/.exec(String(copy[locale].raw("form.privacyNotice")))![1],
        exact: true,
      }),
    ).toHaveAttribute("href", `/${locale}/privacy`);
    await fillAllButConsent(page, "同意");
    await page.getByRole("button", { name: m.form.submit }).click();
    await expect(page.getByLabel(m.form.privacyConsent)).toHaveAccessibleDescription(m.validation.privacyConsent);
    await expect(page.getByLabel(m.form.privacyConsent)).toHaveAttribute("aria-invalid", "true");
    // No thank-you (the assessment's photo picker has a status line of its own).
    await expect(page.getByRole("heading", { name: m.request.thanksTitle })).toHaveCount(0);
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
    await expect(plain.getByLabel(m.form.privacyConsent)).toHaveAccessibleDescription(m.validation.privacyConsent);
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
