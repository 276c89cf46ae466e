import { execFile } from "node:child_process";
import { promisify } from "node:util";
import pg from "pg";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { formatPrice } from "@/lib/format";
import { baseURL, E2E_DATABASE_URL } from "../playwright.config";
import { asFreshSender, copy, createPurchaseVehicle, signInAsStaff, uniqueModel } from "./support";

// 新着お知らせメール (issue 21): a buyer saves a search from the catalogue, confirms the address from the mail's
// link, receives one alert when staff publish a matching truck, and stops the alerts from that mail. The mails
// are read from the outbox; the hourly job is run at once with `npm run alerts`, as a cron would. The journey runs in
// Japanese; English is shown by saving and confirming a search.
const labelStart = (text: string) => new RegExp(`^${text}`);

async function query<R>(sql: string, values: unknown[]): Promise<R[]> {
  const client = new pg.Client({ connectionString: E2E_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(sql, values)).rows as R[];
  } finally {
    await client.end();
  }
}

type Mail = { text: string; unsubscribe_url: string | null };

const mailsTo = (email: string, audience: "customer" | "subscriber") =>
  query<Mail>("SELECT text, unsubscribe_url FROM mail_outbox WHERE to_address = $1 AND audience = $2 ORDER BY id", [
    email,
    audience,
  ]);

/** The alert job, run now against the test server's database (its links name the test server). */
async function runAlertJob() {
  await promisify(execFile)("node_modules/.bin/tsx", ["scripts/alerts.ts"], {
    env: { ...process.env, DATABASE_URL: E2E_DATABASE_URL, SITE_URL: baseURL },
  });
}

const linkIn = (text: string, path: string) => {
  const link = new RegExp(`https?://\\S+${path.replace("/", "\\/")}\\?token=[\\w-]+`).exec(text)?.[0];
  expect(link, `${path} in the mail`).toBeTruthy();
  return link!;
};

async function press(page: Page, name: string, answer: string) {
  await page.getByRole("button", { name }).click();
  await expect(page.getByText(answer)).toBeVisible();
}

/**
 * Saves the catalogue page's search (opened at `path`) for `email` from its sign-up page, and opens the confirmation
 * mail's link.
 */
async function saveAndOpenConfirmation(page: Page, locale: "jp" | "en", path: string, email: string) {
  const t = copy[locale];
  await page.goto(path);
  // What it saves is shown on the catalogue, in the words of its confirm page, and again where the address is asked.
  const kind = new URL(path, "http://x").pathname.split("/")[2] as "sale" | "purchase";
  const firstCondition = (region: Locator) =>
    region
      .getByRole("list", { name: t("savedSearch.form.conditions") })
      .getByRole("listitem")
      .first();
  const offer = page.getByRole("region", { name: t("savedSearch.form.title") });
  await expect(firstCondition(offer)).toHaveText(t(`alerts.describe.kind.${kind}`));
  await offer.getByRole("link", { name: t("savedSearch.form.signUp") }).click();
  await expect(page.getByRole("heading", { level: 1, name: t("savedSearch.form.pageTitle") })).toBeVisible();
  const form = page.getByRole("region", { name: t("savedSearch.form.title") });
  await expect(firstCondition(form)).toHaveText(t(`alerts.describe.kind.${kind}`));
  await form.getByLabel(labelStart(t("savedSearch.form.email"))).fill(email);
  await form.getByRole("button", { name: t("savedSearch.form.submit") }).click();
  await expect(form.getByText(t("savedSearch.form.sentTitle"))).toBeVisible();

  // Exactly one confirmation mail, whose link opens a page that shows the search and confirms on a button.
  await expect.poll(async () => (await mailsTo(email, "customer")).length).toBe(1);
  const [confirmation] = await mailsTo(email, "customer");
  await page.goto(linkIn(confirmation.text, "/alerts/confirm"));
  return confirmation;
}

const t = copy.jp;

