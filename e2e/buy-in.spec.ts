import { expect, test, type Browser, type Page } from "@playwright/test";
import { noiseJpeg } from "../test/fixtures/images";
import { formatYen } from "@/lib/format";
import {
  copy,
  copyPattern,
  type CopyKey,
  fillRequest,
  freshEmail,
  freshSenderHeaders,
  REQUEST_FIELDS,
  scriptsStarted,
  signInAsStaff,
} from "./support";

// A seller's truck bought in (issue 51, slice 5): a seller sends an assessment with two photos; staff offer a
// 査定額 typed in 万, record the seller's yes (in English the seller accepts on their own status page), the purchase,
// and register the truck as a draft stock vehicle, whose editor names the request and shows the seller's photos; the
// seller's status page shows the offer accepted and the payment day. In Japanese with scripts, in English without
// them (every form is a plain form). The rules
// beneath (versions, expiry, one vehicle however often sent, the days) are lib/buy-in/*.test.ts's.

test.describe.configure({ timeout: 180_000 });

type Locale = "jp" | "en";

/**
 * A seller's assessment of their own, with two photos added from the thank-you's plain form, sent from a browser
 * without scripts on a network of its own; answers its receipt number and the status page the photos led to.
 */
async function sellersAssessment(browser: Browser, locale: Locale) {
  const t = copy[locale];
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: freshSenderHeaders() });
  const page = await context.newPage();
  await page.goto(`/${locale}/contact/assessment`);
  await fillRequest(page, locale, "Seller", freshEmail());
  await page.getByRole("button", { name: REQUEST_FIELDS[locale].send }).click();
  const thanks = page.getByRole("status").filter({ hasText: copyPattern(locale, "request.thanksText") });
  const n = Number(copyPattern(locale, "request.thanksText").exec((await thanks.textContent())!)![1]);
  const photo = async (name: string) => ({ name, mimeType: "image/jpeg", buffer: await noiseJpeg(1200, 900) });
  await page
    .getByLabel(t("requestPhotos.addLabel"))
    .setInputFiles([await photo("front.jpg"), await photo("meter.jpg")]);
  await page.getByRole("button", { name: t("requestPhotos.addSubmit") }).click();
  await expect(page.getByTestId("request-photos-added")).toHaveText(t("requestPhotos.added", { count: 2 }));
  const statusUrl = page.url().replace(/\?.*$/, "");
  await context.close();
  return { n, statusUrl };
}

/** The request's buy-in panel, and each of its forms by its button. */
function panel(page: Page, locale: Locale) {
  const t = copy[locale];
  const region = page.getByRole("region", { name: t("admin.buyIn.title"), exact: true });
  const button = (key: CopyKey) => region.getByRole("button", { name: t(key), exact: true });
  return { region, button, offers: page.getByTestId("buy-in-offers") };
}

async function buyIn(
  page: Page,
  browser: Browser,
  locale: Locale,
  { scripts, sellerAnswers }: { scripts: boolean; sellerAnswers: boolean },
) {
  const t = copy[locale];
  const intl = locale === "jp" ? "ja" : "en";
  const { n, statusUrl } = await sellersAssessment(browser, locale);
  await signInAsStaff(page, locale);
  await page.goto(`/${locale}/admin/orders/${n}`);
  const { region, button, offers } = panel(page, locale);
  if (scripts) await scriptsStarted(button("admin.buyIn.makeOffer"));

  // A 査定額 as the office types it, refused until it is a price, then offered and mailed: the request is 見積済み.
  const amount = region.getByLabel(t("admin.buyIn.fields.amountYen"), { exact: true });
  await amount.fill("百八十万");
  await button("admin.buyIn.makeOffer").click();
  await expect(region.getByText(t("validation.integer"))).toBeVisible();
  await expect(region.getByLabel(t("admin.buyIn.fields.amountYen"), { exact: true })).toHaveValue("百八十万");
  await region.getByLabel(t("admin.buyIn.fields.amountYen"), { exact: true }).fill("180万");
  await button("admin.buyIn.makeOffer").click();
  await expect(offers).toContainText(formatYen(intl, 1_800_000));
  await expect(offers).toContainText(t("admin.buyIn.readings.pending"));
  const history = page.getByRole("region", { name: t("admin.orders.history") });
  await expect(history).toContainText(t("admin.history.actions.offerMade"));

  if (sellerAnswers) {
    // The seller says yes on their own page, to the offer it shows them; staff see it on the request.
    await page.goto(statusUrl);
    await page.getByRole("button", { name: t("requestStatus.buyIn.accept"), exact: true }).click();
    await expect(page.getByTestId("offer-reading")).toHaveText(t("requestStatus.buyIn.readings.accepted"));
    await page.goto(`/${locale}/admin/orders/${n}`);
    await expect(offers).toContainText(t("admin.buyIn.readings.accepted"));
    await expect(history).toContainText(t("admin.history.actions.offerAnsweredBySeller"));
  } else {
    // The seller says yes on the phone.
    await region.getByLabel(t("admin.buyIn.fields.answer"), { exact: true }).selectOption("accepted");
    await button("admin.buyIn.recordAnswer").click();
    await expect(offers).toContainText(t("admin.buyIn.readings.accepted"));
  }
  // 成約, and the purchase starts at the accepted price.
  const price = region.getByLabel(t("admin.buyIn.fields.priceYen"), { exact: true });
  await expect(price).toHaveValue("1800000");
  await expect(region.getByLabel(t("admin.buyIn.fields.paymentDueOn"), { exact: true })).not.toHaveValue("");
  await button("admin.buyIn.recordPurchase").click();
  await expect(button("admin.buyIn.registerVehicle")).toBeVisible();

  // One action makes the draft stock vehicle: the seller's maker and body chosen already, the 車格 for staff.
  await region.getByLabel(t("admin.buyIn.fields.loadClassId"), { exact: true }).selectOption({ index: 1 });
  await button("admin.buyIn.registerVehicle").click();
  const registered = page.getByTestId("buy-in-vehicle");
  await expect(registered).toContainText(t("admin.buyIn.registered"));
  await expect(history).toContainText(t("admin.history.actions.stockRegistered"));
  await registered.getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/admin/sale/\\d+$`));
  await expect(page.getByTestId("bought-from")).toContainText(t("admin.buyIn.requestLink", { n }));
  const photos = page.getByRole("region", { name: t("admin.photos.title"), exact: true });
  await expect(photos.getByRole("img")).toHaveCount(2);

  // The seller's page: the offer accepted, the price and the day we pay.
  await page.goto(statusUrl);
  const seen = page.getByTestId("request-buy-in");
  await expect(seen).toContainText(formatYen(intl, 1_800_000));
  await expect(page.getByTestId("offer-reading")).toHaveText(t("requestStatus.buyIn.readings.accepted"));
  await expect(page.getByTestId("purchase-payment")).toContainText(
    copyPattern(locale, "requestStatus.buyIn.paymentDueOn"),
  );
  await expect(page.getByTestId("request-status")).toHaveText(t("requestStatus.statuses.won"));
}

test("in Japanese, a seller's assessment is offered 180万, accepted, bought and registered with its photos", async ({
  page,
  browser,
}) => {
  await buyIn(page, browser, "jp", { scripts: true, sellerAnswers: false });
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("in English, the seller accepts on their page, every staff form a plain form, to the stock vehicle", async ({
    page,
    browser,
  }) => {
    await buyIn(page, browser, "en", { scripts: false, sellerAnswers: true });
  });
});
