import { execFile } from "node:child_process";
import { promisify } from "node:util";
import pg from "pg";
import { expect, test, type Page } from "@playwright/test";
import jp from "../messages/jp.json";
import en from "../messages/en.json";
import { baseURL, E2E_DATABASE_URL } from "../playwright.config";
import { asFreshSender, createPurchaseVehicle, signInAsStaff, uniqueModel } from "./support";

// 新着お知らせメール (issue 21): a buyer saves a search from the catalogue, confirms the address from the mail's
// link, receives one alert when staff publish a matching truck, and stops the alerts from that mail. The mails
// are read from the outbox; the hourly job is run at once with `npm run alerts`, as a cron would.
const M = { jp, en } as const;
const T = {
  jp: {
    form: "この条件で新着をメールで受け取る",
    email: /^メールアドレス/,
    save: "登録する",
    sent: "確認メールをお送りしました",
    confirm: "登録を完了する",
    confirmed: "ご登録が完了しました",
    unsubscribe: "配信を停止する",
    unsubscribed: "配信を停止しました",
  },
  en: {
    form: "Email me new vehicles matching this search",
    email: /^Email address/,
    save: "Sign up",
    sent: "We have sent you a confirmation email",
    confirm: "Complete sign-up",
    confirmed: "You are signed up",
    unsubscribe: "Stop these emails",
    unsubscribed: "The alert is stopped",
  },
} as const;

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

/** A saved search's free words as its pages show them once the address is confirmed. */
const keyword = (locale: "jp" | "en", words: string) => M[locale].alerts.describe.keyword.replace("{words}", words);

for (const locale of ["jp", "en"] as const) {
  const t = T[locale];

  test(`a saved search is confirmed by mail, alerts once, and stops from its link (${locale})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const email = await asFreshSender(page);
    const model = uniqueModel(testInfo);

    // The search of the catalogue page, saved with an address of this test's own.
    await page.goto(`/${locale}/purchase?q=${model}&sort=price-asc`);
    const form = page.getByRole("region", { name: t.form });
    await form.getByLabel(t.email).fill(email);
    await form.getByRole("button", { name: t.save }).click();
    await expect(form.getByText(t.sent)).toBeVisible();

    // Exactly one confirmation mail; its link opens a page that shows the search and confirms on a button. The
    // words typed with the search are shown once the address's owner has confirmed it.
    await expect.poll(async () => (await mailsTo(email, "customer")).length).toBe(1);
    const [confirmation] = await mailsTo(email, "customer");
    await page.goto(linkIn(confirmation.text, "/alerts/confirm"));
    await expect(page.getByText(M[locale].alerts.describe.keywordWithheld)).toBeVisible();
    await press(page, t.confirm, t.confirmed);
    await page.reload();
    await expect(page.getByText(keyword(locale, model))).toBeVisible();

    // Staff publish a truck the search finds; the job mails it once.
    await signInAsStaff(page, locale);
    await createPurchaseVehicle(page, model);
    await runAlertJob();
    await expect.poll(async () => (await mailsTo(email, "subscriber")).length).toBe(1);
    await runAlertJob();
    const [alert, ...more] = await mailsTo(email, "subscriber");
    expect(more).toHaveLength(0);
    expect(alert.text).toContain(model);
    expect(alert.text).toMatch(new RegExp(`/${locale}/purchase/item/`));
    expect(alert.unsubscribe_url).toContain("/api/alerts/unsubscribe?token=");

    // Stopped from the mail's link; a mail program's one-click post (from its own servers) is accepted too.
    const unsubscribePage = linkIn(alert.text, "/alerts/unsubscribe");
    await page.goto(unsubscribePage);
    await press(page, t.unsubscribe, t.unsubscribed);
    const oneClick = await page.request.post(alert.unsubscribe_url!, {
      form: { "List-Unsubscribe": "One-Click" },
      headers: { Origin: "https://mail.example" },
    });
    expect(oneClick.status()).toBe(200);

    // Nothing more, even with a new match and a day gone by.
    await createPurchaseVehicle(page, model);
    const token = new URL(unsubscribePage).searchParams.get("token");
    await query("UPDATE saved_searches SET last_sent_at = last_sent_at - interval '25 hours' WHERE token = $1", [
      token,
    ]);
    await runAlertJob();
    expect(await mailsTo(email, "subscriber")).toHaveLength(1);
  });
}

test("a search saved with words a stranger chose: neither its mail nor its confirm page shows them", async ({
  page,
}) => {
  const email = await asFreshSender(page);
  const hostile = "【重要】ご本人確認 evil.invalid/pay へ 0120-999-999";
  await page.goto(`/jp/sale?${new URLSearchParams({ q: hostile, priceMax: "500" })}`);
  const form = page.getByRole("region", { name: T.jp.form });
  await form.getByLabel(T.jp.email).fill(email);
  await form.getByRole("button", { name: T.jp.save }).click();
  await expect(form.getByText(T.jp.sent)).toBeVisible();

  await expect.poll(async () => (await mailsTo(email, "customer")).length).toBe(1);
  const [confirmation] = await mailsTo(email, "customer");
  await page.goto(linkIn(confirmation.text, "/alerts/confirm"));
  // The conditions chosen from the form, and a note in place of the words.
  const conditions = page.getByRole("region", { name: jp.savedSearch.confirm.conditions });
  await expect(conditions.getByText(jp.alerts.describe.keywordWithheld)).toBeVisible();
  await expect(conditions.getByText(/500万円以下/)).toBeVisible();
  await expect(page.getByRole("link", { name: jp.savedSearch.confirm.viewSearch })).toHaveAttribute(
    "href",
    "/jp/sale?priceMax=500",
  );
  for (const typed of ["ご本人確認", "evil.invalid", "0120-999-999"]) {
    expect(confirmation.text).not.toContain(typed);
    await expect(page.locator("body")).not.toContainText(typed);
  }
});
