import { readFile } from "node:fs/promises";
import pg from "pg";
import { expect, test } from "@playwright/test";
import { E2E_ADMIN, E2E_DATABASE_URL } from "../playwright.config";
import { formatCalendarDate } from "@/lib/format";
import { formatPhone } from "@/lib/phone";
import {
  asFreshSender,
  copy,
  copyPattern,
  expectNotFoundPage,
  fillRequestTerms,
  REQUEST_FIELDS,
  axeViolations,
  signInAsStaff,
} from "./support";

// An inbox for the day (issue 22): a visitor asks for the auction agency; staff find the request by its phone
// number typed another way, write two notes, move it on, date its 落札 and export the filter as CSV; the customer
// opens the status page their acknowledgement mail links to and sees what staff just set. This is the journey of a
// visitor's request to the staff inbox, once, in Japanese; e2e/admin-orders.spec.ts shows the inbox in English. The
// rules beneath are unit and integration tests': lib/admin/orders.integration.test.ts (search by a phone number
// however typed, the workflow's steps, notes, the CSV), lib/requests/status-page.integration.test.ts (what the status
// page shows, its deadlines) and lib/format.test.ts (dates in either language).

const t = copy.jp;

/** Full-width digits and hyphens, as a Japanese keyboard in full-width mode types them. */
const typedPhone = (digits: string) =>
  `${digits.slice(0, 3)}－${digits.slice(3, 7)}－${digits.slice(7)}`.replace(/\d/g, (d) =>
    String.fromCharCode(d.charCodeAt(0) + 0xfee0),
  );

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

