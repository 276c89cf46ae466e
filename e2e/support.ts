import AxeBuilder from "@axe-core/playwright";
import {
  expect,
  type APIRequestContext,
  type APIResponse,
  type Locator,
  type Page,
  type TestInfo,
} from "@playwright/test";
import { createTranslator } from "next-intl";
import { signAdminToken } from "@/lib/auth/token";
import enMessages from "../messages/en.json";
import jpMessages from "../messages/jp.json";
import { E2E_AUTH_SECRET } from "../playwright.config";

/**
 * The site's copy as a visitor of each locale reads it, by message key (`copy.jp("contactPage.title")`), through
 * the translator the pages use: a journey names what it looks for by key or by role, so rewording a message changes
 * no journey.
 */
export const copy = {
  jp: createTranslator({ locale: "ja", messages: jpMessages }),
  en: createTranslator({ locale: "en", messages: enMessages }),
};

export type CopyKey = Parameters<(typeof copy)["jp"]>[0];

/**
 * A message whose values the journey does not know beforehand, as a pattern in which each `{placeholder}` matches
 * any text and is captured (`copyPattern("jp", "request.thanksText")` captures the receipt number).
 */
export function copyPattern(locale: "jp" | "en", key: CopyKey): RegExp {
  const raw = String(copy[locale].raw(key));
  const escaped = raw.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
  return new RegExp(escaped.replace(/\{[^{}]+\}/g, "(.+?)"));
}

export const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function adminToken(options: { secret?: string; ttlSeconds?: number } = {}) {
  return signAdminToken({ sub: "1", sid: "e2e-session" }, options.secret ?? E2E_AUTH_SECRET, options.ttlSeconds);
}

const NOT_FOUND = {
  jp: { title: "ページが見つかりません", message: (path: string) => `ページが見つかりません：${path}` },
  en: { title: "Page Not Found", message: (path: string) => `Page Not Found: ${path}` },
} as const;

