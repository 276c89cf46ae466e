import AxeBuilder from "@axe-core/playwright";
import {
  expect,
  type APIRequestContext,
  type APIResponse,
  type Locator,
  type Page,
  type TestInfo,
} from "@playwright/test";
import pg from "pg";
import { createTranslator } from "next-intl";
import { signAdminToken } from "@/lib/auth/token";
import enMessages from "../messages/en.json";
import jpMessages from "../messages/jp.json";
import { bodyTypes as seedBodyTypes, makers as seedMakers } from "../prisma/seed/master-data";
import { E2E_AUTH_SECRET, E2E_DATABASE_URL } from "../playwright.config";
import { readHiddenFields } from "../scripts/lib/contact-form";

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
  // A line break in a message is any white space on the page, as Playwright reads it.
  return new RegExp(escaped.replace(/\{[^{}]+\}/g, "(.+?)").replace(/\s+/g, "\\s+"));
}

export const YEAR_SECONDS = 365 * 24 * 60 * 60;

export function adminToken(options: { secret?: string; ttlSeconds?: number } = {}) {
  return signAdminToken({ sub: "1", sid: "e2e-session" }, options.secret ?? E2E_AUTH_SECRET, options.ttlSeconds);
}

const NOT_FOUND = {
  jp: {
    title: copy.jp("errors.notFoundTitle"),
    message: (path: string) => copy.jp("errors.notFoundMessage", { path }),
  },
  en: {
    title: copy.en("errors.notFoundTitle"),
    message: (path: string) => copy.en("errors.notFoundMessage", { path }),
  },
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
  await page.context().setExtraHTTPHeaders(freshSenderHeaders());
  return freshEmail();
}

