import { readFile } from "node:fs/promises";
import pg from "pg";
import { expect, test } from "@playwright/test";
import { E2E_ADMIN, E2E_DATABASE_URL } from "../playwright.config";
import {
  asFreshSender,
  expectNotFoundPage,
  fillRequestTerms,
  REQUEST_FIELDS,
  seriousViolations,
  signInAsStaff,
} from "./support";

// An inbox for the day (issue 22): a visitor asks for the auction agency; staff find the request by its phone
// number typed another way, write two notes, move it on, date its 落札 and export the filter as CSV; the customer
// opens the status page their acknowledgement mail links to and sees what staff just set.
const T = {
  jp: {
    number: /受付番号は (\d+) です/,
    // Full-width digits and hyphens, as a Japanese keyboard in full-width mode types them.
    typedPhone: (digits: string) =>
      `${digits.slice(0, 3)}－${digits.slice(3, 7)}－${digits.slice(7)}`.replace(/\d/g, (d) =>
        String.fromCharCode(d.charCodeAt(0) + 0xfee0),
      ),
    search: "検索",
    apply: "絞り込む",
    noteField: "メモを追加",
    addNote: "メモを追加",
    noteAdded: "メモを追加しました。",
    next: "連絡済みにする",
    statusChanged: "状況を「連絡済み」に変更しました。",
    history: "状況を「新規」から「連絡済み」に変更",
    winDay: /^4\. 落札/,
    saveSteps: "日付を保存",
    stepsSaved: "日付を保存しました。",
    exportCsv: "この条件でCSVを書き出す",
    header: "\uFEFF受付番号,受付日時,種類,状況,",
    customerStatus: "担当者からご連絡いたしました",
    winShown: "2027年6月7日月曜日",
    balanceShown: "2027年6月10日木曜日",
  },
  en: {
    number: /request number is (\d+)\./,
    // Spaces between the groups, as people read a number out.
    typedPhone: (digits: string) => `${digits.slice(0, 3)} ${digits.slice(3, 7)} ${digits.slice(7)}`,
    search: "Search",
    apply: "Filter",
    noteField: "Add a note",
    addNote: "Add note",
    noteAdded: "Note added.",
    next: "Mark as contacted",
    statusChanged: "Status changed to “Contacted”.",
    history: "Status changed from “New” to “Contacted”",
    winDay: /^4\. Winning bid/,
    saveSteps: "Save dates",
    stepsSaved: "Dates saved.",
    exportCsv: "Export these as CSV",
    header: "\uFEFFNo.,Received,Type,Status,",
    customerStatus: "We have been in touch with you",
    winShown: "Monday, 7 June 2027",
    balanceShown: "Thursday, 10 June 2027",
  },
} as const;

async function customerMails(email: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ text: string }>(
      "SELECT text FROM mail_outbox WHERE to_address = $1 AND audience = 'customer' ORDER BY id",
      [email],
    );
    return rows.map((row) => row.text);
  } finally {
    await client.end();
  }
}

