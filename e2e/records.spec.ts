import { expect, test, type Page } from "@playwright/test";
import {
  asFreshSender,
  createPurchaseVehicle,
  fillRequestTerms,
  openDialog,
  REQUEST_FIELDS,
  rowAction,
  signInAsStaff,
  uniqueModel,
} from "./support";

// Records that last: a vehicle customers ordered is archived, not destroyed, and its old URL still helps;
// the order keeps the vehicle as the customer saw it; a request can be put away and brought back.

const T = {
  jp: {
    ...REQUEST_FIELDS.jp,
    thanks: "お見積もりのご依頼ありがとうございます",
    number: /受付番号は (\d+) です/,
    delete: /^削除/,
    archiveDialog: "車両のアーカイブ",
    archiveCount: "には1件のお申し込みがあります",
    archiveButton: "アーカイブする",
    gone: "この車両の掲載は終了しました",
    similar: "条件の近い買取募集車両",
    contact: "お問い合わせフォーム",
    status: "掲載状況",
    archivedStatus: "アーカイブ",
    apply: "絞り込む",
    restore: /^元に戻す/,
    draft: "下書き",
    priceWhenSent: "お申し込み時の価格",
    price: "385万円",
    inquiry: (n: string) => `管理番号 ${n}`,
    archiveOrder: "アーカイブする",
    orderArchived: "アーカイブしました。",
    archivedNote: "このお問い合わせはアーカイブされています",
    unarchive: "受信箱に戻す",
    unarchived: "受信箱に戻しました。",
  },
  en: {
    ...REQUEST_FIELDS.en,
    thanks: "Thank you for your quote request",
    number: /(?:request|reference) number is (\d+)\./,
    delete: /^Delete/,
    archiveDialog: "Archive vehicle",
    archiveCount: "1 order refers to “",
    archiveButton: "Archive",
    gone: "This vehicle is no longer listed",
    similar: "Similar vehicles we are buying",
    contact: "Contact form",
    status: "Status",
    archivedStatus: "Archived",
    apply: "Filter",
    restore: /^Restore/,
    draft: "Draft",
    priceWhenSent: "Price when sent",
    price: "¥3,850,000",
    inquiry: (n: string) => `stock no. ${n}`,
    archiveOrder: "Archive",
    orderArchived: "Archived.",
    archivedNote: "This request is archived",
    unarchive: "Back to the inbox",
    unarchived: "Back in the inbox.",
  },
} as const;

// A vehicle created, ordered, archived and restored, on a 2-core machine shared with other journeys.
test.describe.configure({ timeout: 120_000 });

/** Sends the vehicle's order form as a visitor would; answers the receipt number. */
async function orderVehicle(page: Page, locale: "jp" | "en", vehiclePath: string) {
  const t = T[locale];
  const email = await asFreshSender(page);
  await page.goto(`${vehiclePath}/order`);
  await page.waitForLoadState("networkidle");
  await page.getByLabel(t.last).fill("記録");
  await page.getByLabel(t.first).fill("太郎");
  await page.getByLabel(t.email).fill(email);
  await page.getByLabel(t.phone).fill("090-1234-5678");
  await fillRequestTerms(page);
  await page.getByRole("button", { name: t.send }).click();
  await expect(page.getByRole("heading", { name: t.thanks })).toBeVisible();
  return (await page.getByRole("status").textContent())!.match(t.number)![1];
}

/** The public page of the journey's own vehicle, as a visitor finds it by its model. */
async function publicPath(page: Page, locale: "jp" | "en", model: string) {
  await page.goto(`/${locale}/purchase?q=${model}`);
  return new URL(
    (await page.locator(`a[href*="/${locale}/purchase/item/"]`).first().getAttribute("href"))!,
    page.url(),
  ).pathname.replace(/\/(order|print)$/, "");
}