test("a saved search is confirmed by mail, alerts once, and stops from its link", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const email = await asFreshSender(page);
  const model = uniqueModel(testInfo);

  // The search of the catalogue page, saved with an address of this test's own. The words typed with the search are
  // shown once the address's owner has confirmed it.
  await saveAndOpenConfirmation(page, "jp", `/jp/purchase?q=${model}&sort=price-asc`, email);
  await expect(page.getByText(t("alerts.describe.keywordWithheld"))).toBeVisible();
  await press(page, t("savedSearch.confirm.submit"), t("savedSearch.confirm.doneTitle"));
  await page.reload();
  await expect(page.getByText(t("alerts.describe.keyword", { words: model }))).toBeVisible();

  // Staff publish a truck the search finds; the job mails it once.
  await signInAsStaff(page, "jp");
  await createPurchaseVehicle(page, model);
  await runAlertJob();
  await expect.poll(async () => (await mailsTo(email, "subscriber")).length).toBe(1);
  await runAlertJob();
  const [alert, ...more] = await mailsTo(email, "subscriber");
  expect(more).toHaveLength(0);
  expect(alert.text).toContain(model);
  expect(alert.text).toMatch(/\/jp\/purchase\/item\//);
  expect(alert.unsubscribe_url).toContain("/api/alerts/unsubscribe?token=");

  // Stopped from the mail's link; a mail program's one-click post (from its own servers) is accepted too.
  const unsubscribePage = linkIn(alert.text, "/alerts/unsubscribe");
  await page.goto(unsubscribePage);
  await press(page, t("savedSearch.unsubscribe.submit"), t("savedSearch.unsubscribe.doneTitle"));
  const oneClick = await page.request.post(alert.unsubscribe_url!, {
    form: { "List-Unsubscribe": "One-Click" },
    headers: { Origin: "https://mail.example" },
  });
  expect(oneClick.status()).toBe(200);

  // Nothing more, even with a new match and a day gone by.
  await createPurchaseVehicle(page, model);
  const token = new URL(unsubscribePage).searchParams.get("token");
  await query("UPDATE saved_searches SET last_sent_at = last_sent_at - interval '25 hours' WHERE token = $1", [token]);
  await runAlertJob();
  expect(await mailsTo(email, "subscriber")).toHaveLength(1);
});

// Which searches are mailed, how often, and in which language's links is lib/alerts' unit and integration tests'.
test("in English: a search is saved and confirmed from its English pages", async ({ page }) => {
  const email = await asFreshSender(page);
  const en = copy.en;
  const confirmation = await saveAndOpenConfirmation(page, "en", "/en/sale?sort=price-asc", email);
  // The mail in English too: its opening words, up to the first value filled in.
  expect(confirmation.text).toContain(String(en.raw("alerts.mail.confirmText")).split("{")[0]);
  expect(confirmation.text).toMatch(/\/en\/alerts\/confirm\?token=/);
  await expect(page.getByRole("heading", { level: 1, name: en("savedSearch.confirm.title") })).toBeVisible();
  await press(page, en("savedSearch.confirm.submit"), en("savedSearch.confirm.doneTitle"));
});

test("a search saved with words a stranger chose: neither its mail nor its confirm page shows them", async ({
  page,
}) => {
  const email = await asFreshSender(page);
  const hostile = "【重要】ご本人確認 evil.invalid/pay へ 0120-999-999";
  const confirmation = await saveAndOpenConfirmation(
    page,
    "jp",
    `/jp/sale?${new URLSearchParams({ q: hostile, priceMax: "500" })}`,
    email,
  );
  // The conditions chosen from the form, and a note in place of the words.
  const conditions = page.getByRole("region", { name: t("savedSearch.confirm.conditions") });
  await expect(conditions.getByText(t("alerts.describe.keywordWithheld"))).toBeVisible();
  await expect(
    conditions.getByText(t("alerts.describe.atMost", { value: formatPrice("ja", 5_000_000) })),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: t("savedSearch.confirm.viewSearch") })).toHaveAttribute(
    "href",
    "/jp/sale?priceMax=500",
  );
  for (const typed of ["ご本人確認", "evil.invalid", "0120-999-999"]) {
    expect(confirmation.text).not.toContain(typed);
    await expect(page.locator("body")).not.toContainText(typed);
  }
});
