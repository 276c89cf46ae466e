import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { formatYen } from "@/lib/format";
import {
  axeViolations,
  copy,
  copyPattern,
  expectDocumentPdf,
  expectNoSidewaysScroll,
  freshEmail,
  postRequestForm,
  queryTestDatabase,
  requestAnswers,
  scriptsStarted,
  serverHtml,
  signInAsStaff,
  statusLinkMailedTo,
} from "./support";

// A deal from its quote to delivery (issue 51, slices 2 to 4): a buyer's request priced and quoted, the 注文書
// issued (the request moves to 成約), the deposit recorded with its 領収書, the 請求書 for the rest, the balance, and
// delivery (the request is 完了); after each step the customer's status page shows what is done and what comes next.
// In Japanese with scripts, the yard's steps (a payment, delivery) on a 375 px phone; in English without scripts,
// every step a plain form. The request names no listed vehicle, so the journey sells none of the catalogue's: the
// sale a 注文書 records is lib/deals/money.integration.test.ts's, as are the amounts, days and refusals.

test.describe.configure({ timeout: 180_000 });

const BODY_YEN = 3_000_000;
const FEES_YEN = 200_000;
const TOTAL = BODY_YEN + FEES_YEN;
const DEPOSIT = 320_000;

async function journey(page: Page, request: APIRequestContext, locale: "jp" | "en", scripted: boolean) {
  const t = copy[locale];
  const yen = (amount: number) => formatYen(locale === "jp" ? "ja" : "en", amount);
  const submit = async (region: string, button: string) => {
    const form = page.getByRole("region", { name: region });
    const click = form.getByRole("button", { name: button, exact: true });
    if (scripted) await scriptsStarted(click);
    await click.click();
  };
  await signInAsStaff(page, locale);
  const email = freshEmail();
  const sent = await postRequestForm(page.request, `/${locale}/contact/sale`, requestAnswers("Money", email));
  const n = copyPattern(locale, "request.thanksText").exec((await serverHtml(sent)).text)![1];
  const status = await statusLinkMailedTo(email, locale);

  // A deal priced by hand, its quote issued and mailed.
  await page.goto(`/${locale}/admin/orders/${n}`);
  const open = page.getByRole("button", { name: t("admin.deals.openDeal"), exact: true });
  if (scripted) await scriptsStarted(open);
  await open.click();
  if (!scripted) await page.getByRole("link", { name: copyPattern(locale, "admin.deals.openLink") }).click();
  await expect(page).toHaveURL(/\/admin\/deals\/\d+$/);
  const dealPath = new URL(page.url()).pathname;
  const lines = [
    ["body", "Isuzu Elf 2t", String(BODY_YEN)],
    ["fee", t("admin.deals.lineKinds.fee"), String(FEES_YEN)],
  ] as const;
  for (const [index, [kind, label, amount]] of lines.entries()) {
    const group = page.getByRole("group", { name: t("admin.deals.row", { row: index + 1 }), exact: true });
    await group.getByLabel(t("admin.deals.fields.kind"), { exact: true }).selectOption(kind);
    await group.getByLabel(t("admin.deals.fields.label"), { exact: true }).fill(label);
    await group.getByLabel(t("admin.deals.fields.yen"), { exact: true }).fill(amount);
  }
  await page.getByRole("button", { name: t("admin.deals.saveLines"), exact: true }).click();
  await expect(page.getByTestId("deal-amount-due")).toHaveText(yen(TOTAL));
  await submit(t("admin.deals.issueTitle"), t("admin.deals.issue"));
  const documents = page.getByTestId("deal-documents");
  await expect(documents).toContainText(/Q-\d{6}/);

  // The 注文書, with the house deposit: the request is 成約, and the customer's page asks for the deposit.
  const order = page.getByRole("region", { name: t("admin.deals.orderTitle") });
  await expect(order.getByLabel(t("admin.deals.fields.depositYen"), { exact: true })).toHaveValue(String(DEPOSIT));
  await submit(t("admin.deals.orderTitle"), t("admin.deals.issueOrder"));
  await expect(page.getByTestId("deal-owed")).toHaveText(yen(TOTAL));
  await expect(documents).toContainText(/OR-\d{6}/);
  const orderNumber = /OR-\d{6}/.exec((await documents.textContent())!)![0];
  const mailed = await queryTestDatabase<{ n: number }>(
    "SELECT count(*)::int AS n FROM mail_outbox WHERE to_address = $1 AND kind = 'document'",
    [email],
  );
  expect(mailed[0].n).toBe(2);
  await page.goto(status);
  await expect(page.getByTestId("request-status")).toHaveText(t("requestStatus.statuses.won"));
  const progress = page.getByTestId("request-deal-progress");
  await expect(progress.locator('[data-state="next"]')).toContainText(t("requestStatus.deal.steps.deposit"));
  await expect(page.getByTestId("request-documents")).toContainText(orderNumber);

  // The yard's steps, on a phone when the page has scripts.
  if (scripted) await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(dealPath);
  const payment = page.getByRole("region", { name: t("admin.deals.paymentTitle") });
  await expect(payment.getByLabel(t("admin.deals.fields.amountYen"), { exact: true })).toHaveValue(String(DEPOSIT));
  const today = await payment.getByLabel(t("admin.deals.fields.receivedOn"), { exact: true }).inputValue();
  await submit(t("admin.deals.paymentTitle"), t("admin.deals.recordPayment"));
  await expect(page.getByTestId("deal-owed")).toHaveText(yen(TOTAL - DEPOSIT));
  const receipt = page
    .getByTestId("deal-payments")
    .getByRole("link", { name: copyPattern(locale, "admin.deals.downloadNamed") });
  await expect(receipt).toHaveText(/RC-\d{6}/);
  if (scripted) await expectNoSidewaysScroll(page);
  await page.goto(status);
  await expect(progress.locator('[data-state="next"]')).toContainText(t("requestStatus.deal.steps.invoice"));

  // The 請求書 for the rest, then the balance.
  await page.goto(dealPath);
  await submit(t("admin.deals.invoiceTitle"), t("admin.deals.issueInvoice"));
  await expect(documents).toContainText(/INV-\d{6}/);
  const invoiceNumber = /INV-\d{6}/.exec((await documents.textContent())!)![0];
  await expect(
    page
      .getByRole("region", { name: t("admin.deals.paymentTitle") })
      .getByLabel(t("admin.deals.fields.amountYen"), { exact: true }),
  ).toHaveValue(String(TOTAL - DEPOSIT));
  await submit(t("admin.deals.paymentTitle"), t("admin.deals.recordPayment"));
  await expect(page.getByTestId("deal-paid-in-full")).toBeVisible();
  await page.goto(status);
  await expect(progress.locator('[data-state="next"]')).toContainText(t("requestStatus.deal.steps.registration"));
  const invoiceLink = page.getByRole("link", { name: t("requestStatus.download", { number: invoiceNumber }) });
  await expectDocumentPdf(request, (await invoiceLink.getAttribute("href"))!, invoiceNumber);

  // Registered and delivered today: the request is 完了, and every step is done.
  await page.goto(dealPath);
  const delivery = page.getByRole("region", { name: t("admin.deals.deliveryTitle") });
  await delivery.getByLabel(t("admin.deals.fields.registeredOn"), { exact: true }).fill(today);
  await delivery.getByLabel(t("admin.deals.fields.deliveredOn"), { exact: true }).fill(today);
  await submit(t("admin.deals.deliveryTitle"), t("admin.deals.saveDelivery"));
  await expect(page.getByRole("region", { name: t("admin.history.recordTitle") })).toContainText(
    t("admin.history.actions.delivery"),
  );
  if (scripted) {
    await expectNoSidewaysScroll(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
  }
  await page.goto(status);
  await expect(page.getByTestId("request-status")).toHaveText(t("requestStatus.statuses.closed"));
  await expect(progress.locator('[data-state="done"]')).toHaveCount(await progress.getByRole("listitem").count());
  if (scripted) expect(await axeViolations(page)).toEqual([]);
}

test("in Japanese, a deal goes from its quote to delivery, the yard's steps on a phone", async ({ page, request }) => {
  await journey(page, request, "jp", true);
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("in English, every step from the quote to delivery is a plain form", async ({ page, request }) => {
    await journey(page, request, "en", false);
  });
});