for (const locale of ["jp", "en"] as const) {
  const t = T[locale];

  test(`a vehicle with an order is archived, its old URL still helps, and the order keeps it (${locale})`, async ({
    page,
    request,
  }, testInfo) => {
    const model = uniqueModel(testInfo);
    await signInAsStaff(page, locale);
    await createPurchaseVehicle(page, model);
    const vehiclePath = await publicPath(page, locale, model);
    // The public id ends with the inquiry number (lib/admin/vehicle-save).
    const inquiryNo = vehiclePath.match(/-(\d+)$/)![1];
    const receipt = await orderVehicle(page, locale, vehiclePath);
    // Seven-digit receipt numbers, never to be taken for a five- or six-digit inquiry number.
    expect(receipt).toMatch(/^\d{7}$/);

    await page.goto(`/${locale}/admin/purchase?q=${model}`);
    const row = page.getByRole("row").filter({ hasText: model });
    const dialog = await openDialog(page, await rowAction(row, t.delete), t.archiveDialog);
    await expect(dialog).toContainText(t.archiveCount);
    await dialog.getByRole("button", { name: t.archiveButton }).click();
    // Out of the list staff work from, which is drawn again at once.
    await expect(row).toHaveCount(0);

    // The URL customers have in their mails: gone for search engines, still a way on for people.
    expect((await request.get(vehiclePath)).status()).toBe(410);
    const visitor = await page.context().browser()!.newPage({ baseURL: testInfo.project.use.baseURL });
    await visitor.goto(vehiclePath);
    await expect(visitor.getByRole("heading", { level: 1, name: t.gone })).toBeVisible();
    await expect(visitor.getByRole("main")).toContainText(model);
    const similar = visitor.getByRole("region", { name: t.similar });
    await expect(similar).toBeVisible();
    expect(await similar.getByRole("link").count()).toBeGreaterThan(0);
    await expect(visitor.getByRole("main").getByRole("link", { name: t.contact })).toBeVisible();
    await visitor.close();

    // The order still names the vehicle as the customer saw it.
    await page.goto(`/${locale}/admin/orders/${receipt}`);
    const details = page.getByRole("region", { name: locale === "jp" ? "お客様からの内容" : "What the customer sent" });
    await expect(details).toContainText(model);
    await expect(details).toContainText(t.priceWhenSent);
    await expect(details).toContainText(t.price);
    await expect(details).toContainText(t.inquiry(inquiryNo));

    // Staff bring the vehicle back as a draft.
    await page.goto(`/${locale}/admin/purchase?q=${model}`);
    await page.getByLabel(t.status).selectOption({ label: t.archivedStatus });
    await page.getByRole("button", { name: t.apply }).click();
    const archived = page.getByRole("row").filter({ hasText: model });
    await expect(archived).toHaveCount(1);
    await (await rowAction(archived, t.restore)).click();
    await expect(archived).toHaveCount(0);
    await page.goto(`/${locale}/admin/purchase?q=${model}`);
    await expect(page.getByRole("row").filter({ hasText: model }).getByRole("cell").nth(3)).toHaveText(t.draft);
  });

  test(`a request is archived out of the inbox and restored (${locale})`, async ({ page }, testInfo) => {
    const model = uniqueModel(testInfo);
    await signInAsStaff(page, locale);
    await createPurchaseVehicle(page, model);
    const receipt = await orderVehicle(page, locale, await publicPath(page, locale, model));
    const inboxRow = async (archived: boolean) => {
      await page.goto(`/${locale}/admin/orders${archived ? "?archived=1" : ""}`);
      return page.getByRole("row").filter({ has: page.getByRole("link", { name: receipt, exact: true }) });
    };
    await expect(await inboxRow(false)).toHaveCount(1);

    await page.goto(`/${locale}/admin/orders/${receipt}`);
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: t.archiveOrder, exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: t.orderArchived })).toBeVisible();
    await expect(page.getByText(t.archivedNote).first()).toBeVisible();
    await expect(await inboxRow(false)).toHaveCount(0);
    await expect(await inboxRow(true)).toHaveCount(1);

    await page.goto(`/${locale}/admin/orders/${receipt}`);
    await page.waitForLoadState("networkidle");
    await page.getByRole("button", { name: t.unarchive }).click();
    await expect(page.getByRole("status").filter({ hasText: t.unarchived })).toBeVisible();
    await expect(await inboxRow(false)).toHaveCount(1);
    await expect(await inboxRow(true)).toHaveCount(0);
  });

  test(`a vehicle we want to buy carries purchase wording and no sales terms (${locale})`, async ({
    page,
  }, testInfo) => {
    const w = PURCHASE_WORDING[locale];
    await signInAsStaff(page, locale);
    await page.goto(`/${locale}/admin/sale/new`);
    for (const term of w.saleTerms) await expect(page.getByLabel(term, { exact: true })).toHaveCount(1);
    await expect(page.getByLabel(w.salePrice)).toHaveCount(1);
    await page.goto(`/${locale}/admin/purchase/new`);
    for (const term of w.saleTerms) await expect(page.getByLabel(term, { exact: true })).toHaveCount(0);
    await expect(page.getByLabel(w.purchasePrice)).toHaveCount(1);

    const model = uniqueModel(testInfo);
    await createPurchaseVehicle(page, model, "");
    await page.goto(`/${locale}/purchase?q=${model}`);
    await expect(page.getByRole("article")).toContainText(w.onRequest);
    await page.goto(await publicPath(page, locale, model));
    await expect(page.getByRole("main")).toContainText(w.onRequest);
    for (const badge of w.badges) await expect(page.getByRole("main").getByText(badge, { exact: true })).toHaveCount(0);
  });
}

const PURCHASE_WORDING = {
  jp: {
    saleTerms: ["お買い得", "リース購入可", "オークション代行で紹介", "諸費用（税込・円）"],
    salePrice: "車両本体価格（税込・円）",
    purchasePrice: "買取価格（税込・円）",
    onRequest: "買取価格はお問い合わせください",
    badges: ["お買い得", "リース購入可"],
  },
  en: {
    saleTerms: ["Bargain", "Lease purchase available", "Offer through the auction agency", "Fees incl. tax (JPY)"],
    salePrice: "Vehicle price incl. tax (JPY)",
    purchasePrice: "Purchase price incl. tax (JPY)",
    onRequest: "Ask us for our offer",
    badges: ["Bargain", "Lease purchase available"],
  },
} as const;
