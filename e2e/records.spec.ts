import { expect, test, type Page } from "@playwright/test";
import { formatPrice } from "@/lib/format";
import {
  asFreshSender,
  copy,
  copyPattern,
  type CopyKey,
  createPurchaseVehicle,
  fillRequestTerms,
  openDialog,
  REQUEST_FIELDS,
  rowAction,
  scriptsStarted,
  serverHtml,
  signInAsStaff,
  uniqueModel,
} from "./support";

// Records that last: a vehicle customers ordered is archived, not destroyed, and its old URL still helps;
// the order keeps the vehicle as the customer saw it; a request can be put away and brought back.

type Locale = "jp" | "en";

// A vehicle created, ordered, archived and restored, on a 2-core machine shared with other journeys.
test.describe.configure({ timeout: 120_000 });

/** Sends the vehicle's order form as a visitor would; answers the receipt number. */
async function orderVehicle(page: Page, locale: Locale, vehiclePath: string) {
  const fields = REQUEST_FIELDS[locale];
  const email = await asFreshSender(page);
  await page.goto(`${vehiclePath}/order`);
  const send = page.getByRole("button", { name: fields.send });
  await scriptsStarted(send);
  await page.getByLabel(fields.last).fill("記録");
  await page.getByLabel(fields.first).fill("太郎");
  await page.getByLabel(fields.email).fill(email);
  await page.getByLabel(fields.phone).fill("090-1234-5678");
  await fillRequestTerms(page);
  await send.click();
  await expect(page.getByRole("heading", { name: copy[locale]("order.thanksTitle") })).toBeVisible();
  return copyPattern(locale, "order.thanksText").exec((await page.getByRole("status").textContent())!)![1];
}

/** The public page of the journey's own vehicle, as a visitor finds it by its model. */
async function publicPath(page: Page, locale: Locale, model: string) {
  await page.goto(`/${locale}/purchase?q=${model}`);
  return new URL(
    (await page.locator(`a[href*="/${locale}/purchase/item/"]`).first().getAttribute("href"))!,
    page.url(),
  ).pathname.replace(/\/(order|print)$/, "");
}

const t = copy.jp;

test("a vehicle with an order is archived, its old URL still helps, and the order keeps it", async ({
  page,
  request,
}, testInfo) => {
  const model = uniqueModel(testInfo);
  await signInAsStaff(page, "jp");
  await createPurchaseVehicle(page, model);
  const vehiclePath = await publicPath(page, "jp", model);
  // The public id ends with the inquiry number (lib/admin/vehicle-save).
  const inquiryNo = vehiclePath.match(/-(\d+)$/)![1];
  const receipt = await orderVehicle(page, "jp", vehiclePath);
  // The Japanese name e2e/support.ts's listing gives it.
  const jaName = `いすゞ ${model} 3t 平ボディ`;
  // Seven-digit receipt numbers, never to be taken for a five- or six-digit inquiry number.
  expect(receipt).toMatch(/^\d{7}$/);

  await page.goto(`/jp/admin/purchase?q=${model}`);
  const row = page.getByRole("row").filter({ hasText: model });
  const dialog = await openDialog(
    page,
    await rowAction(row, new RegExp(`^${t("admin.common.delete")}`)),
    t("admin.vehicles.confirmArchiveTitle"),
  );
  // Staff name a vehicle by its inquiry number and its name.
  await expect(dialog).toContainText(t("admin.vehicles.confirmArchive", { name: `${inquiryNo} ${jaName}`, count: 1 }));
  await dialog.getByRole("button", { name: t("admin.vehicles.confirmArchiveButton") }).click();
  // Out of the list staff work from, which is drawn again at once.
  await expect(row).toHaveCount(0);

  // The URL customers have in their mails: gone for search engines, still a way on for people, in either language.
  expect((await request.get(vehiclePath)).status()).toBe(410);
  const english = await request.get(vehiclePath.replace(/^\/jp\//, "/en/"));
  expect(english.status()).toBe(410);
  expect((await serverHtml(english)).text).toContain(copy.en("vehicle.gone.heading"));
  const visitor = await page.context().browser()!.newPage({ baseURL: testInfo.project.use.baseURL });
  await visitor.goto(vehiclePath);
  await expect(visitor.getByRole("heading", { level: 1, name: t("vehicle.gone.heading") })).toBeVisible();
  await expect(visitor.getByRole("main")).toContainText(model);
  const similar = visitor.getByRole("region", { name: t("vehicle.gone.similar.purchase") });
  await expect(similar).toBeVisible();
  expect(await similar.getByRole("link").count()).toBeGreaterThan(0);
  await expect(visitor.getByRole("main").getByRole("link", { name: t("vehicle.gone.contact") })).toBeVisible();
  await visitor.close();

  // The order still names the vehicle as the customer saw it.
  await page.goto(`/jp/admin/orders/${receipt}`);
  const details = page.getByRole("region", { name: t("admin.orders.fields") });
  await expect(details).toContainText(model);
  await expect(details).toContainText(t("admin.orders.priceWhenSent"));
  await expect(details).toContainText(formatPrice("ja", 3_850_000));
  await expect(details).toContainText(t("order.vehicleNameValue", { name: jaName, inquiryNo }));

  // Staff bring the vehicle back as it was before it was archived: listed.
  await page.goto(`/jp/admin/purchase?q=${model}`);
  await page.getByLabel(t("admin.vehicles.status")).selectOption({ label: t("admin.vehicles.statuses.archived") });
  await page.getByRole("button", { name: t("admin.vehicles.apply") }).click();
  const archived = page.getByRole("row").filter({ hasText: model });
  await expect(archived).toHaveCount(1);
  await (await rowAction(archived, new RegExp(`^${t("admin.vehicles.restore")}`))).click();
  await expect(archived).toHaveCount(0);
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: t("admin.vehicles.restoredTo", { status: t("admin.vehicles.statuses.published") }) }),
  ).toBeVisible();
  await page.goto(`/jp/admin/purchase?q=${model}`);
  await expect(page.getByRole("row").filter({ hasText: model }).getByRole("cell").nth(3)).toHaveText(
    t("admin.vehicles.statuses.published"),
  );
});

