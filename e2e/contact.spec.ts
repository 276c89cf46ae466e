import { expect, test, type Page } from "@playwright/test";
import jp from "../messages/jp.json";
import en from "../messages/en.json";
import { asFreshSender, expectNotFoundPage, fillRequestTerms, REQUEST_FIELDS } from "./support";

const text = {
  jp: {
    ...REQUEST_FIELDS.jp,
    type: /^お問い合わせの種類/,
    thanks: "お問い合わせありがとうございます",
    number: /受付番号は (\d+) です/,
    again: "続けて別のお問い合わせをする",
    required: "必須項目です。",
    badEmail: "正しいメールアドレスを入力してください。",
    digits: "数字のみで入力してください。",
    excluded: "使用できない文字が含まれています。",
    choose: "いずれかを選択してください。",
    limited: /短い時間に続けて送信されたため/,
    types: "ご用件に合わせてお選びください",
    titles: {
      purchase: "買取のご相談",
      sale: "車両購入のご相談",
      assessment: "無料査定のお申し込み",
      auction: "オークション代行のご依頼",
    },
  },
  en: {
    ...REQUEST_FIELDS.en,
    type: /^What is it about\?/,
    thanks: "Thank you for your request",
    number: /request number is (\d+)\./,
    again: "Send another request",
    required: "This field is required.",
    badEmail: "Enter a valid email address.",
    digits: "Use numbers only.",
    excluded: "Contains a character that is not allowed.",
    choose: "Choose one of the options.",
    limited: /several requests from you in a short time/,
    types: "Choose what your request is about",
    titles: {
      purchase: "Sell your vehicle",
      sale: "Buy a vehicle",
      assessment: "Free assessment",
      auction: "Auction agency",
    },
  },
} as const;

type Locale = keyof typeof text;

async function fillValid(
  page: Page,
  locale: Locale,
  email: string,
  message = "日野レンジャー 2018年式、走行25万kmです。",
) {
  const t = text[locale];
  await page.getByLabel(t.last).fill("山田");
  await page.getByLabel(t.first).fill("太郎");
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.phone).fill("０９０－１２３４－５６７８");
  await page.getByLabel(t.message).fill(message);
  await fillRequestTerms(page);
}

async function requestNumber(page: Page, locale: Locale) {
  await expect(page.getByRole("heading", { name: text[locale].thanks })).toBeVisible();
  return Number((await page.getByRole("status").textContent())!.match(text[locale].number)![1]);
}