test("staff find a request by phone, note it, move it on and export it; the customer sees it", async ({
  page,
  browser,
  baseURL,
}) => {
  // Two people, a sent form, a mail, a download and an accessibility scan: the longest staff journey, 35–40 s
  // on a slow day.
  test.slow();
  const fields = REQUEST_FIELDS.jp;
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  const email = await asFreshSender(visitor);
  const phone = `090${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;
  const formatted = formatPhone(phone);
  await visitor.goto("/jp/contact/auction");
  await visitor.getByLabel(fields.last).fill("受信箱");
  await visitor.getByLabel(fields.first).fill("試験");
  await visitor.getByLabel(fields.email).fill(email);
  await visitor.getByLabel(fields.phone).fill(phone);
  await visitor.getByLabel(fields.message).fill("4tユニック車を探しています");
  await fillRequestTerms(visitor);
  await visitor.getByRole("button", { name: fields.send }).click();
  await expect(visitor.getByRole("heading", { name: t("request.thanksTitle") })).toBeVisible();
  const n = copyPattern("jp", "request.thanksText").exec((await visitor.getByRole("status").textContent())!)![1];

  // The export is for staff only.
  expect((await visitor.request.get("/api/admin/orders/export")).status()).toBe(401);

  // The dashboard's tile of new auction requests opens the inbox filtered to them.
  await signInAsStaff(page, "jp");
  await page.goto("/jp/admin");
  await page
    .getByRole("link")
    .filter({ has: page.getByTestId("new-auction") })
    .click();
  await expect(page).toHaveURL(/\/admin\/orders\?type=auction&status=new$/);
  await expect(page.getByRole("link", { name: n, exact: true })).toBeVisible();

  // Staff search the inbox by the phone number, typed another way than the visitor did.
  await page.goto("/jp/admin/orders");
  await page.getByLabel(t("admin.orders.search")).fill(typedPhone(phone));
  await page.getByRole("button", { name: t("admin.orders.apply") }).click();
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
    await page.getByLabel(t("admin.orders.noteLabel")).fill(note);
    await page.getByRole("button", { name: t("admin.orders.addNote") }).click();
    await expect(page.getByRole("status")).toHaveText(t("admin.orders.noteAdded"));
    await expect(page.getByTestId("order-notes").getByText(note)).toBeVisible();
  }
  const notes = page.getByTestId("order-notes").getByRole("listitem");
  await expect(notes).toHaveCount(2);
  for (const note of await notes.all()) await expect(note).toContainText(E2E_ADMIN.name);
  await expect(notes.first()).toContainText(/\d{4}年\d{1,2}月\d{1,2}日/);

  // The next step, and the history that records it.
  const statuses = (status: "new" | "contacted") => t(`admin.orders.statuses.${status}`);
  await page.getByRole("button", { name: t("admin.orders.moveLabel.contacted") }).click();
  await expect(page.getByRole("status")).toHaveText(t("admin.orders.statusChanged", { status: statuses("contacted") }));
  // In words: the status by name, the note as written.
  const history = page.getByRole("region", { name: t("admin.orders.history") });
  const statusEntry = history.getByRole("listitem").filter({ hasText: t("admin.history.actions.status") });
  await expect(statusEntry.getByRole("term")).toHaveText(t("admin.orders.status"));
  await expect(statusEntry.getByRole("definition")).toContainText(statuses("new"));
  await expect(statusEntry.getByRole("definition")).toContainText(statuses("contacted"));
  await expect(history.getByRole("listitem").filter({ hasText: "予算300万円まで" })).toHaveCount(1);

  // The whole log says the same, with a link back to the request.
  await page.goto("/jp/admin/history?entity=order");
  const entries = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: `#${n}`, exact: true }) });
  await expect(entries.filter({ hasText: t("admin.history.actions.status") }).getByRole("term")).toHaveText(
    t("admin.orders.status"),
  );
  await expect(entries.filter({ hasText: "予算300万円まで" })).toHaveCount(1);
  await entries
    .first()
    .getByRole("link", { name: `#${n}`, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/jp/admin/orders/${n}$`));

  // The auction day, from which the customer's deadlines count.
  await page.getByLabel(new RegExp(`^4\\. ${t("admin.orders.steps.win")}`)).fill("2027-06-07");
  await page.getByRole("button", { name: t("admin.orders.saveSteps") }).click();
  await expect(page.getByRole("status").filter({ hasText: t("admin.orders.stepsSaved") })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  // The CSV of the inbox's filter holds the request, in a file Excel reads as UTF-8.
  await page.goto(`/jp/admin/orders?q=${encodeURIComponent(typedPhone(phone))}`);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: t("admin.orders.exportCsv") }).click(),
  ]);
  const csv = await readFile((await download.path())!, "utf8");
  const header = (["number", "received", "type", "status"] as const).map((column) => t(`admin.orders.${column}`));
  expect(csv.startsWith(`\uFEFF${header.join(",")},`)).toBe(true);
  const lines = csv.split("\r\n");
  expect(lines).toHaveLength(3);
  expect(lines[1]).toMatch(new RegExp(`^${n},`));
  expect(lines[1]).toContain(`,${formatted},`);
  // A working file: the receipt time as a spreadsheet reads and sorts it, in Japan's time (2026-12-07 14:05), and
  // the notes thread oldest first.
  expect(lines[1]).toMatch(new RegExp(`^${n},\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},`));
  expect(lines[1]).toMatch(/折り返しは午後希望[^]*予算300万円まで/);

  // What the customer wrote finds the request too, typed in half-width kana.
  await page.goto(`/jp/admin/orders?q=${encodeURIComponent(`ﾕﾆｯｸ車 ${phone}`)}`);
  await expect(page.getByRole("link", { name: n, exact: true })).toBeVisible();

  // The customer follows the link in their acknowledgement mail.
  await expect.poll(async () => (await customerMails(email)).length).toBe(1);
  const [mail] = await customerMails(email);
  const link = /https?:\/\/\S+\/jp\/requests\/[\w-]{43}/.exec(mail)?.[0];
  expect(link, "the status page's link in the mail").toBeTruthy();
  await visitor.goto(link!);
  await expect(visitor.getByTestId("request-status")).toHaveText(t("requestStatus.statuses.contacted"));
  await expect(visitor.getByText(n, { exact: true })).toBeVisible();
  await expect(visitor.locator('[data-step="win"]')).toContainText(formatCalendarDate("ja", "2027-06-07", "full"));
  // The balance's deadline, counted from the win (the rule is lib/auction's).
  await expect(visitor.getByText(formatCalendarDate("ja", "2027-06-10", "full"))).toBeVisible();
  // Nothing the sender typed: the address the mail went to was never verified.
  await expect(visitor.getByText("4tユニック車を探しています")).toHaveCount(0);
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  expect(await axeViolations(visitor)).toEqual([]);
  await visitorContext.close();

  // A token of the right shape that opens no request is the site's 404.
  const wrong = `/jp/requests/${"A".repeat(43)}`;
  expect((await page.goto(wrong))!.status()).toBe(404);
  await expectNotFoundPage(page, wrong, "jp");
});
