import { expect, test, type Page } from "@playwright/test";
import { formatPrice } from "@/lib/format";
import {
  asFreshSender,
  copy,
  copyPattern,
  type CopyKey,
  createPurchaseVehicle,
  expectNotFoundPage,
  fillPurchaseListing,
  fillRequest,
  openDialog,
  REQUEST_FIELDS,
  rowAction,
  signInAsStaff,
  uniqueModel,
} from "./support";

// The admin on a phone (375 px): lists as cards with their actions in a menu, the account in a menu. At 1280 px:
// signing out everywhere asked first; the vehicle form reading 万円 with a live preview; the delete dialog and the
// browser's title naming the record. Each journey runs in one language; the other's page is read once, cheaply.
// How a price typed in 万 is read is lib/admin/yen-input.test.ts's ("a price as staff type it"): here, one case.

// Vehicles and a request of the test's own, on a 2-core machine shared with other journeys.
test.describe.configure({ timeout: 120_000 });

/** Nothing on the page is wider than the screen: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** A contact request sent as a visitor would; answers its receipt number. */
async function sendContactRequest(page: Page, locale: "jp" | "en", lastName: string) {
  const visitor = await page.context().browser()!.newPage({ baseURL: test.info().project.use.baseURL });
  const email = await asFreshSender(visitor);
  await visitor.goto(`/${locale}/contact/sale`);
  await fillRequest(visitor, locale, lastName, email);
  await visitor.getByRole("button", { name: REQUEST_FIELDS[locale].send }).click();
  await expect(visitor.getByRole("heading", { name: copy[locale]("request.thanksTitle") })).toBeVisible();
  const receipt = (await visitor.getByRole("status").textContent())!.match(
    copyPattern(locale, "request.thanksText"),
  )![1];
  await visitor.close();
  return receipt;
}

/** The inquiry number of the journey's own vehicle, read from its edit page's title. */
async function inquiryNoOf(page: Page, model: string) {
  const title = new RegExp(`^#?(\\d+) .*${model}`);
  // The address changes first; the new page's title follows it.
  await expect(page).toHaveTitle(title);
  return (await page.title()).match(title)![1];
}

/** The name the admin gives the journey's vehicle (support's fillPurchaseListing) in each language. */
function vehicleName(locale: "jp" | "en", inquiryNo: string, model: string) {
  const name = locale === "jp" ? `いすゞ ${model} 3t 平ボディ` : `Isuzu ${model} 3 t flatbed`;
  return copy[locale]("admin.vehicles.recordName", { inquiryNo, name });
}