/** The 404 page as the browser shows it; `path` as the address bar shows it (decoded). */
export async function expectNotFoundPage(page: Page, path: string, locale: "jp" | "en") {
  const { title, message } = NOT_FOUND[locale];
  await expect(page).toHaveTitle(new RegExp(`^${title}`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(message(path))).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", locale === "jp" ? "ja" : "en");
}

/**
 * The first HTML the server sends for a page, as a visitor without scripts (or a crawler) gets it: the
 * document's title, its body's markup outside scripts, and that markup's text with entities decoded.
 */
export async function serverHtml(response: APIResponse) {
  const html = await response.text();
  const markup = html.slice(html.indexOf("<body")).replace(/<script\b[\s\S]*?<\/script>/g, " ");
  const text = markup
    .replace(/<[^>]+>/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
  return { html, markup, title, text, lang: /<html lang="([^"]+)"/.exec(html)?.[1] ?? null };
}

/** The 404 page in the first HTML the server sends for the path `url` names (decoded, as people read it). */
export async function expectNotFoundHtml(response: APIResponse, url: string, locale: "jp" | "en") {
  const { title, message } = NOT_FOUND[locale];
  const path = decodeURIComponent(new URL(url, "http://x").pathname);
  expect(response.status(), url).toBe(404);
  const page = await serverHtml(response);
  expect(page.lang, url).toBe(locale === "jp" ? "ja" : "en");
  expect(page.title, url).toMatch(new RegExp(`^${title}`));
  expect(page.text, url).toContain(message(path));
  return page;
}

/**
 * Each test sends its requests as a sender of its own (network and email address), so the rate limit
 * of one test never touches another; the rate-limit test reuses one sender on purpose.
 */
export async function asFreshSender(page: Page) {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}` });
  return `e2e-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.jp`;
}

/**
 * Signs in as the test server's staff account: opens the sign-in page and posts its fields to the sign-in
 * endpoint, as the page's own script does, so the session cookie lands in the page's context. The form
 * itself is what e2e/admin-auth.spec.ts and the keyboard journey walk through; the journeys that only need
 * a session go on to their own pages without waiting on a dashboard they never look at.
 */
export async function signInAsStaff(page: Page, locale: "jp" | "en" = "jp") {
  const { E2E_ADMIN } = await import("../playwright.config");
  await page.goto(`/${locale}/admin/auth`);
  const response = await page.request.post("/api/admin/login", {
    headers: { Origin: new URL(page.url()).origin, Accept: "application/json" },
    multipart: { email: E2E_ADMIN.email, password: E2E_ADMIN.password, locale },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Signs a request context in as the test server's staff account with the plain form post a browser without scripts
 * sends.
 */
export async function signInByForm(request: APIRequestContext, locale: "jp" | "en" = "jp") {
  const { E2E_ADMIN, baseURL } = await import("../playwright.config");
  const form = { locale: locale === "jp" ? "ja" : "en", email: E2E_ADMIN.email, password: E2E_ADMIN.password };
  const response = await request.post("/api/admin/login", { form, headers: { origin: baseURL }, maxRedirects: 0 });
  expect(response.status(), "signed in").toBe(303);
}

/**
 * Opens a confirmation dialog with its button. A click that lands before the page's scripts have started
 * does nothing (a loaded machine can take a moment), so it is repeated until the dialog shows, as a
 * person would click again.
 */
export async function openDialog(page: Page, button: Locator, name: string) {
  const dialog = page.getByRole("dialog", { name });
  await expect(async () => {
    if (!(await dialog.isVisible())) await button.click();
    await expect(dialog).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return dialog;
}

/**
 * A button among a staff list row's actions (in `scope`, a row or the page whose one row has it). On a phone
 * they sit in the row's menu, opened first (again if a click before the page's scripts started was lost); on a
 * computer they stand in the row.
 */
export async function rowAction(scope: Page | Locator, name: string | RegExp) {
  const row =
    "goto" in scope
      ? scope.getByRole("row").filter({ has: scope.getByRole("button", { name, includeHidden: true }) })
      : scope;
  const button = row.getByRole("button", { name });
  const menu = row.locator("button[aria-expanded], summary").first();
  await expect(async () => {
    if (!(await button.isVisible())) await menu.click();
    await expect(button).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return button;
}

/** The fields a published purchase listing needs, on the Japanese staff form (the model code may be a wrong one). */
export async function fillPurchaseListing(page: Page, model: string, price = "3,850,000", modelCode = "TKG-NMR85") {
  await page.getByLabel("掲載状況").selectOption("published");
  await page.getByLabel("車両名（日本語）").fill(`いすゞ ${model} 3t 平ボディ`);
  await page.getByLabel("車両名（英語）").fill(`Isuzu ${model} 3 t flatbed`);
  await page.getByLabel("メーカー").selectOption({ label: "いすゞ" });
  await page.getByLabel("クラス").selectOption({ index: 1 });
  await page.getByLabel("ボディ形状").selectOption({ label: "平ボディ" });
  await page.getByLabel("買取価格（税込・円）").fill(price);
  await page.getByLabel("車名（英字）").fill(model);
  await page.getByLabel("型式").fill(modelCode);
  await page.getByLabel("年式（西暦）").fill("2019");
}

/**
 * A published vehicle of the test's own, saved through the staff form (the page must be signed in).
 * Journeys make theirs in the purchase catalogue only: the sale catalogue stays the demo's, so the
 * journeys that count it, page through it or open its newest truck are never disturbed by them.
 * `model` (Latin capitals and digits) is what a search finds it by, alone.
 */
export async function createPurchaseVehicle(page: Page, model: string, price = "3,850,000") {
  await page.goto("/jp/admin/purchase/new");
  await fillPurchaseListing(page, model, price);
  await page.getByLabel("車検満了（年）").fill("2027");
  await page.getByLabel("車検満了（月）").fill("3");
  await page.getByRole("button", { name: "保存する" }).click();
  await expect(page).toHaveURL(/\/jp\/admin\/purchase\/\d+\?created=1#photos$/);
}

/** A vehicle model name no other test or run uses, in the capitals and digits the form asks for. */
export function uniqueModel(testInfo: TestInfo) {
  const random = Math.random().toString(36).slice(2, 6);
  return `E2E${testInfo.project.name}${Date.now().toString(36)}${random}`.toUpperCase();
}

/** The labels of a request form's fields and its send button, as the visitor reads them in each language. */
export const REQUEST_FIELDS = {
  jp: {
    last: /^姓/,
    first: /^名/,
    email: /^メールアドレス/,
    phone: /^電話番号/,
    message: /^お問い合わせ内容/,
    send: "送信する",
  },
  en: {
    last: /^Last name/,
    first: /^First name/,
    email: /^Email address/,
    phone: /^Phone number/,
    message: /^Message/,
    send: "Send",
  },
} as const;

/** The form's answers to what every request asks besides name and contact: フリガナ, the prefecture and the consent. */
export const REQUEST_TERMS = { nameKana: "テスト タロウ", prefecture: "23", privacyConsent: "on" } as const;

/** Fills フリガナ (Japanese form only), chooses the prefecture and agrees to the privacy policy. */
export async function fillRequestTerms(page: Page) {
  const ja = new URL(page.url()).pathname.startsWith("/jp");
  if (ja) await page.getByLabel(/^フリガナ/).fill("てすと たろう");
  await page.getByLabel(ja ? /都道府県/ : /^Prefecture/).selectOption(REQUEST_TERMS.prefecture);
  await page.getByLabel(ja ? "プライバシーポリシーに同意する" : "I agree to the privacy policy").check();
}

/** Fills a request form (contact, order, several vehicles) as a visitor would, ready to send. */
export async function fillRequest(page: Page, locale: "jp" | "en", lastName: string, email: string) {
  const fields = REQUEST_FIELDS[locale];
  await page.getByLabel(fields.last).fill(lastName);
  await page.getByLabel(fields.first).fill("Taro");
  await page.getByLabel(fields.email).fill(email);
  await page.getByLabel(fields.phone).fill("090-1234-5678");
  await page.getByLabel(fields.message).fill("2t平ボディを探しています。");
  await fillRequestTerms(page);
}

/** The phone's button that opens the catalogue's search as a sheet, in either language (with or without its count). */
export const FILTER_BUTTON = new RegExp(
  `^(${copy.jp("catalogueSheet.filterButton")}|${copy.en("catalogueSheet.filterButton")})`,
);

/**
 * The catalogue's search form, ready to fill in. On a phone it hides behind a button that opens it as a sheet
 * (without scripts, a disclosure that shows it in place); on a computer it is always there.
 */
export async function catalogueFilters(page: Page, { scripts = true } = {}): Promise<Locator> {
  const form = page.getByRole("search");
  if (await form.isVisible()) return form;
  if (scripts) {
    const trigger = page.getByRole("button", { name: FILTER_BUTTON });
    await expect(async () => {
      if (!(await form.isVisible())) await trigger.click();
      await expect(form).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
  } else {
    await page.locator("summary", { hasText: FILTER_BUTTON }).click();
    await expect(form).toBeVisible();
  }
  return form;
}

/** Runs the form's search with its button (which counts the vehicles it will show). */
export async function runCatalogueSearch(page: Page) {
  await page.getByRole("search").getByTestId("catalogue-submit").click();
}

/**
 * Picks an option of the catalogue's search and runs it: a computer's form searches as soon as an option is
 * picked; the phone's sheet waits for its button.
 */
export async function chooseCatalogueOption(page: Page, label: string | RegExp, value: string) {
  const form = await catalogueFilters(page);
  await form.getByLabel(label).selectOption(value);
  if (await page.getByRole("dialog").isVisible()) await runCatalogueSearch(page);
}

/** What axe finds against the WCAG 2.1 A and AA rules that is serious or critical, one line each. */
export async function seriousViolations(page: Page) {
  // Next streams a dynamic page's <title> after its body, and puts it back after a refresh (a staff save): the
  // page is judged once it has one, as a reader finds it, not in the moment between. A refresh that lands while
  // axe reads the page takes the title away under it, so such a reading is taken again.
  for (let reading = 1; ; reading++) {
    await expect(page).toHaveTitle(/\S/);
    const { violations } = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    const serious = violations.filter((violation) => violation.impact === "serious" || violation.impact === "critical");
    if (reading < 3 && serious.some((violation) => violation.id === "document-title")) continue;
    return serious.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .map((node) => node.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
  }
}
