import { expect, test, type Page } from "@playwright/test";
import { readHiddenFields } from "../scripts/lib/contact-form";
import { asFreshSender, fillRequest, REQUEST_FIELDS, REQUEST_TERMS, signInAsStaff } from "./support";

// What a visitor or staff member sends is never lost: without scripts, through a proxy that fails once or
// twice, across an expired session, and between two tabs.

const T = {
  jp: {
    ...REQUEST_FIELDS.jp,
    contactThanks: "お問い合わせありがとうございます",
    orderThanks: "お見積もりのご依頼ありがとうございます",
    number: /受付番号は (\d+) です/,
    network: /通信が途切れたため、送信できませんでした/,
    apply: /申し込む|お申し込み/,
    title: "タイトル",
    body: "本文（Markdown）",
    save: "保存する",
    saved: /保存しました/,
    signInRequired: /ログインの有効期限が切れたため/,
    signInTitle: "もう一度ログインしてください",
    emailLabel: "メールアドレス",
    password: "パスワード",
    signIn: "ログイン",
    signedInAgain: /ログインしました/,
    conflict: /別のタブやほかのスタッフが内容を更新しました/,
    customer: "お客様名",
    text: "本文",
    nameJa: "車両名（日本語）",
    nameEn: "車両名（英語）",
    maker: "メーカー",
    loadClass: "クラス",
    bodyType: "ボディ形状",
    description: "説明（日本語）",
    reviews: "お客様の声",
    unsaved: "保存していない変更があります。このページを離れると入力内容は失われます。よろしいですか？",
  },
  en: {
    ...REQUEST_FIELDS.en,
    contactThanks: "Thank you for your request",
    orderThanks: "Thank you for your quote request",
    number: /(?:request|reference) number is (\d+)\./,
    network: /The connection failed, so your request was not sent/,
    apply: /Apply|Request/,
    title: "Title",
    body: "Text (Markdown)",
    save: "Save",
    saved: /Saved/,
    signInRequired: /Your sign-in has expired/,
    signInTitle: "Sign in again",
    emailLabel: "Email address",
    password: "Password",
    signIn: "Sign in",
    signedInAgain: /You are signed in again/,
    conflict: /changed this after you opened it/,
    customer: "Customer name",
    text: "Text",
    nameJa: "Name (Japanese)",
    nameEn: "Name (English)",
    maker: "Maker",
    loadClass: "Load class",
    bodyType: "Body type",
    description: "Description (Japanese)",
    reviews: "Reviews",
    unsaved: "You have unsaved changes. If you leave this page they will be lost. Leave anyway?",
  },
} as const;

type Locale = keyof typeof T;

// Long journeys (two browsers, a sign-in in the middle, a vehicle saved twice) on a 2-core machine.
test.describe.configure({ timeout: 90_000 });

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The rows of the staff inbox naming this (unique) customer. */
async function inboxRows(page: Page, locale: Locale, lastName: string) {
  await page.goto(`/${locale}/admin/orders`);
  return page.getByRole("row").filter({ hasText: lastName });
}

/** The first vehicle for sale, as a visitor reaches it. */
async function firstVehiclePath(page: Page, locale: Locale) {
  await page.goto(`/${locale}/sale`);
  return (await page.locator(`a[href*="/${locale}/sale/item/"]`).first().getAttribute("href"))!.replace(
    /\/(order|print)$/,
    "",
  );
}