for (const locale of ["jp", "en"] as const) {
  const t = T[locale];
  const fields = REQUEST_FIELDS[locale];

  test(`staff find a request by phone, note it, move it on and export it; the customer sees it (${locale})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    // Two people, a sent form, a mail, a download and an accessibility scan: the longest staff journey, 35–40 s
    // on a slow day.
    test.slow();
    const visitorContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    const email = await asFreshSender(visitor);
    const phone = `090${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
    const formatted = `${phone.slice(0, 3)}-${phone.slice(3, 7)}-${phone.slice(7)}`;
    await visitor.goto(`/${locale}/contact/auction`);
    await visitor.getByLabel(fields.last).fill("受信箱");
    await visitor.getByLabel(fields.first).fill("試験");
    await visitor.getByLabel(fields.email).fill(email);
    await visitor.getByLabel(fields.phone).fill(phone);
    await visitor.getByLabel(fields.message).fill("4tユニック車を探しています");
    await fillRequestTerms(visitor);
    await visitor.getByRole("button", { name: fields.send }).click();
    const n = (await visitor.getByRole("status").textContent())!.match(t.number)![1];

    // The export is for staff only.
    expect((await visitor.request.get("/api/admin/orders/export")).status()).toBe(401);

    // The dashboard's tile of new auction requests opens the inbox filtered to them.
    await signInAsStaff(page, locale);
    await page.goto(`/${locale}/admin`);
    await page
      .getByRole("link")
      .filter({ has: page.getByTestId("new-auction") })
      .click();
    await expect(page).toHaveURL(/\/admin\/orders\?type=auction&status=new$/);
    await expect(page.getByRole("link", { name: n, exact: true })).toBeVisible();

    // Staff search the inbox by the phone number, typed another way than the visitor did.
    await page.goto(`/${locale}/admin/orders`);
    await page.getByLabel(t.search).fill(t.typedPhone(phone));
    await page.getByRole("button", { name: t.apply }).click();
    await expect(page).toHaveURL(/[?&]q=/);
    const rows = page.getByRole("row").filter({ hasText: n });
    await expect(rows).toHaveCount(1);
    await expect(rows.getByRole("link", { name: formatted })).toHaveAttribute("href", `tel:${phone}`);
    await page.getByRole("link", { name: n, exact: true }).click();
    await expect(page.getByTestId("order-phone")).toHaveText(formatted);
    await expect(page.getByTestId("order-phone")).toHaveAttribute("href", `tel:${phone}`);
    await expect(page.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);

    // Two notes, each in the thread with its author and time.
    for (const note of ["折り返しは午後希望", "予算300万円まで"]) {
      await page.getByLabel(t.noteField).fill(note);
      await page.getByRole("button", { name: t.addNote }).click();
      await expect(page.getByRole("status")).toHaveText(t.noteAdded);
      await expect(page.getByTestId("order-notes").getByText(note)).toBeVisible();
    }
    const notes = page.getByTestId("order-notes").getByRole("listitem");
    await expect(notes).toHaveCount(2);
    for (const note of await notes.all()) await expect(note).toContainText(E2E_ADMIN.email);
    await expect(notes.first()).toContainText(locale === "jp" ? /\d{4}年\d{1,2}月\d{1,2}日/ : /\d{4}, \d{2}:\d{2}/);

    // The next step, and the history that records it.
    await page.getByRole("button", { name: t.next }).click();
    await expect(page.getByRole("status")).toHaveText(t.statusChanged);
    await expect(page.getByTestId("order-history")).toContainText(t.history);

    // The auction day, from which the customer's deadlines count.
    await page.getByLabel(t.winDay).fill("2027-06-07");
    await page.getByRole("button", { name: t.saveSteps }).click();
    await expect(page.getByRole("status").filter({ hasText: t.stepsSaved })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // The CSV of the inbox's filter holds the request, in a file Excel reads as UTF-8.
    await page.goto(`/${locale}/admin/orders?q=${encodeURIComponent(t.typedPhone(phone))}`);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: t.exportCsv }).click(),
    ]);
    const csv = await readFile((await download.path())!, "utf8");
    expect(csv.startsWith(t.header)).toBe(true);
    const lines = csv.split("\r\n");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(new RegExp(`^${n},`));
    expect(lines[1]).toContain(`,${formatted},`);

    // The customer follows the link in their acknowledgement mail.
    await expect.poll(async () => (await customerMails(email)).length).toBe(1);
    const [mail] = await customerMails(email);
    const link = new RegExp(`https?://\\S+/${locale}/requests/[\\w-]{43}`).exec(mail)?.[0];
    expect(link, "the status page's link in the mail").toBeTruthy();
    await visitor.goto(link!);
    await expect(visitor.getByTestId("request-status")).toHaveText(t.customerStatus);
    await expect(visitor.getByText(n, { exact: true })).toBeVisible();
    await expect(visitor.locator('[data-step="win"]')).toContainText(t.winShown);
    await expect(visitor.getByText(t.balanceShown)).toBeVisible();
    // Nothing the sender typed: the address the mail went to was never verified.
    await expect(visitor.getByText("4tユニック車を探しています")).toHaveCount(0);
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    expect(await seriousViolations(visitor)).toEqual([]);
    await visitorContext.close();

    // A token of the right shape that opens no request is the site's 404.
    const wrong = `/${locale}/requests/${"A".repeat(43)}`;
    expect((await page.goto(wrong))!.status()).toBe(404);
    await expectNotFoundPage(page, wrong, locale);
  });
}