test("on a phone every list is cards, row actions and the account sit in menus @mobile", async ({ page }, testInfo) => {
  const t = copy.jp;
  const model = uniqueModel(testInfo);
  await signInAsStaff(page, "jp");
  await createPurchaseVehicle(page, model);
  const inquiryNo = await inquiryNoOf(page, model);
  const name = vehicleName("jp", inquiryNo, model);

  await page.goto(`/jp/admin/purchase?q=${model}`);
  await expect(page.getByRole("link", { name: t("admin.nav.purchase"), includeHidden: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expectNoSidewaysScroll(page);
  const row = page.getByRole("row").filter({ hasText: model });
  // A card: each line says what it is, no header row above a squeezed table.
  await expect(page.getByRole("columnheader")).toHaveCount(0);
  await expect(row.locator("td[data-label]").first()).toBeVisible();
  const menu = row.getByRole("button", { name: t("admin.common.actionsFor", { name }) });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  const unpublishName = new RegExp(`^${t("admin.vehicles.unpublish")}`);
  await expect(row.getByRole("button", { name: unpublishName })).toBeHidden();
  const unpublish = await rowAction(row, unpublishName);
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await page.keyboard.press("Escape");
  await expect(unpublish).toBeHidden();
  await expect(menu).toBeFocused();
  // An action in the menu works as it does in a computer's row: delete asks first, and cancelling keeps the vehicle.
  const dialog = await openDialog(
    page,
    await rowAction(row, new RegExp(`^${t("admin.common.delete")}`)),
    t("admin.vehicles.confirmTitle"),
  );
  await expect(dialog).toContainText(t("admin.common.confirmMessage", { name }));
  await dialog.getByRole("button", { name: t("admin.common.confirmCancel") }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row).toHaveCount(1);

  const receipt = await sendContactRequest(page, "jp", model.slice(-8));
  await page.goto("/jp/admin/orders");
  await expect(page.getByRole("link", { name: t("admin.nav.orders"), includeHidden: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expectNoSidewaysScroll(page);
  await expect(
    page.getByRole("row").filter({ has: page.getByRole("link", { name: receipt, exact: true }) }),
  ).toBeVisible();
  await expect(page.getByRole("columnheader")).toHaveCount(0);

  // The header is one line; signing out is in the account menu.
  await expect(page.getByRole("button", { name: t("admin.auth.logout"), exact: true })).toBeHidden();
  await page.getByRole("button", { name: t("admin.auth.account") }).click();
  await expect(page.getByRole("button", { name: t("admin.auth.logout"), exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: t("admin.auth.logoutEverywhere") })).toBeVisible();

  // The English list is cards too, its row menu named in English.
  await page.goto(`/en/admin/purchase?q=${model}`);
  await expect(page.getByRole("columnheader")).toHaveCount(0);
  await expect(
    page.getByRole("button", {
      name: copy.en("admin.common.actionsFor", { name: vehicleName("en", inquiryNo, model) }),
    }),
  ).toHaveAttribute("aria-expanded", "false");
  await expectNoSidewaysScroll(page);
});

test("on a phone the staff menu shows every section, filters fold away and cards use their width @mobile", async ({
  page,
}) => {
  for (const locale of ["jp", "en"] as const) {
    const t = copy[locale];
    await signInAsStaff(page, locale);
    await page.goto(`/${locale}/admin/blog`);
    // A card's title starts at the card's left, with no empty column of a name before it.
    const row = page.getByRole("row").first();
    const title = row.getByRole("link").first();
    const [card, link] = [(await row.boundingBox())!, (await title.boundingBox())!];
    expect(link.x - card.x).toBeLessThan(24);

    // The other language, named in itself and marked as written in it, in a group named in the reader's language.
    const other = locale === "jp" ? "en" : "jp";
    await expect(
      page.getByRole("group", { name: t("locale.label") }).getByRole("link", { name: copy[other]("locale.own") }),
    ).toHaveAttribute("lang", other === "jp" ? "ja" : "en");

    // Every section in the menu at once, none of them off the screen.
    const nav = page.getByRole("navigation", { name: t("admin.nav.label") });
    const sections = ["dashboard", "sale", "purchase", "orders", "blog", "reviews", "pages", "data", "bodyWork"];
    const first = nav.getByRole("link", { name: t("admin.nav.dashboard") });
    await expect(first).toBeHidden();
    await expect(async () => {
      if (!(await first.isVisible())) await nav.locator("button[aria-expanded], summary").click();
      await expect(first).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    for (const key of [...sections, "history", "viewSite"]) {
      const box = (await nav.getByRole("link", { name: t(`admin.nav.${key}` as CopyKey) }).boundingBox())!;
      expect(box.x + box.width, key).toBeLessThanOrEqual(375);
    }
    await expectNoSidewaysScroll(page);
    // Following a section closes the menu on the page it opens.
    await nav.getByRole("link", { name: t("admin.nav.purchase") }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/admin/purchase$`));
    await expect(first).toBeHidden();

    // The inventory's filters wait behind a button that says how many are set.
    await page.goto(`/${locale}/admin/purchase?q=E2E&status=draft`);
    const search = page.getByRole("searchbox", { name: t("admin.vehicles.search") });
    await expect(search).toBeHidden();
    const filters = page.getByRole("button", { name: t("admin.common.filters", { count: 2 }) });
    await expect(async () => {
      if (!(await search.isVisible())) await filters.click();
      await expect(search).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await expect(search).toHaveValue("E2E");
  }
});

test("signing out on every device asks first, and cancelling keeps the session", async ({ page, browser, baseURL }) => {
  const t = copy.jp;
  await signInAsStaff(page, "jp");
  await page.goto("/jp/admin");
  await expect(page.getByRole("link", { name: t("admin.nav.dashboard") })).toHaveAttribute("aria-current", "page");
  await page.getByRole("button", { name: t("admin.auth.account") }).click();
  // Only the cancel: the journeys running beside this one share the staff account.
  const dialog = await openDialog(
    page,
    page.getByRole("button", { name: t("admin.auth.logoutEverywhere") }),
    t("admin.auth.logoutEverywhereTitle"),
  );
  await dialog.getByRole("button", { name: t("admin.auth.logoutEverywhereCancel") }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/jp\/admin$/);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: t("admin.dashboard.title") })).toBeVisible();
  // The post a page without scripts sends unconfirmed ends nothing either: e2e/admin-auth.http.spec.ts.

  // Without scripts the account menu still opens, and the form asks for a ticked box instead of a dialog.
  const plain = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await plain.addCookies(await page.context().cookies());
  const noScripts = await plain.newPage();
  await noScripts.goto("/jp/admin");
  await noScripts.locator("summary", { hasText: t("admin.auth.account") }).click();
  await expect(noScripts.getByRole("checkbox", { name: t("admin.auth.logoutEverywhereCheck") })).toHaveAttribute(
    "required",
    "",
  );
  await plain.close();
});

test("a price typed in 万 is previewed and saved in yen; titles and dialogs name the vehicle", async ({
  page,
}, testInfo) => {
  const t = copy.jp;
  const model = uniqueModel(testInfo);
  const preview = (locale: "jp" | "en") =>
    copy[locale]("admin.vehicleForm.yenPreview", { yen: "4,980,000", man: formatPrice("ja", 4_980_000) });
  await signInAsStaff(page, "jp");

  await page.goto("/jp/admin/purchase/new");
  const nameField = page.getByLabel(t("admin.vehicleForm.fields.nameJa"), { exact: true });
  await expect(nameField).toHaveAttribute("aria-required", "true");
  await expect(page.locator("label[for=vehicle-nameJa] + span")).toHaveText(t("admin.vehicleForm.required"));
  await expect(page.getByText(t("admin.photos.heldHint"))).toBeVisible();
  await fillPurchaseListing(page, model, "498万");
  await expect(page.getByText(preview("jp"))).toBeVisible();
  await page.getByLabel(t("admin.vehicleForm.fields.inspectionYear"), { exact: true }).fill("2027");
  await page.getByLabel(t("admin.vehicleForm.fields.inspectionMonth"), { exact: true }).fill("3");
  await page.getByRole("button", { name: t("admin.vehicleForm.save"), exact: true }).click();
  await expect(page).toHaveURL(/\/jp\/admin\/purchase\/\d+\?created=1#photos$/);
  await expect(
    page.getByRole("status").filter({ hasText: copyPattern("jp", "admin.vehicleForm.created") }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: t("admin.photos.title"), exact: true })).toBeVisible();
  const editPath = new URL(page.url()).pathname;

  const inquiryNo = await inquiryNoOf(page, model);
  const name = vehicleName("jp", inquiryNo, model);
  await expect(page).toHaveTitle(`${name} | ${t("admin.title")}`);
  await expect(page.getByLabel(t("admin.vehicleForm.price.purchase"), { exact: true })).toHaveValue("4980000");
  await expect(page.getByText(preview("jp"))).toBeVisible();

  // The English edit page: its title and the price read back in English.
  await page.goto(editPath.replace(/^\/jp/, "/en"));
  await expect(page).toHaveTitle(`${vehicleName("en", inquiryNo, model)} | ${copy.en("admin.title")}`);
  await expect(page.getByText(preview("en"))).toBeVisible();

  // The public page as it would look, for staff only, saying it is a preview.
  await page.goto(editPath);
  const previewPath = await page.getByRole("link", { name: t("admin.vehicleForm.preview") }).getAttribute("href");
  await page.goto(previewPath!);
  await expect(page.getByRole("note")).toContainText(copyPattern("jp", "admin.preview.banner"));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(model);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  // For staff only, and only for a vehicle there is.
  const visitor = await page.context().browser()!.newPage({ baseURL: testInfo.project.use.baseURL });
  await visitor.goto(previewPath!);
  await expect(visitor).toHaveURL(/\/jp\/admin\/auth$/);
  await visitor.close();
  const unknown = "/jp/admin/preview/purchase/2147483647";
  expect((await page.goto(unknown))?.status()).toBe(404);
  await expectNotFoundPage(page, unknown, "jp");

  await page.goto(`/jp/admin/purchase?q=${model}`);
  const row = page.getByRole("row").filter({ hasText: model });
  const dialog = await openDialog(
    page,
    await rowAction(row, new RegExp(`^${t("admin.common.delete")}`)),
    t("admin.vehicles.confirmTitle"),
  );
  await expect(dialog).toContainText(t("admin.common.confirmMessage", { name }));
  await dialog.getByRole("button", { name: t("admin.common.confirmRemove") }).click();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: t("admin.common.deleted", { name }) })).toBeVisible();
});

test("a request's page is titled with its receipt number (en)", async ({ page }, testInfo) => {
  const receipt = await sendContactRequest(page, "en", uniqueModel(testInfo).slice(-8));
  await signInAsStaff(page, "en");
  await page.goto(`/en/admin/orders/${receipt}`);
  await expect(page).toHaveTitle(`${copy.en("admin.orders.detailTitle", { n: receipt })} | ${copy.en("admin.title")}`);
});
