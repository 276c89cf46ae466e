import pg from "pg";
import { expect, test, type Page } from "@playwright/test";
import { E2E_DATABASE_URL } from "../playwright.config";
import { addDays, japanDate } from "@/lib/business/calendar";
import { copy, copyPattern, freshEmail, postRequestForm, requestAnswers, serverHtml, signInAsStaff } from "./support";

// Someone named, a date to act (issue 39): the owner gives auction requests to one account; a request arrives and
// is assigned by the rule, another of a type nobody has waits unassigned; staff find each under its desk view, set
// the follow-up date, and the request shows as due today (Japanese) or overdue by a day (English). The rules beneath
// (round-robin order and fairness, disabled accounts, per type, roles, the views at Japan's midnight) are
// lib/requests/assignment.integration.test.ts's and lib/admin/follow-up.test.ts's.

// Answer from the admin (issue 39, section 3): an auction request arrives and the owner's rule gives it to someone;
// on its page staff take the general template instead of the one offered, add a line and send; the reply waits in
// the outbox, goes out and shows as sent in the thread; the customer opens the status page their acknowledgement
// links to and reads it. In Japanese with scripts, in English without them (every step is a plain form). The rules
// beneath (the placeholders, the outbox's failure and retry, who may delete a template, the budgets) are
// lib/requests/reply-text.test.ts's and lib/admin/order-replies.integration.test.ts's.

// Every journey here changes the one rule, so they live in this one file and run one after the other (files run in
// parallel), each leaving the rule off as it found it.
test.describe.configure({ mode: "serial" });