for (const locale of ["jp", "en"] as const) {
  const t = T[locale];

  test.describe(`forms that lose nothing (${locale})`, () => {
    test("without scripts, a contact request and a vehicle order reach the thank-you and the inbox once", async ({
      browser,
      baseURL,
      page,
    }) => {
      const context = await browser.newContext({
        baseURL,
        javaScriptEnabled: false,
        locale: locale === "jp" ? "ja-JP" : "en-US",
      });
      const visitor = await context.newPage();
      const email = await asFreshSender(visitor);
      const contactName = unique("Nojs");
      await visitor.goto(`/${locale}/contact/sale`);
      await fillRequest(visitor, locale, contactName, email);
      await visitor.getByRole("button", { name: t.send }).click();
      await expect(visitor.getByRole("heading", { name: t.contactThanks })).toBeVisible();
      const contactNumber = (await visitor.getByRole("status").textContent())!.match(t.number)![1];

      const orderName = unique("Nojs");
      await visitor.goto(`${await firstVehiclePath(visitor, locale)}/order`);
      await fillRequest(visitor, locale, orderName, email.replace("@", "+order@"));
      await visitor.getByRole("button", { name: t.send }).click();
      await expect(visitor.getByRole("heading", { name: t.orderThanks })).toBeVisible();
      const orderNumber = (await visitor.getByRole("status").textContent())!.match(t.number)![1];
      expect(orderNumber).not.toBe(contactNumber);
      await context.close();

      await signInAsStaff(page, locale);
      for (const [name, n] of [
        [contactName, contactNumber],
        [orderName, orderNumber],
      ]) {
        const rows = await inboxRows(page, locale, name);
        await expect(rows).toHaveCount(1);
        await expect(rows).toContainText(n);
      }
    });

    test("without scripts, a page sent twice (reload, back and send) stores one request", async ({ request }) => {
      const page = await request.get(`/${locale}/contact/sale`);
      const html = await page.text();
      // The form as the server drew it: every hidden field has its value in the HTML, the idempotency key included.
      const hidden = Object.fromEntries(readHiddenFields(html));
      expect(hidden.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
      const lastName = unique("Twice");
      const multipart = {
        ...hidden,
        ...REQUEST_TERMS,
        lastName,
        firstName: "Jiro",
        email: `${lastName.toLowerCase()}@example.jp`,
        phone: "0312345678",
        contactMethod: "phone",
        message: "二度送信の確認",
        website: "",
      };
      const numbers = [];
      const statusLinks = [];
      for (let i = 0; i < 2; i++) {
        const answer = await request.post(`/${locale}/contact/sale`, {
          multipart,
          headers: { Origin: new URL(page.url()).origin, "X-Forwarded-For": "10.250.1.1" },
        });
        expect(answer.status()).toBe(200);
        const html = await answer.text();
        numbers.push(html.match(t.number)?.[1]);
        statusLinks.push(html.match(new RegExp(`href="/${locale}/requests/[\\w-]{43}"`))?.[0]);
      }
      expect(numbers[0]).toMatch(/^\d+$/);
      expect(numbers[1]).toBe(numbers[0]);
      // The page sent again links the same status page as the first answer did.
      expect(statusLinks[0]).toBeTruthy();
      expect(statusLinks[1]).toBe(statusLinks[0]);
    });

    test("503 once: sent again and stored; 503 twice: the form says so and keeps the input", async ({ page }) => {
      const email = await asFreshSender(page);
      const posts: number[] = [];
      let failures = 1;
      await page.route(`**/${locale}/contact/sale`, async (route) => {
        if (route.request().method() !== "POST") return route.continue();
        posts.push(Date.now());
        if (failures-- > 0)
          return route.fulfill({ status: 503, contentType: "text/html", body: "<h1>Service Unavailable</h1>" });
        return route.continue();
      });
      await page.goto(`/${locale}/contact/sale`);
      await scriptsReady(page);
      const lastName = unique("Retry");
      await fillRequest(page, locale, lastName, email);
      await page.getByRole("button", { name: t.send }).click();
      await expect(page.getByRole("heading", { name: t.contactThanks })).toBeVisible();
      expect(posts).toHaveLength(2);

      posts.length = 0;
      failures = 2;
      await page.goto(`/${locale}/contact/sale`);
      await scriptsReady(page);
      await fillRequest(page, locale, lastName, email.replace("@", "+2@"));
      await page.getByRole("button", { name: t.send }).click();
      await expect(page.getByRole("alert").filter({ hasText: t.network })).toBeVisible();
      expect(posts).toHaveLength(2);
      await expect(page.getByLabel(t.last)).toHaveValue(lastName);
      await expect(page.getByLabel(t.message)).toHaveValue("2t平ボディを探しています。");
      await expect(page.getByRole("heading", { name: t.contactThanks })).toHaveCount(0);
    });

    test("a blog post saved after the session ended keeps its text and saves once staff sign in again", async ({
      page,
      context,
    }) => {
      await signInAsStaff(page, locale);
      await page.goto(`/${locale}/admin/blog/new`);
      await scriptsReady(page);
      const title = unique("Session ");
      await page.getByLabel(t.title).fill(title);
      await page.getByLabel(t.body).fill("セッションが切れても本文は残ります。");
      await context.clearCookies();
      await page.getByRole("button", { name: t.save }).click();
      await expect(page.getByRole("alert").filter({ hasText: t.signInRequired })).toBeVisible();
      await signInAgain(page, locale);
      await expect(page.getByLabel(t.title)).toHaveValue(title);
      await page.getByRole("button", { name: t.save }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/admin/blog/\\d+$`), { timeout: 20_000 });
      await expect(page.getByLabel(t.title)).toHaveValue(title);
    });

    test("a vehicle edit saved after the session ended keeps its input and saves once staff sign in again", async ({
      page,
      context,
    }) => {
      await signInAsStaff(page, locale);
      // The purchase catalogue, where journeys keep vehicles of their own (e2e/support.ts).
      await page.goto(`/${locale}/admin/purchase/new`);
      await scriptsReady(page);
      const name = unique("Session truck ");
      await page.getByLabel(t.nameJa).fill(name);
      await page.getByLabel(t.nameEn).fill(name);
      for (const label of [t.maker, t.loadClass, t.bodyType])
        await page.getByLabel(label, { exact: true }).selectOption({ index: 1 });
      await page.getByRole("button", { name: t.save }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/admin/purchase/\\d+\\?created=1#photos$`));

      await page.getByLabel(t.description).fill("車検整備付きでお渡しします。");
      await context.clearCookies();
      await page.getByRole("button", { name: t.save }).click();
      await expect(page.getByRole("alert").filter({ hasText: t.signInRequired })).toBeVisible();
      await signInAgain(page, locale);
      await expect(page.getByLabel(t.description)).toHaveValue("車検整備付きでお渡しします。");
      await page.getByRole("button", { name: t.save }).click();
      await expect(page.getByRole("status").filter({ hasText: t.saved })).toBeVisible();
      await page.reload();
      await expect(page.getByLabel(t.description)).toHaveValue("車検整備付きでお渡しします。");
    });

    test("leaving a staff form with unsaved changes asks first", async ({ page }) => {
      await signInAsStaff(page, locale);
      await page.goto(`/${locale}/admin/blog/new`);
      await scriptsReady(page);
      await page.getByLabel(t.title).fill("まだ保存していない記事");
      const questions: string[] = [];
      page.once("dialog", (dialog) => {
        questions.push(dialog.message());
        void dialog.dismiss();
      });
      await page.getByRole("navigation").getByRole("link", { name: t.reviews }).click();
      await expect.poll(() => questions).toEqual([t.unsaved]);
      await expect(page).toHaveURL(new RegExp(`/${locale}/admin/blog/new$`));
      await expect(page.getByLabel(t.title)).toHaveValue("まだ保存していない記事");

      page.once("dialog", (dialog) => void dialog.accept());
      await page.getByRole("navigation").getByRole("link", { name: t.reviews }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/admin/reviews$`));
    });

    test("a review edited in two tabs: the second save is refused and keeps what was typed", async ({
      page,
      context,
    }) => {
      await signInAsStaff(page, locale);
      await page.goto(`/${locale}/admin/reviews/new`);
      await scriptsReady(page);
      await page.getByLabel(t.customer).fill(unique("Two tabs "));
      await page.getByLabel(t.text, { exact: true }).fill("最初の文章");
      await page.getByRole("button", { name: t.save }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/admin/reviews/\\d+$`));

      const second = await context.newPage();
      await second.goto(page.url());
      await scriptsReady(second);
      await page.getByLabel(t.text, { exact: true }).fill("一つ目のタブで直した文章");
      await page.getByRole("button", { name: t.save }).click();
      await expect(page.getByRole("status").filter({ hasText: t.saved })).toBeVisible();

      await second.getByLabel(t.text, { exact: true }).fill("二つ目のタブで直した文章");
      await second.getByRole("button", { name: t.save }).click();
      await expect(second.getByRole("alert").filter({ hasText: t.conflict })).toBeVisible();
      await expect(second.getByLabel(t.text, { exact: true })).toHaveValue("二つ目のタブで直した文章");
      await page.reload();
      await expect(page.getByLabel(t.text, { exact: true })).toHaveValue("一つ目のタブで直した文章");
    });
  });
}

/** A click before the page's scripts run would post the form the way a browser without them does. */
async function scriptsReady(page: Page) {
  await page.waitForLoadState("networkidle");
}

/** The sign-in dialog over the page: staff sign in without leaving what they typed. */
async function signInAgain(page: Page, locale: Locale) {
  const t = T[locale];
  const { E2E_ADMIN } = await import("../playwright.config");
  const dialog = page.getByRole("dialog", { name: t.signInTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(t.emailLabel).fill(E2E_ADMIN.email);
  await dialog.getByLabel(t.password).fill(E2E_ADMIN.password);
  await dialog.getByRole("button", { name: t.signIn }).click();
  // Signing in hashes the password on purpose slowly (scrypt): on a busy machine more than expect's 5 s.
  await expect(dialog).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole("status").filter({ hasText: t.signedInAgain })).toBeVisible();
}
