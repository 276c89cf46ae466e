import { expect, test, type Page } from "@playwright/test";
import { PHONE_HOURS } from "@/lib/business/hours";
import { DEPOSIT_RATE } from "@/lib/auction/fees";
import { CONTACT_TYPES } from "@/lib/requests/schema";
import { readerOfRequest } from "@/lib/requests/reader";
import {
  asFreshSender,
  copy,
  copyPattern,
  fillRequest,
  fillRequestTerms,
  freshEmail,
  freshSenderHeaders,
  postRequestForm,
  REQUEST_FIELDS,
  requestAnswers,
  scriptsStarted,
  serverHtml,
} from "./support";

// The contact form with scripts, in Japanese; English is shown in one send. Which values each field accepts
// (required, email, digits, excluded characters, lengths) is lib/requests/schema.test.ts's; the form without scripts,
// a page sent twice and an unknown type are e2e/contact.http.spec.ts's; the request in the staff inbox is
// e2e/admin-inbox.spec.ts's.

const t = copy.jp;
const fields = REQUEST_FIELDS.jp;
const typeLabel = new RegExp(`^${t("form.type")}`);

async function fillValid(page: Page, email: string) {
  await page.getByLabel(fields.last).fill("山田");
  await page.getByLabel(fields.first).fill("太郎");
  await page.getByLabel(fields.email).fill(email);
  await page.getByLabel(fields.phone).fill("０９０－１２３４－５６７８");
  await page.getByLabel(fields.message).fill("日野レンジャー 2018年式、走行25万kmです。");
  await fillRequestTerms(page);
}

/** The receipt number the thank-you shows. */
async function requestNumber(page: Page, locale: "jp" | "en" = "jp") {
  await expect(page.getByRole("heading", { name: copy[locale]("request.thanksTitle") })).toBeVisible();
  const text = await page.getByRole("status").textContent();
  return Number(copyPattern(locale, "request.thanksText").exec(text!)![1]);
}

