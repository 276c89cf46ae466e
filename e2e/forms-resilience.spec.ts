import { expect, test, type Page } from "@playwright/test";
import { formatPrice } from "@/lib/format";
import {
  asFreshSender,
  copy,
  copyPattern,
  type CopyKey,
  createPurchaseVehicle,
  fillRequest,
  REQUEST_FIELDS,
  rowAction,
  scriptsStarted,
  signInAgainInDialog,
  signInAsStaff,
  uniqueModel,
} from "./support";

// What a visitor or staff member sends is never lost: without scripts, through a proxy that fails once or
// twice, across an expired session, and between two tabs. Each journey runs once, in one language; a page sent twice
// without scripts is e2e/contact.http.spec.ts's.

type Locale = "jp" | "en";

/** The staff forms' words in a language, by message key. */
const staff = (locale: Locale) => {
  const t = copy[locale];
  return {
    save: t("admin.common.save"),
    saved: t("admin.common.saved"),
    signInRequired: t("actions.signInRequired"),
    signInTitle: t("actions.signInTitle"),
    signedInAgain: t("actions.signedInAgain"),
    conflict: t("actions.conflict"),
    unsaved: t("actions.unsavedChanges"),
  };
};

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

const fields = REQUEST_FIELDS.jp;

test.describe("forms that lose nothing", () => {
  test("without scripts, a contact request and a vehicle order reach the thank-you and the inbox once", async ({
    browser,
    baseURL,
    page,
  }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, locale: "ja-JP" });
    const visitor = await context.newPage();
    const email = await asFreshSender(visitor);
    const contactName = unique("Nojs");
    await visitor.goto("/jp/contact/sale");
    await fillRequest(visitor, "jp", contactName, email);
    await visitor.getByRole("button", { name: fields.send }).click();
    await expect(visitor.getByRole("heading", { name: copy.jp("request.thanksTitle") })).toBeVisible();
    const contactNumber = copyPattern("jp", "request.thanksText").exec(
      (await visitor.getByRole("status").textContent())!,
    )![1];

    const orderName = unique("Nojs");
    await visitor.goto(`${await firstVehiclePath(visitor, "jp")}/order`);
    await fillRequest(visitor, "jp", orderName, email.replace("@", "+order@"));
    await visitor.getByRole("button", { name: fields.send }).click();
    await expect(visitor.getByRole("heading", { name: copy.jp("order.thanksTitle") })).toBeVisible();
    const orderNumber = copyPattern("jp", "order.thanksText").exec(
      (await visitor.getByRole("status").textContent())!,
    )![1];
    expect(orderNumber).not.toBe(contactNumber);
    await context.close();

    await signInAsStaff(page, "jp");
    for (const [name, n] of [
      [contactName, contactNumber],
      [orderName, orderNumber],
    ]) {
      const rows = await inboxRows(page, "jp", name);
      await expect(rows).toHaveCount(1);
      await expect(rows).toContainText(n);
    }
  });

  test("503 once: sent again and stored; 503 twice: the form says so and keeps the input", async ({ page }) => {
    const email = await asFreshSender(page);
    const posts: number[] = [];
    let failures = 1;
    await page.route("**/jp/contact/sale", async (route) => {
      if (route.request().method() !== "POST") return route.continue();
      posts.push(Date.now());
      if (failures-- > 0)
        return route.fulfill({ status: 503, contentType: "text/html", body: "<h1>Service Unavailable</h1>" });
      return route.continue();
    });
    const send = page.getByRole("button", { name: fields.send });
    await page.goto("/jp/contact/sale");
    await scriptsStarted(send);
    const lastName = unique("Retry");
    await fillRequest(page, "jp", lastName, email);
    await send.click();
    await expect(page.getByRole("heading", { name: copy.jp("request.thanksTitle") })).toBeVisible();
    expect(posts).toHaveLength(2);

    posts.length = 0;
    failures = 2;
    await page.goto("/jp/contact/sale");
    await scriptsStarted(send);
    await fillRequest(page, "jp", lastName, email.replace("@", "+2@"));
    await send.click();
    await expect(page.getByRole("alert").filter({ hasText: copy.jp("form.network") })).toBeVisible();
    expect(posts).toHaveLength(2);
    await expect(page.getByLabel(fields.last)).toHaveValue(lastName);
    await expect(page.getByLabel(fields.message)).toHaveValue("2t平ボディを探しています。");
    await expect(page.getByRole("heading", { name: copy.jp("request.thanksTitle") })).toHaveCount(0);
  });

  // The staff forms, each in one language: between them both languages' dialogs and notices are shown.
  test("a blog post saved after the session ended keeps its text and saves once staff sign in again", async ({
    page,
    context,
  }) => {
    const t = staff("en");
    await signInAsStaff(page, "en");
    await page.goto("/en/admin/blog/new");
    const save = page.getByRole("button", { name: t.save });
    await scriptsStarted(save);
    const title = unique("Session ");
    const titleField = page.getByLabel(copy.en("admin.blogPosts.fields.title"));
    await titleField.fill(title);
    await page.getByLabel(copy.en("admin.blogPosts.fields.body")).fill("The text stays when the session ends.");
    await context.clearCookies();
    await save.click();
    await expect(page.getByRole("alert").filter({ hasText: t.signInRequired })).toBeVisible();
    await signInAgainInDialog(page, "en");
    await expect(titleField).toHaveValue(title);
    await save.click();
    await expect(page).toHaveURL(/\/en\/admin\/blog\/\d+$/, { timeout: 20_000 });
    await expect(titleField).toHaveValue(title);
  });

  test("a vehicle edit saved after the session ended keeps its input and saves once staff sign in again", async ({
    page,
    context,
  }) => {
    const t = staff("jp");
    const label = (field: string) => copy.jp(`admin.vehicleForm.fields.${field}` as CopyKey);
    await signInAsStaff(page, "jp");
    // The purchase catalogue, where journeys keep vehicles of their own (e2e/support.ts).
    await page.goto("/jp/admin/purchase/new");
    const save = page.getByRole("button", { name: t.save });
    await scriptsStarted(save);
    const name = unique("Session truck ");
    await page.getByLabel(label("nameJa")).fill(name);
    await page.getByLabel(label("nameEn")).fill(name);
    for (const field of ["makerId", "loadClassId", "bodyTypeId"])
      await page.getByLabel(label(field), { exact: true }).selectOption({ index: 1 });
    await save.click();
    await expect(page).toHaveURL(/\/jp\/admin\/purchase\/\d+\?created=1#photos$/);

    const description = page.getByLabel(label("descriptionJa"));
    await scriptsStarted(save);
    await description.fill("車検整備付きでお渡しします。");
    await context.clearCookies();
    await save.click();
    await expect(page.getByRole("alert").filter({ hasText: t.signInRequired })).toBeVisible();
    await signInAgainInDialog(page, "jp");
    await expect(description).toHaveValue("車検整備付きでお渡しします。");
    await save.click();
    await expect(page.getByRole("status").filter({ hasText: t.saved })).toBeVisible();
    await page.reload();
    await expect(description).toHaveValue("車検整備付きでお渡しします。");
  });

  test("leaving a staff form with unsaved changes asks first", async ({ page }) => {
    const t = staff("en");
    await signInAsStaff(page, "en");
    await page.goto("/en/admin/blog/new");
    const titleField = page.getByLabel(copy.en("admin.blogPosts.fields.title"));
    await scriptsStarted(titleField);
    await titleField.fill("A post not saved yet");
    const questions: string[] = [];
    page.once("dialog", (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    const reviews = page.getByRole("navigation").getByRole("link", { name: copy.en("admin.nav.reviews") });
    await reviews.click();
    await expect.poll(() => questions).toEqual([t.unsaved]);
    await expect(page).toHaveURL(/\/en\/admin\/blog\/new$/);
    await expect(titleField).toHaveValue("A post not saved yet");

    page.once("dialog", (dialog) => void dialog.accept());
    await reviews.click();
    await expect(page).toHaveURL(/\/en\/admin\/reviews$/);
  });

  test("a review edited in two tabs: the second save is refused and keeps what was typed", async ({
    page,
    context,
  }) => {
    const t = staff("jp");
    const text = (tab: Page) => tab.getByLabel(copy.jp("admin.reviews.fields.text"), { exact: true });
    await signInAsStaff(page, "jp");
    await page.goto("/jp/admin/reviews/new");
    await scriptsStarted(page.getByRole("button", { name: t.save }));
    await page.getByLabel(copy.jp("admin.reviews.fields.customerName")).fill(unique("Two tabs "));
    await text(page).fill("最初の文章");
    await page.getByRole("button", { name: t.save }).click();
    await expect(page).toHaveURL(/\/jp\/admin\/reviews\/\d+$/);

    const second = await context.newPage();
    await second.goto(page.url());
    await scriptsStarted(second.getByRole("button", { name: t.save }));
    await scriptsStarted(page.getByRole("button", { name: t.save }));
    await text(page).fill("一つ目のタブで直した文章");
    await page.getByRole("button", { name: t.save }).click();
    await expect(page.getByRole("status").filter({ hasText: t.saved })).toBeVisible();

    await text(second).fill("二つ目のタブで直した文章");
    await second.getByRole("button", { name: t.save }).click();
    await expect(second.getByRole("alert").filter({ hasText: t.conflict })).toBeVisible();
    await expect(text(second)).toHaveValue("二つ目のタブで直した文章");
    await page.reload();
    await expect(text(page)).toHaveValue("一つ目のタブで直した文章");
  });
});

test.describe("a vehicle changed in two tabs", () => {
  for (const locale of ["jp", "en"] as const) {
    test(`a refused save names what the other save changed; a refused button asks to look again (${locale})`, async ({
      page,
      context,
    }, testInfo) => {
      const t = copy[locale];
      const model = uniqueModel(testInfo);
      await signInAsStaff(page, locale);
      await createPurchaseVehicle(page, model);
      const edit = new URL(page.url()).pathname.replace(/^\/jp\//, `/${locale}/`);
      const price = (tab: Page) => tab.getByLabel(t("admin.vehicleForm.price.purchase"), { exact: true });
      const save = (tab: Page) => tab.getByRole("button", { name: t("admin.vehicleForm.save"), exact: true });

      const other = await context.newPage();
      await other.goto(edit);
      await page.goto(edit);
      await scriptsStarted(save(other));
      await scriptsStarted(save(page));
      await price(other).fill("360万");
      await save(other).click();
      await expect(other.getByRole("status").filter({ hasText: t("admin.vehicleForm.saved") })).toBeVisible();

      const description = page.getByLabel(t("admin.vehicleForm.fields.descriptionJa"), { exact: true });
      await description.fill("荷台に小傷があります。");
      await save(page).click();
      await expect(page.getByRole("alert").filter({ hasText: t("actions.conflict") })).toBeVisible();
      // What the other tab changed, in words: the price before and after, and nothing it did not change.
      const meanwhile = page
        .locator("div", { has: page.getByText(t("admin.vehicleForm.changedMeanwhile"), { exact: true }) })
        .last();
      await expect(meanwhile.getByRole("term")).toHaveText([t("admin.vehicleForm.price.purchase")]);
      const changed = meanwhile.getByRole("definition");
      await expect(changed).toContainText(formatPrice(locale === "jp" ? "ja" : "en", 3_850_000));
      await expect(changed).toContainText(formatPrice(locale === "jp" ? "ja" : "en", 3_600_000));
      await expect(description).toHaveValue("荷台に小傷があります。");

      // A status button has nothing typed to keep: its refusal says to look again, not to copy anything.
      await page.goto(`/${locale}/admin/purchase?q=${model}`);
      await other.goto(`/${locale}/admin/purchase?q=${model}`);
      const row = (tab: Page) => tab.getByRole("row").filter({ hasText: model });
      await (await rowAction(row(other), new RegExp(`^${t("admin.vehicles.unpublish")}`))).click();
      await expect(row(other).getByRole("cell").nth(3)).toHaveText(t("admin.vehicles.statuses.draft"));
      await (await rowAction(row(page), new RegExp(`^${t("admin.vehicles.sold")}`))).click();
      await expect(page.getByRole("alert").filter({ hasText: t("actions.buttonConflict") })).toBeVisible();
      await other.close();
    });
  }
});