/** The header that makes a plain request (the request fixture) come from a network of its own. */
export function freshSenderHeaders(): Record<string, string> {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  return { "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}` };
}

/** An email address no other test or run sends from. */
export function freshEmail() {
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

/** Signs in again in the dialog over a staff page whose session ended: what was on the page stays. */
export async function signInAgainInDialog(page: Page, locale: "jp" | "en") {
  const t = copy[locale];
  const { E2E_ADMIN } = await import("../playwright.config");
  const dialog = page.getByRole("dialog", { name: t("actions.signInTitle") });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(t("admin.auth.email")).fill(E2E_ADMIN.email);
  await dialog.getByLabel(t("admin.auth.password")).fill(E2E_ADMIN.password);
  await dialog.getByRole("button", { name: t("admin.auth.submit") }).click();
  // Signing in hashes the password on purpose slowly (scrypt): on a busy machine more than expect's 5 s.
  await expect(dialog).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole("status").filter({ hasText: t("actions.signedInAgain") })).toBeVisible();
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
 * person would click again. `name` is the dialog's title, as the page's copy has it (`copy.jp(...)`).
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
 * they sit in the row's menu (named by admin.common.actionsFor), opened first (again if a click before the page's
 * scripts started was lost); on a computer they stand in the row.
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

/** The locale of the page's address: /jp/… or /en/…. */
function localeOf(page: Page): "jp" | "en" {
  return new URL(page.url()).pathname.startsWith("/en") ? "en" : "jp";
}

/**
 * The fields a published purchase listing needs, on the staff form in the page's language (the model code may be
 * a wrong one). The vehicle is an Isuzu flatbed of the demo's master data (prisma/seed/master-data.ts).
 */
export async function fillPurchaseListing(page: Page, model: string, price = "3,850,000", modelCode = "TKG-NMR85") {
  const t = copy[localeOf(page)];
  const field = (key: string) => page.getByLabel(t(`admin.vehicleForm.fields.${key}` as CopyKey), { exact: true });
  const maker = seedMakers.find((entry) => entry.slug === "isuzu")!;
  const flatbed = seedBodyTypes.find((entry) => entry.slug === "flatbed")!;
  const en = localeOf(page) === "en";
  await field("status").selectOption("published");
  await field("nameJa").fill(`いすゞ ${model} 3t 平ボディ`);
  await field("nameEn").fill(`Isuzu ${model} 3 t flatbed`);
  await field("makerId").selectOption({ label: en ? maker.nameEn : maker.nameJa });
  await field("loadClassId").selectOption({ index: 1 });
  await field("bodyTypeId").selectOption({ label: en ? flatbed.nameEn : flatbed.nameJa });
  await page.getByLabel(t("admin.vehicleForm.price.purchase"), { exact: true }).fill(price);
  await field("modelNameEn").fill(model);
  await field("modelCode").fill(modelCode);
  await field("modelYear").fill("2019");
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
  await page.getByLabel(copy.jp("admin.vehicleForm.fields.inspectionYear"), { exact: true }).fill("2027");
  await page.getByLabel(copy.jp("admin.vehicleForm.fields.inspectionMonth"), { exact: true }).fill("3");
  await page.getByRole("button", { name: copy.jp("admin.vehicleForm.save"), exact: true }).click();
  await expect(page).toHaveURL(/\/jp\/admin\/purchase\/\d+\?created=1#photos$/);
}

/** A vehicle model name no other test or run uses, in the capitals and digits the form asks for. */
export function uniqueModel(testInfo: TestInfo) {
  const random = Math.random().toString(36).slice(2, 6);
  return `E2E${testInfo.project.name}${Date.now().toString(36)}${random}`.toUpperCase();
}

/** A message as the start of a label (the label goes on with its 必須/任意 badge or hint). */
export const labelStart = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`);

/** The labels of a request form's fields and its send button, as the visitor reads them in `locale`. */
function requestFields(locale: "jp" | "en") {
  const t = copy[locale] as (typeof copy)["jp"];
  return {
    last: labelStart(t("form.lastName")),
    first: labelStart(t("form.firstName")),
    email: labelStart(t("form.email")),
    phone: labelStart(t("form.phone")),
    message: labelStart(t("form.message")),
    send: t("form.submit"),
  };
}

export const REQUEST_FIELDS = { jp: requestFields("jp"), en: requestFields("en") } as const;

/** The form's answers to what every request asks besides name and contact: フリガナ, the prefecture and the consent. */
export const REQUEST_TERMS = { nameKana: "テスト タロウ", prefecture: "23", privacyConsent: "on" } as const;

/** The prefecture's label, which names what the request is about (where the vehicle is, or where the buyer is). */
const prefectureLabel = (locale: "jp" | "en") =>
  new RegExp(
    `^(?:${(["vehicle", "buyer", "any"] as const)
      .map((of) => labelStart(copy[locale](`form.prefecture.${of}`)).source.slice(1))
      .join("|")})`,
  );

/**
 * Fills フリガナ (Japanese form only), chooses the prefecture (or 海外), the maker and body type where the form asks
 * about a seller's vehicle (買取, 査定: the first of each list), and agrees to the privacy policy.
 */
export async function fillRequestTerms(page: Page, prefecture: string = REQUEST_TERMS.prefecture) {
  const locale = new URL(page.url()).pathname.startsWith("/jp") ? "jp" : "en";
  if (locale === "jp") await page.getByLabel(labelStart(copy.jp("form.nameKana"))).fill("てすと たろう");
  await page.getByLabel(prefectureLabel(locale)).selectOption(prefecture);
  const vehicle = page.locator('select[name="maker"], select[name="bodyType"]').filter({ visible: true });
  for (const select of await vehicle.all()) await select.selectOption({ index: 1 });
  await page.getByLabel(copy[locale]("form.privacyConsent")).check();
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

const IMPACTS = ["minor", "moderate", "serious", "critical"] as const;

/**
 * What axe finds against the WCAG 2.1 A and AA rules at `least` this impact, one line each; from "moderate", its
 * best practices too (every part of the page in a landmark, headings that skip no level).
 */
export async function axeViolations(page: Page, least: "moderate" | "serious" = "serious") {
  const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", ...(least === "moderate" ? ["best-practice"] : [])];
  const counts = (impact: string | null | undefined) =>
    IMPACTS.indexOf(impact as (typeof IMPACTS)[number]) >= IMPACTS.indexOf(least);
  // Next streams a dynamic page's <title> after its body, and puts it back after a refresh (a staff save): the
  // page is judged once it has one, as a reader finds it, not in the moment between. A refresh that lands while
  // axe reads the page takes the title away under it, so such a reading is taken again.
  for (let reading = 1; ; reading++) {
    await expect(page).toHaveTitle(/\S/);
    const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
    const found = violations.filter((violation) => counts(violation.impact));
    if (reading < 3 && found.some((violation) => violation.id === "document-title")) continue;
    return found.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .map((node) => node.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
  }
}

/**
 * Waits until the page's scripts have taken over the form that holds `control` (React has hydrated it), for the
 * journeys about what the scripts do: a click before then posts the form as a browser without them does. Waits for
 * that sign itself, not for the network to fall quiet.
 */
export async function scriptsStarted(control: Locator) {
  await expect
    .poll(
      () =>
        control.evaluate((element) =>
          Object.keys(element.closest("form") ?? element).some((key) => key.startsWith("__reactProps$")),
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** What a visitor answers on a request form (contact, order, several vehicles), as the form posts it. */
export function requestAnswers(lastName: string, email: string): Record<string, string> {
  return {
    ...REQUEST_TERMS,
    lastName,
    firstName: "Taro",
    email,
    phone: "090-1234-5678",
    contactMethod: "phone",
    message: "2t平ボディを探しています。",
    website: "",
  };
}

/**
 * A request form posted as a browser without scripts posts it: the page's own hidden fields (its action, its
 * idempotency key) with `answers`, from the sender `headers` name (a network of its own unless given).
 */
export async function postRequestForm(
  request: APIRequestContext,
  path: string,
  answers: Record<string, string>,
  headers: Record<string, string> = freshSenderHeaders(),
) {
  const { baseURL } = await import("../playwright.config");
  const form = await request.get(path, { headers });
  expect(form.status(), path).toBe(200);
  const hidden = Object.fromEntries(readHiddenFields(await form.text()));
  return request.post(path, { multipart: { ...hidden, ...answers }, headers: { Origin: baseURL, ...headers } });
}

/**
 * A TCP port free on this machine now, for a server a journey starts beside the test server: a fixed offset from
 * the test server's port would land on a neighbour's (several runs share the machine, each on a port of its own).
 */
export async function freePort(): Promise<number> {
  const { createServer } = await import("node:net");
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Rows of the test server's database, for what a journey cannot see on a page (the outbox, a vehicle to use). */
export async function queryTestDatabase<T extends pg.QueryResultRow>(sql: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: E2E_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** The status page's address, as the customer's acknowledgement mail gives it. */
export async function statusLinkMailedTo(email: string, locale: "jp" | "en"): Promise<string> {
  const [mail] = await queryTestDatabase<{ text: string }>(
    "SELECT text FROM mail_outbox WHERE to_address = $1 AND kind = 'acknowledgement' ORDER BY id",
    [email],
  );
  const link = new RegExp(`https?://\\S+/${locale}/requests/[\\w-]{43}`).exec(mail?.text ?? "")?.[0];
  expect(link, "the status page's link in the acknowledgement").toBeTruthy();
  return link!;
}

/** A document's PDF as its link gives it: a file, named by its number, starting as every PDF does. */
export async function expectDocumentPdf(request: APIRequestContext, href: string, number: string) {
  const response = await request.get(href);
  expect(response.status(), href).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["content-disposition"]).toContain(`${number}.pdf`);
  expect((await response.body()).subarray(0, 4).toString("latin1")).toBe("%PDF");
}

/** Nothing on the page is wider than the screen: no sideways scrolling. */
export async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}