async function setRule(page: Page, locale: "jp" | "en", mode: "off" | "byType") {
  const t = copy[locale];
  await page.goto(`/${locale}/admin/assignment`);
  await page.getByLabel(t("admin.assignment.fields.mode")).selectOption(mode);
  const auction = page.getByLabel(t("admin.assignment.fields.assignee_auction"));
  // The first account after 「割り当てない」 is the test server's own, the oldest.
  if (mode === "byType") await auction.selectOption({ index: 1 });
  else await auction.selectOption("");
  await page.getByRole("button", { name: t("admin.common.save"), exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(t("admin.assignment.saved"));
  return (await auction.locator("option:checked").textContent())!;
}

async function sendRequest(page: Page, locale: "jp" | "en", type: "auction" | "sale") {
  const answer = await postRequestForm(
    page.request,
    `/${locale}/contact/${type}`,
    requestAnswers("Desk", freshEmail()),
  );
  return copyPattern(locale, "request.thanksText").exec((await serverHtml(answer)).text)![1];
}

for (const locale of ["jp", "en"] as const) {
  const t = copy[locale];
  const due = locale === "jp" ? "today" : "overdue";

  test(`in ${locale}, a new request is assigned by the owner's rule and shows under the desk's views`, async ({
    page,
  }) => {
    test.slow();
    await signInAsStaff(page, locale);
    const assignee = await setRule(page, locale, "byType");
    try {
      const assigned = await sendRequest(page, locale, "auction");
      const waiting = await sendRequest(page, locale, "sale");

      // Nobody has buying enquiries: the second waits under 未割当.
      await page.goto(`/${locale}/admin/orders?desk=unassigned`);
      await expect(page.getByRole("link", { name: waiting, exact: true })).toBeVisible();
      await expect(page.getByRole("link", { name: assigned, exact: true })).toHaveCount(0);

      await page.goto(`/${locale}/admin/orders?desk=mine`);
      const row = page.getByRole("row").filter({ has: page.getByRole("link", { name: assigned, exact: true }) });
      await expect(row).toContainText(assignee);
      await row.getByRole("link", { name: assigned, exact: true }).click();
      await expect(page.getByText(t("admin.history.actions.assignedByRule"))).toBeVisible();

      // A change of the day to act is kept in the history. A month ahead is never the day a request is given when it
      // arrives (the next business day at most, the year end included), whatever the hour the test runs at.
      const today = japanDate(new Date());
      const followUpOn = page.getByLabel(t("admin.orders.followUpOn"), { exact: true });
      const save = page.getByRole("button", { name: t("admin.common.save"), exact: true });
      await followUpOn.fill(addDays(today, 30));
      await save.click();
      await expect(page.getByText(t("admin.history.actions.assigned"))).toBeVisible();

      // Staff set the day to act: today in Japan, or yesterday to see how late it is.
      await followUpOn.fill(due === "today" ? today : addDays(today, -1));
      await save.click();
      const mark = page.getByTestId(due === "today" ? "due-today" : "overdue");
      await expect(mark).toHaveText(
        due === "today" ? t("admin.orders.dueToday") : t("admin.orders.overdue", { days: 1 }),
      );

      // The dashboard's tile opens the inbox on that view, the request in it.
      await page.goto(`/${locale}/admin`);
      await page
        .getByRole("link")
        .filter({ has: page.getByTestId(`desk-${due}`) })
        .click();
      await expect(page).toHaveURL(new RegExp(`/admin/orders\\?desk=${due}$`));
      await expect(page.getByRole("link", { name: new RegExp(`^${t(`admin.orders.desk.${due}`)}`) })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(
        page.getByRole("row").filter({ has: page.getByRole("link", { name: assigned, exact: true }) }),
      ).toContainText(assignee);
    } finally {
      await setRule(page, locale, "off");
    }
  });
}

async function customerMails(email: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ text: string }>(
      "SELECT text FROM mail_outbox WHERE to_address = $1 AND kind = 'acknowledgement' ORDER BY id",
      [email],
    );
    return rows.map((row) => row.text);
  } finally {
    await client.end();
  }
}

async function answerFromTemplate(page: Page, locale: "jp" | "en") {
  const t = copy[locale];
  const lang = locale === "jp" ? "ja" : "en";
  await signInAsStaff(page, locale);
  await setRule(page, locale, "byType");
  try {
    const email = freshEmail();
    const answer = await postRequestForm(page.request, `/${locale}/contact/auction`, requestAnswers("Reply", email));
    const n = copyPattern(locale, "request.thanksText").exec((await serverHtml(answer)).text)![1];

    await page.goto(`/${locale}/admin/orders/${n}`);
    await expect(page.getByText(t("admin.history.actions.assignedByRule"))).toBeVisible();
    // The template for the request's type and language is offered first, filled in with its number.
    const subject = page.getByLabel(t("admin.orders.replySubject"), { exact: true });
    const auctionSubject =
      locale === "jp" ? `【受付番号 ${n}】オークション代行のご依頼について` : `Your enquiry ${n}: buying at auction`;
    await expect(subject).toHaveValue(auctionSubject);

    // Staff take the general one instead: the server fills it in.
    const general = locale === "jp" ? "お問い合わせへのお礼" : "Thank you";
    const option = t("admin.orders.templateOption", { name: general, language: t(`admin.common.languages.${lang}`) });
    await page.getByLabel(t("admin.orders.template"), { exact: true }).selectOption({ label: option });
    await page.getByRole("button", { name: t("admin.orders.useTemplate") }).click();
    const generalSubject = locale === "jp" ? `【受付番号 ${n}】お問い合わせありがとうございます` : `Your enquiry ${n}`;
    await expect(subject).toHaveValue(generalSubject);
    const body = page.getByLabel(t("admin.orders.replyBody"), { exact: true });
    await expect(body).toHaveValue(locale === "jp" ? /^Reply Taro 様\n/ : /^Dear Taro Reply,\n/);
    const added =
      locale === "jp" ? `明日の午前中にお電話いたします。（${n}）` : `We will call you tomorrow morning (${n}).`;
    await body.fill(`${await body.inputValue()}\n${added}`);
    await page.getByRole("button", { name: t("admin.orders.sendReply") }).click();
    // No mail server is set here (the embedded default): the reply is kept, and the page says it was not sent.
    await expect(page.getByText(t("admin.orderReply.savedUnsent"))).toBeVisible();
    await expect(page.getByTestId("mail-server-notice")).toContainText(t("admin.outbox.noServer"));

    // Kept in the thread, with its mail's state.
    const thread = page.getByTestId("order-replies");
    await expect(thread.getByText(generalSubject, { exact: true })).toBeVisible();
    // Opened afresh, not reloaded: without scripts a reload would post the reply again.
    await expect(async () => {
      await page.goto(`/${locale}/admin/orders/${n}`);
      await expect(page.getByTestId("reply-state")).toHaveText(t("admin.orders.replyState.unsent"));
    }).toPass();
    await expect(page.getByText(t("admin.history.actions.replied"))).toBeVisible();

    // Staff read the stored mail in the outbox, to send it themselves.
    await page
      .getByRole("listitem")
      .filter({ hasText: t("admin.orders.mailKinds.reply") })
      .getByRole("link", { name: t("admin.orders.readMail") })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: generalSubject })).toBeVisible();
    await expect(page.getByTestId("outbox-mail-state")).toHaveText(t("admin.orders.replyState.unsent"));
    await expect(page.getByTestId("outbox-mail-text")).toContainText(added);

    // The customer follows their acknowledgement's link and reads the reply.
    const [mail] = await customerMails(email);
    const link = new RegExp(`https?://\\S+/${locale}/requests/[\\w-]{43}`).exec(mail)?.[0];
    expect(link, "the status page's link in the mail").toBeTruthy();
    await page.goto(link!);
    // Answered: the page no longer asks them to wait for a first contact.
    await expect(page.getByTestId("request-status")).toHaveText(t("requestStatus.statuses.contacted"));
    // Set in from the window's edges like every page of the site.
    expect((await page.getByRole("heading", { level: 1 }).boundingBox())!.x).toBeGreaterThanOrEqual(16);
    const replies = page.getByTestId("request-replies");
    await expect(replies.getByRole("heading", { name: generalSubject })).toBeVisible();
    await expect(replies).toContainText(added);
  } finally {
    await setRule(page, locale, "off");
  }
}

test("in Japanese, a request assigned by the rule is answered from a template and the customer reads it", async ({
  page,
}) => {
  test.slow();
  await answerFromTemplate(page, "jp");
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });
  test("in English, a request assigned by the rule is answered from a template and the customer reads it", async ({
    page,
  }) => {
    test.slow();
    await answerFromTemplate(page, "en");
  });
});
