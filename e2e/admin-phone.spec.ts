import { expect, test, type Page } from "@playwright/test";
import {
  asFreshSender,
  createPurchaseVehicle,
  expectNotFoundPage,
  fillPurchaseListing,
  fillRequest,
  openDialog,
  rowAction,
  signInAsStaff,
  uniqueModel,
} from "./support";

// The admin on a phone (375 px) and a computer (1280 px): lists as cards with their actions in a menu, the
// account in a menu, signing out everywhere asked first; the vehicle form reading 万円 with a live preview;
// the delete dialog and the browser's title naming the record.

const T = {
  jp: {
    admin: "管理画面",
    account: "アカウント",
    logout: "ログアウト",
    logoutEverywhere: "すべての端末からログアウト",
    logoutEverywhereDialog: "すべての端末からログアウト",
    logoutEverywhereCheck: "すべての端末からログアウトすることを確認しました",
    cancel: "キャンセル",
    dashboard: "ダッシュボード",
    purchase: "買取車両",
    orders: "注文・問い合わせ",
    price: /^買取価格（税込・円）/,
    preview: "＝ 4,980,000円（498万円）",
    actions: (name: string) => `「${name}」の操作`,
    unpublish: /^非公開にする/,
    name: (inquiryNo: string, model: string) => `${inquiryNo} いすゞ ${model} 3t 平ボディ`,
    deleteDialog: "車両の削除",
    deleteQuestion: (name: string) => `「${name}」を削除しますか？`,
    remove: "削除する",
    deleted: (name: string) => `「${name}」を削除しました。`,
    orderTitle: (n: string) => `受付番号 ${n} | 管理画面`,
    contactThanks: "お問い合わせありがとうございます",
    number: /受付番号は (\d+) です/,
    previewLink: "公開ページのプレビュー",
    previewBanner: "プレビュー（公開ページではありません）",
  },
  en: {
    admin: "Admin",
    account: "Account",
    logout: "Sign out",
    logoutEverywhere: "Sign out on every device",
    logoutEverywhereDialog: "Sign out on every device",
    logoutEverywhereCheck: "I confirm: sign out on every device",
    cancel: "Cancel",
    dashboard: "Dashboard",
    purchase: "Purchase listings",
    orders: "Orders and requests",
    price: /^Purchase price incl\. tax \(JPY\)/,
    preview: "= 4,980,000 yen (498万円)",
    actions: (name: string) => `Actions for “${name}”`,
    unpublish: /^Unpublish/,
    name: (inquiryNo: string, model: string) => `#${inquiryNo} Isuzu ${model} 3 t flatbed`,
    deleteDialog: "Delete the vehicle",
    deleteQuestion: (name: string) => `Delete “${name}”?`,
    remove: "Remove",
    deleted: (name: string) => `“${name}” was deleted.`,
    orderTitle: (n: string) => `Request no. ${n} | Admin`,
    contactThanks: "Thank you for your request",
    number: /(?:request|reference) number is (\d+)\./,
    previewLink: "Preview the public page",
    previewBanner: "Preview, not the published page",
  },
} as const;

// Vehicles and a request of the test's own, on a 2-core machine shared with other journeys.
test.describe.configure({ timeout: 120_000 });

/** Nothing on the page is wider than the screen: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A contact request sent as a visitor would; answers its receipt number. */
async function sendContactRequest(page: Page, locale: "jp" | "en", lastName: string) {
  const t = T[locale];
  const visitor = await page.context().browser()!.newPage({ baseURL: test.info().project.use.baseURL });
  const email = await asFreshSender(visitor);
  await visitor.goto(`/${locale}/contact/sale`);
  await visitor.waitForLoadState("networkidle");
  await fillRequest(visitor, locale, lastName, email);
  await visitor.getByRole("button", { name: locale === "jp" ? "送信する" : "Send" }).click();
  await expect(visitor.getByRole("heading", { name: t.contactThanks })).toBeVisible();
  const receipt = (await visitor.getByRole("status").textContent())!.match(t.number)![1];
  await visitor.close();
  return receipt;
}

/** The inquiry number of the journey's own vehicle, read from its edit page's address and title. */
async function inquiryNoOf(page: Page, model: string) {
  const title = new RegExp(`^#?(\\d+) .*${model}`);
  // The address changes first; the new page's title follows it.
  await expect(page).toHaveTitle(title);
  return (await page.title()).match(title)![1];
}