test.describe("contact form", () => {
  test("each request type has its own page; a request ends in a thank-you with its number and status page", async ({
    page,
  }) => {
    const email = await asFreshSender(page);
    for (const type of CONTACT_TYPES) {
      await page.goto(`/jp/contact/${type}`);
      const title = t(`contactPage.types.${type}.title`);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(
        page.getByRole("navigation", { name: t("contactPage.choose") }).getByRole("link", { name: title }),
      ).toHaveAttribute("aria-current", "page");
      await expect(page.getByLabel(typeLabel)).toHaveCount(0);
      // The panel beside the form speaks to whoever sends this type: a buyer asks about stock, a seller sends photos.
      await expect(page.getByText(t(`contactPage.otherWaysFor.${readerOfRequest(type) ?? "anyone"}`))).toBeVisible();
    }
    // The last type's page (the auction agency's) is sent; the thank-you says what comes next, the deposit included.
    await fillValid(page, email);
    await page.getByRole("button", { name: fields.send }).click();
    const n = await requestNumber(page);
    expect(n).toBeGreaterThan(10_000);
    await expect(page.getByTestId("request-next")).toHaveText(
      t("request.next.auction", { percent: DEPOSIT_RATE * 100 }),
    );

    // The thank-you links the request's own status page: the customer need not wait for the mail.
    await page.getByRole("link", { name: t("request.statusLink") }).click();
    await expect(page).toHaveURL(/\/jp\/requests\/[\w-]{43}$/);
    await expect(page.getByRole("heading", { level: 1, name: t("requestStatus.title") })).toBeVisible();
    await expect(page.getByText(String(n))).toBeVisible();
  });

  test("a bad field gets its message and keeps what was typed; 'contact again' gives a fresh form", async ({
    page,
  }) => {
    const email = await asFreshSender(page);
    await page.goto("/jp/contact");
    await scriptsStarted(page.getByRole("button", { name: fields.send }));
    await page.getByRole("button", { name: fields.send }).click();
    await expect(page.getByLabel(typeLabel)).toHaveAttribute("aria-invalid", "true");
    // The first field to fix takes the focus, and the list at the top leads to each.
    await expect(page.getByLabel(typeLabel)).toBeFocused();
    await expect(page.getByTestId("error-summary").getByRole("link").first()).toHaveAttribute("href", "#request-type");
    await expect(page.locator("#request-type-error")).toHaveText(t("validation.chooseOne"));
    await expect(page.getByLabel(fields.last)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(t("validation.required")).first()).toBeVisible();

    // One bad field: its message, nothing sent, and everything typed still there.
    await page.getByLabel(typeLabel).selectOption("assessment");
    await fillValid(page, "taro@");
    await page.getByRole("button", { name: fields.send }).click();
    await expect(page.getByLabel(fields.email)).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel(fields.email)).toHaveAccessibleDescription(t("validation.email"));
    // No thank-you (the assessment's photo picker has a status line of its own).
    await expect(page.getByRole("heading", { name: t("request.thanksTitle") })).toHaveCount(0);
    await expect(page.getByLabel(fields.email)).toHaveValue("taro@");
    await expect(page.getByLabel(fields.last)).toHaveValue("山田");
    await expect(page.getByLabel(fields.message)).toHaveValue("日野レンジャー 2018年式、走行25万kmです。");

    // Put right, and sent with a double click: one request.
    await page.getByLabel(fields.email).fill(email);
    await page.getByRole("button", { name: fields.send }).dblclick();
    const first = await requestNumber(page);

    // 'Contact again' starts an empty form with a key of its own: the next request gets a number of its own.
    await page.getByRole("link", { name: t("request.again") }).click();
    await expect(page.getByRole("status")).toHaveCount(0);
    await expect(page.getByLabel(fields.last)).toHaveValue("");
    await expect(page.getByLabel(fields.message)).toHaveValue("");
    await page.getByLabel(typeLabel).selectOption("auction");
    await fillValid(page, email);
    await page.getByRole("button", { name: fields.send }).click();
    expect(await requestNumber(page)).toBeGreaterThan(first);
  });

  test("a sender who keeps sending is asked politely to wait, and keeps what they typed", async ({ page }) => {
    // The limit itself (how many, how long, by network address) is lib/requests/requests.integration.test.ts's:
    // here the sender's earlier requests are plain posts, and only the one the limit refuses is typed.
    const sender = freshSenderHeaders();
    await page.context().setExtraHTTPHeaders(sender);
    const email = freshEmail();
    for (let sent = 0; ; sent++) {
      expect(sent, "requests the limit lets through").toBeLessThan(10);
      const answer = await postRequestForm(page.request, "/jp/contact/sale", requestAnswers("山田", email), sender);
      // The page as drawn, without its scripts (which carry the messages, placeholders and all).
      const { text } = await serverHtml(answer);
      if (copyPattern("jp", "request.thanksText").test(text)) continue;
      expect(text, "the plain post's answer").toMatch(copyPattern("jp", "form.rateLimited"));
      break;
    }
    await page.goto("/jp/contact/sale");
    await scriptsStarted(page.getByRole("button", { name: fields.send }));
    await fillValid(page, email);
    await page.getByRole("button", { name: fields.send }).click();
    await expect(page.getByRole("alert").filter({ hasText: copyPattern("jp", "form.rateLimited") })).toBeVisible();
    await expect(page.getByLabel(fields.last)).toHaveValue("山田");
  });

  test("in English, from abroad: focus on the first field to fix, +254 taken, a thank-you saying what is next", async ({
    page,
  }) => {
    const email = await asFreshSender(page);
    const en = REQUEST_FIELDS.en;
    await page.goto("/en/contact/sale");
    await expect(page.getByRole("heading", { level: 1, name: copy.en("contactPage.types.sale.title") })).toBeVisible();
    await scriptsStarted(page.getByRole("button", { name: en.send }));
    await page.getByRole("button", { name: en.send }).click();
    await expect(page.getByText(copy.en("validation.required")).first()).toBeVisible();
    await expect(page.getByLabel(en.last)).toBeFocused();
    await fillRequest(page, "en", "Otieno", email);
    await fillRequestTerms(page, "abroad");
    await page.getByLabel(en.phone).fill("0712 345 678");
    await page.getByLabel(en.message).focus();
    await expect(page.getByLabel(en.phone)).toHaveAccessibleDescription(
      `${copy.en("form.phoneHint")} ${copy.en("validation.phoneCountryCode")}`,
    );
    await page.getByLabel(en.phone).fill("+254 712 345 678");
    await page.getByRole("button", { name: en.send }).click();
    expect(await requestNumber(page, "en")).toBeGreaterThan(10_000);
    await expect(page.getByTestId("request-next")).toHaveText(copy.en("request.next.sale"));
    await expect(page.getByRole("link", { name: copy.en("request.again") })).toBeVisible();
  });
});

test.describe("LINE", () => {
  test("the LINE page offers the add-friend button, the QR code, what to send and the hours", async ({ page }) => {
    await page.goto("/jp/line");
    await expect(page.getByRole("heading", { level: 1, name: t("line.title") })).toBeVisible();
    await expect(page.getByRole("link", { name: t("line.addFriend") })).toHaveAttribute(
      "href",
      /^https:\/\/line\.me\//,
    );
    await expect(page.getByRole("img", { name: t("line.qrAlt") })).toBeVisible();
    await expect(page.getByText(t("line.send.certificate"))).toBeVisible();
    await expect(page.getByText(t("line.hoursText", PHONE_HOURS))).toBeVisible();
    await page.goto("/en/line");
    await expect(page.getByRole("heading", { level: 1, name: copy.en("line.title") })).toBeVisible();
  });

  test("on a computer the header's LINE button opens the LINE page", async ({ page }) => {
    await page.goto("/en");
    await page
      .getByRole("banner")
      .getByRole("link", { name: new RegExp(copy.en("contact.line")) })
      .click();
    await expect(page).toHaveURL(/\/en\/line$/);
  });

  test("on a phone the LINE button adds the account straight away @mobile", async ({ page }) => {
    await page.goto("/jp/contact");
    await expect(page.getByRole("main").getByRole("link", { name: t("contact.line") })).toHaveAttribute(
      "href",
      /^https:\/\/line\.me\//,
    );
  });
});