// In English: between this and the journey above, both languages' order forms are sent.
test("a request is archived out of the inbox and restored", async ({ page }, testInfo) => {
  const en = copy.en;
  const model = uniqueModel(testInfo);
  await signInAsStaff(page, "en");
  await createPurchaseVehicle(page, model);
  const receipt = await orderVehicle(page, "en", await publicPath(page, "en", model));
  const inboxRow = async (archived: boolean) => {
    await page.goto(`/en/admin/orders${archived ? "?archived=1" : ""}`);
    return page.getByRole("row").filter({ has: page.getByRole("link", { name: receipt, exact: true }) });
  };
  await expect(await inboxRow(false)).toHaveCount(1);

  await page.goto(`/en/admin/orders/${receipt}`);
  const archive = page.getByRole("button", { name: en("admin.orders.archive"), exact: true });
  await scriptsStarted(archive);
  await archive.click();
  await expect(page.getByRole("status").filter({ hasText: en("admin.orders.archivedDone") })).toBeVisible();
  await expect(page.getByText(en("admin.orders.archivedNote")).first()).toBeVisible();
  await expect(await inboxRow(false)).toHaveCount(0);
  await expect(await inboxRow(true)).toHaveCount(1);

  await page.goto(`/en/admin/orders/${receipt}`);
  const unarchive = page.getByRole("button", { name: en("admin.orders.unarchive") });
  await scriptsStarted(unarchive);
  await unarchive.click();
  await expect(page.getByRole("status").filter({ hasText: en("admin.orders.unarchivedDone") })).toBeVisible();
  await expect(await inboxRow(false)).toHaveCount(1);
  await expect(await inboxRow(true)).toHaveCount(0);
});

test("a vehicle we want to buy carries purchase wording and no sales terms", async ({ page }, testInfo) => {
  const fields = (key: string) => t(`admin.vehicleForm.fields.${key}` as CopyKey);
  const saleTerms = [fields("isBargain"), fields("leasePurchase"), fields("auctionAgency"), fields("priceFeesYen")];
  await signInAsStaff(page, "jp");
  await page.goto("/jp/admin/sale/new");
  for (const term of saleTerms) await expect(page.getByLabel(term, { exact: true })).toHaveCount(1);
  await expect(page.getByLabel(t("admin.vehicleForm.price.sale"))).toHaveCount(1);
  await page.goto("/jp/admin/purchase/new");
  for (const term of saleTerms) await expect(page.getByLabel(term, { exact: true })).toHaveCount(0);
  await expect(page.getByLabel(t("admin.vehicleForm.price.purchase"))).toHaveCount(1);

  const model = uniqueModel(testInfo);
  const onRequest = t("vehicle.priceOnRequest.purchase");
  await createPurchaseVehicle(page, model, "");
  await page.goto(`/jp/purchase?q=${model}`);
  await expect(page.getByRole("article")).toContainText(onRequest);
  const path = await publicPath(page, "jp", model);
  await page.goto(path);
  await expect(page.getByRole("main")).toContainText(onRequest);
  for (const badge of [t("vehicle.bargain"), t("vehicle.leaseAvailable")])
    await expect(page.getByRole("main").getByText(badge, { exact: true })).toHaveCount(0);
  // The English page says the same in English.
  await page.goto(path.replace(/^\/jp\//, "/en/"));
  await expect(page.getByRole("main")).toContainText(copy.en("vehicle.priceOnRequest.purchase"));
});