for (const locale of ["jp", "en"] as const) {
  const t = T[locale];

  test(`on a phone every list is cards, row actions and the account sit in menus (${locale}) @mobile`, async ({
    page,
  }, testInfo) => {
    const model = uniqueModel(testInfo);
    await signInAsStaff(page, locale);
    await createPurchaseVehicle(page, model);
    const inquiryNo = await inquiryNoOf(page, model);
    const name = t.name(inquiryNo, model);

    await page.goto(`/${locale}/admin/purchase?q=${model}`);
    await expect(page.getByRole("link", { name: t.purchase })).toHaveAttribute("aria-current", "page");
    await expectNoSidewaysScroll(page);
    const row = page.getByRole("row").filter({ hasText: model });
    // A card: each line says what it is, no header row above a squeezed table.
    await expect(page.getByRole("columnheader")).toHaveCount(0);
    await expect(row.locator("td[data-label]").first()).toBeVisible();
    const menu = row.getByRole("button", { name: t.actions(name) });
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(row.getByRole("button", { name: t.unpublish })).toBeHidden();
    const unpublish = await rowAction(row, t.unpublish);
    await expect(menu).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(unpublish).toBeHidden();
    await expect(menu).toBeFocused();

    const receipt = await sendContactRequest(page, locale, model.slice(-8));
    await page.goto(`/${locale}/admin/orders`);
    await expect(page.getByRole("link", { name: t.orders })).toHaveAttribute("aria-current", "page");
    await expectNoSidewaysScroll(page);
    await expect(
      page.getByRole("row").filter({ has: page.getByRole("link", { name: receipt, exact: true }) }),
    ).toBeVisible();
    await expect(page.getByRole("columnheader")).toHaveCount(0);

    // The header is one line; signing out is in the account menu.
    await expect(page.getByRole("button", { name: t.logout, exact: true })).toBeHidden();
    await page.getByRole("button", { name: t.account }).click();
    await expect(page.getByRole("button", { name: t.logout, exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: t.logoutEverywhere })).toBeVisible();
  });

  test(`signing out on every device asks first, and cancelling keeps the session (${locale})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    await signInAsStaff(page, locale);
    await page.goto(`/${locale}/admin`);
    await expect(page.getByRole("link", { name: t.dashboard })).toHaveAttribute("aria-current", "page");
    await page.getByRole("button", { name: t.account }).click();
    // Only the cancel: the journeys running beside this one share the staff account.
    const dialog = await openDialog(
      page,
      page.getByRole("button", { name: t.logoutEverywhere }),
      t.logoutEverywhereDialog,
    );
    await dialog.getByRole("button", { name: t.cancel }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/${locale}/admin$`));
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: t.dashboard })).toBeVisible();

    // A post without the confirmation (a page without scripts whose box was not ticked) ends nothing.
    const response = await page.request.post("/api/admin/logout", {
      headers: { Origin: baseURL! },
      form: { locale: locale === "jp" ? "ja" : "en", everywhere: "1" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe(`/${locale}/admin`);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: t.dashboard })).toBeVisible();

    // Without scripts the account menu still opens, and the form asks for a ticked box instead of a dialog.
    const plain = await browser.newContext({ baseURL, javaScriptEnabled: false });
    await plain.addCookies(await page.context().cookies());
    const noScripts = await plain.newPage();
    await noScripts.goto(`/${locale}/admin`);
    await noScripts.locator("summary", { hasText: t.account }).click();
    await expect(noScripts.getByRole("checkbox", { name: t.logoutEverywhereCheck })).toHaveAttribute("required", "");
    await plain.close();
  });

  test(`a price typed in 万 is previewed and saved in yen; titles and dialogs name the vehicle (${locale})`, async ({
    page,
  }, testInfo) => {
    const model = uniqueModel(testInfo);
    await signInAsStaff(page, locale);

    await page.goto(`/${locale}/admin/purchase/new`);
    const price = page.getByLabel(t.price);
    await price.fill("498万");
    await expect(page.getByText(t.preview)).toBeVisible();

    // Saved from the Japanese form (support's helper), then read in the test's language.
    await page.goto("/jp/admin/purchase/new");
    const nameField = page.getByLabel("車両名（日本語）");
    await expect(nameField).toHaveAttribute("aria-required", "true");
    await expect(page.locator("label[for=vehicle-nameJa] + span")).toHaveText("必須");
    await expect(page.getByText("写真は車両を一度保存すると追加できます。", { exact: false })).toBeVisible();
    await fillPurchaseListing(page, model, "498万");
    await page.getByLabel("車検満了（年）").fill("2027");
    await page.getByLabel("車検満了（月）").fill("3");
    await page.getByRole("button", { name: "保存する" }).click();
    await expect(page).toHaveURL(/\/jp\/admin\/purchase\/\d+\?created=1#photos$/);
    await expect(page.getByRole("status").filter({ hasText: "車両を登録しました" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "写真" })).toBeVisible();
    const editPath = new URL(page.url()).pathname.replace(/^\/jp/, `/${locale}`);

    await page.goto(editPath);
    const inquiryNo = await inquiryNoOf(page, model);
    const name = t.name(inquiryNo, model);
    await expect(page).toHaveTitle(`${name} | ${t.admin}`);
    await expect(page.getByLabel(t.price)).toHaveValue("4980000");
    await expect(page.getByText(t.preview)).toBeVisible();

    // The public page as it would look, for staff only, saying it is a preview.
    const preview = await page.getByRole("link", { name: t.previewLink }).getAttribute("href");
    await page.goto(preview!);
    await expect(page.getByRole("note")).toContainText(t.previewBanner);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(model);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    // For staff only, and only for a vehicle there is.
    const visitor = await page.context().browser()!.newPage({ baseURL: testInfo.project.use.baseURL });
    await visitor.goto(preview!);
    await expect(visitor).toHaveURL(new RegExp(`/${locale}/admin/auth$`));
    await visitor.close();
    const unknown = `/${locale}/admin/preview/purchase/2147483647`;
    expect((await page.goto(unknown))?.status()).toBe(404);
    await expectNotFoundPage(page, unknown, locale);

    await page.goto(`/${locale}/admin/purchase?q=${model}`);
    const row = page.getByRole("row").filter({ hasText: model });
    const dialog = await openDialog(
      page,
      await rowAction(row, new RegExp(`^${locale === "jp" ? "削除" : "Delete"}`)),
      t.deleteDialog,
    );
    await expect(dialog).toContainText(t.deleteQuestion(name));
    await dialog.getByRole("button", { name: t.remove }).click();
    await expect(row).toHaveCount(0);
    await expect(page.getByRole("status").filter({ hasText: t.deleted(name) })).toBeVisible();
  });

  test(`a request's page is titled with its receipt number (${locale})`, async ({ page }, testInfo) => {
    const receipt = await sendContactRequest(page, locale, uniqueModel(testInfo).slice(-8));
    await signInAsStaff(page, locale);
    await page.goto(`/${locale}/admin/orders/${receipt}`);
    await expect(page).toHaveTitle(t.orderTitle(receipt));
  });
}
