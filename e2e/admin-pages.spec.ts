import { expect, test } from "@playwright/test";
import { expectNotFoundPage, openDialog, rowAction, signInAsStaff } from "./support";

// Long journeys (a second browser, several saves) on a 2-core machine shared with others.
test.describe.configure({ timeout: 60_000 });

test("staff write a page in both languages, visitors read it in theirs, staff delete it (jp)", async ({
  page,
  browser,
}, testInfo) => {
  const slug = `notice-${testInfo.project.name}-${Date.now().toString(36)}`;
  const title = `年末年始の営業について ${slug}`;
  await signInAsStaff(page, "jp");
  await page.goto("/jp/admin/pages");
  await page.getByRole("link", { name: "新規作成", exact: true }).click();
  await expect(page).toHaveURL(/\/jp\/admin\/pages\/new$/);

  // A slug the site already answers could never be reached: refused, with the reason.
  await page.getByLabel("スラッグ（URL用・半角英小文字・数字・ハイフン）").fill("sale");
  await page.getByLabel("タイトル（日本語）").fill(title);
  await page.getByLabel("本文（日本語・Markdown）").fill("**12月29日〜1月4日**は休業いたします。");
  await page.getByRole("button", { name: "保存する" }).click();
  await expect(page.getByText("サイトの他のページで使っているため、このスラッグは使えません。")).toBeVisible();
  // The refused save keeps everything typed.
  await expect(page.getByLabel("タイトル（日本語）")).toHaveValue(title);

  await page.getByLabel("スラッグ（URL用・半角英小文字・数字・ハイフン）").fill(slug);
  await page.getByRole("button", { name: "プレビュー（日本語）" }).click();
  await expect(page.getByTestId("page-preview-ja").locator("strong")).toHaveText("12月29日〜1月4日");
  await page.getByLabel("タイトル（英語）").fill("Year-end holidays");
  await page.getByLabel("本文（英語・Markdown）").fill("We are closed from 29 December to 4 January.");
  await page.getByLabel("公開する").check();
  await page.getByRole("button", { name: "保存する" }).click();
  await expect(page).toHaveURL(/\/jp\/admin\/pages\/\d+$/);

  const visitor = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
  await visitor.goto(`/jp/${slug}`);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.locator("strong").filter({ hasText: "12月29日〜1月4日" })).toBeVisible();
  await visitor.goto(`/en/${slug}`);
  await expect(visitor.getByRole("heading", { level: 1, name: "Year-end holidays" })).toBeVisible();

  await page.goto("/jp/admin/pages");
  await (
    await openDialog(page, await rowAction(page, `削除: ${title}`), "ページの削除")
  )
    .getByRole("button", { name: "削除する" })
    .click();
  await expect(page.getByText(`/${slug}`)).toHaveCount(0);
  expect((await visitor.goto(`/jp/${slug}`))?.status()).toBe(404);
  await expectNotFoundPage(visitor, `/jp/${slug}`, "jp");
  await visitor.close();
});

test("staff add a body build to the body building page and remove it again (en)", async ({
  page,
  browser,
}, testInfo) => {
  const slug = `tank-${testInfo.project.name}-${Date.now().toString(36)}`;
  const name = `Tank body ${slug}`;
  await signInAsStaff(page, "en");
  await page.goto("/en/admin/bodyseisaku");
  await page.getByRole("link", { name: "Add a body build", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/admin\/bodyseisaku\/new$/);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Please check the highlighted fields." })).toBeVisible();

  await page.getByLabel("Slug (for the URL: lower-case letters, digits and hyphens)").fill(slug);
  await page.getByLabel("Name (Japanese)").fill("タンクローリー架装");
  await page.getByLabel("Description (Japanese)").fill("燃料・水・粉粒体など、運ぶものに合わせて製作します。");
  await page.getByLabel("Name (English)").fill(name);
  await page.getByLabel("Description (English)").fill("Tanks for fuel, water or powder, built for what you carry.");
  await page.getByLabel("Order").fill("9000");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page).toHaveURL(/\/en\/admin\/bodyseisaku\/\d+$/);

  const visitor = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
  await visitor.goto("/en/bodyseisaku");
  await expect(visitor.getByRole("heading", { level: 2, name })).toBeVisible();
  await visitor.goto(`/en/bodyseisaku/${slug}`);
  await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();

  await page.goto("/en/admin/bodyseisaku");
  await (
    await openDialog(page, await rowAction(page, `Delete: ${name}`), "Delete the body build")
  )
    .getByRole("button", { name: "Remove" })
    .click();
  await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);
  expect((await visitor.goto(`/en/bodyseisaku/${slug}`))?.status()).toBe(404);
  await visitor.close();
});