for (const locale of ["jp", "en"] as const) {
  const t = text[locale];

  test.describe(`contact form (${locale})`, () => {
    test("each request type has its own page and ends in a thank-you with its number", async ({ page }) => {
      const email = await asFreshSender(page);
      const numbers: number[] = [];
      for (const type of ["purchase", "sale", "assessment", "auction"] as const) {
        await page.goto(`/${locale}/contact/${type}`);
        await expect(page.getByRole("heading", { level: 1, name: t.titles[type] })).toBeVisible();
        await expect(
          page.getByRole("navigation", { name: t.types }).getByRole("link", { name: t.titles[type] }),
        ).toHaveAttribute("aria-current", "page");
        await expect(page.getByLabel(t.type)).toHaveCount(0);
        await fillValid(page, locale, email.replace("@", `+${type}@`));
        await page.getByRole("button", { name: t.send }).click();
        numbers.push(await requestNumber(page, locale));
      }
      expect(new Set(numbers).size).toBe(4);
      expect(Math.min(...numbers)).toBeGreaterThan(10_000);

      // The thank-you links the request's own status page: the customer need not wait for the mail.
      const m = { jp, en }[locale];
      await page.getByRole("link", { name: m.request.statusLink }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/requests/[\\w-]{43}$`));
      await expect(page.getByRole("heading", { level: 1, name: m.requestStatus.title })).toBeVisible();
      await expect(page.getByText(String(numbers.at(-1)))).toBeVisible();
    });

    test("bad input gets a message at each field and sends nothing; 'contact again' gives a fresh form", async ({
      page,
    }) => {
      const email = await asFreshSender(page);
      await page.goto(`/${locale}/contact`);
      await page.getByRole("button", { name: t.send }).click();
      await expect(page.getByLabel(t.type)).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator("#request-type-error")).toHaveText(t.choose);
      await expect(page.getByLabel(t.last)).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(t.required).first()).toBeVisible();

      await page.getByLabel(t.type).selectOption("assessment");
      await fillValid(page, locale, "taro@", "<script>alert('x')</script> 100% 本気です");
      await page.getByLabel(t.last).fill("<b>山田</b>");
      await page.getByLabel(t.phone).fill("090-abcd-5678");
      await page.getByRole("button", { name: t.send }).click();
      await expect(page.getByText(t.badEmail)).toBeVisible();
      await expect(page.getByText(t.digits)).toBeVisible();
      await expect(page.getByText(t.excluded)).toBeVisible();
      await expect(page.getByRole("status")).toHaveCount(0);

      await page.getByLabel(t.last).fill("山田");
      await page.getByLabel(t.email).fill(email);
      await page.getByLabel(t.phone).fill("052-000-8600");
      await page.getByRole("button", { name: t.send }).dblclick();
      const first = await requestNumber(page, locale);

      await page.getByRole("link", { name: t.again }).click();
      await expect(page.getByRole("status")).toHaveCount(0);
      await expect(page.getByLabel(t.last)).toHaveValue("");
      await expect(page.getByLabel(t.message)).toHaveValue("");
      await page.getByLabel(t.type).selectOption("auction");
      await fillValid(page, locale, email);
      await page.getByRole("button", { name: t.send }).click();
      expect(await requestNumber(page, locale)).toBeGreaterThan(first);
    });

    test("a sender who keeps sending is asked politely to wait", async ({ page }) => {
      const email = await asFreshSender(page);
      await page.goto(`/${locale}/contact/sale`);
      for (let i = 0; i < 5; i++) {
        await fillValid(page, locale, email);
        await page.getByRole("button", { name: t.send }).click();
        await requestNumber(page, locale);
        await page.getByRole("link", { name: t.again }).click();
      }
      await fillValid(page, locale, email);
      await page.getByRole("button", { name: t.send }).click();
      await expect(page.getByRole("alert").filter({ hasText: t.limited })).toBeVisible();
      await expect(page.getByLabel(t.last)).toHaveValue("山田");
    });

    test("an unknown request type is 404", async ({ page }) => {
      const response = await page.goto(`/${locale}/contact/vehicle`);
      expect(response?.status()).toBe(404);
      await expectNotFoundPage(page, `/${locale}/contact/vehicle`, locale);
    });
  });
}

test.describe("LINE", () => {
  test("the LINE page offers the add-friend button, the QR code, what to send and the hours", async ({ page }) => {
    await page.goto("/jp/line");
    await expect(page.getByRole("heading", { level: 1, name: "LINEで相談・見積もり" })).toBeVisible();
    await expect(page.getByRole("link", { name: "友だち追加" })).toHaveAttribute("href", /^https:\/\/line\.me\//);
    await expect(page.getByRole("img", { name: "LINE友だち追加用QRコード" })).toBeVisible();
    await expect(page.getByText("車検証の写真（全体が写るように）")).toBeVisible();
    await expect(page.getByText(/返信時間 平日 8:30〜18:00（土日祝はお休み）。/)).toBeVisible();
    await page.goto("/en/line");
    await expect(page.getByRole("heading", { level: 1, name: "Ask us on LINE" })).toBeVisible();
  });

  test("on a computer the header's LINE button opens the LINE page", async ({ page }) => {
    await page.goto("/en");
    await page
      .getByRole("banner")
      .getByRole("link", { name: /Chat on LINE/ })
      .click();
    await expect(page).toHaveURL(/\/en\/line$/);
  });

  test("on a phone the LINE button adds the account straight away @mobile", async ({ page }) => {
    await page.goto("/jp/contact");
    await expect(page.getByRole("link", { name: "LINEで写真を送ってかんたん見積もり" })).toHaveAttribute(
      "href",
      /^https:\/\/line\.me\//,
    );
  });
});
