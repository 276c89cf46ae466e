import { expect, test } from "@playwright/test";
import { copy, expectNotFoundPage, openDialog, rowAction, signInAsStaff } from "./support";

// A staff page and a body build saved by staff reach the public site, and their delete takes them away: the page
// written from the Japanese admin, read in both languages; the body build from the English admin.

// Long journeys (a second browser, several saves) on a 2-core machine shared with others.
test.describe.configure({ timeout: 60_000 });

test("staff write a page in both languages, visitors read it in theirs, staff delete it (jp)", async ({
  page,
  browser,
}, testInfo) => {
  const t = copy.jp;
  const field = (key: "slug" | "titleJa" | "bodyJa" | "titleEn" | "bodyEn" | "published") =>
    page.getByLabel(t(`admin.pages.fields.${key}`));
  const slug = `notice-${testInfo.project.name}-${Date.now().toString(36)}`;
  const title = `年末年始の営業について ${slug}`;
  await signInAsStaff(page, "jp");
  await page.goto("/jp/admin/pages");
  await page.getByRole("link", { name: t("admin.pages.new"), exact: true }).click();
  await expect(page).toHaveURL(/\/jp\/admin\/pages\/new$/);

  // A slug the site already answers could never be reached: refused, with the reason.
  await field("slug").fill("sale");
  await field("titleJa").fill(title);
  await field("bodyJa").fill("**12月29日〜1月4日**は休業いたします。");
  await page.getByRole("button", { name: t("admin.common.save") }).click();
  await expect(page.getByText(t("admin.pages.errors.reserved"))).toBeVisible();
  // The refused save keeps everything typed.
  await expect(field("titleJa")).toHaveValue(title);

  await field("slug").fill(slug);
  await page
    .getByRole("button", { name: t("admin.common.preview.titleFor", { language: t("admin.common.languages.ja") }) })
    .click();
  await expect(page.getByTestId("page-preview-ja").locator("strong")).toHaveText("12月29日〜1月4日");
  await field("titleEn").fill("Year-end holidays");
  await field("bodyEn").fill("We are closed from 29 December to 4 January.");
  await field("published").check();
  await page.getByRole("button", { name: t("admin.common.save") }).click();
  await expect(page).toHaveURL(/\/jp\/admin\/pages\/\d+$/);

  const visitor = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
  await visitor.goto(`/jp/${slug}`);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.locator("strong").filter({ hasText: "12月29日〜1月4日" })).toBeVisible();
  await visitor.goto(`/en/${slug}`);
  await expect(visitor.getByRole("heading", { level: 1, name: "Year-end holidays" })).toBeVisible();

  await page.goto("/jp/admin/pages");
  await (
    await openDialog(
      page,
      await rowAction(page, `${t("admin.common.delete")}: ${title}`),
      t("admin.pages.confirmTitle"),
    )
  )
    .getByRole("button", { name: t("admin.common.confirmRemove") })
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
  const t = copy.en;
  const field = (key: "slug" | "titleJa" | "titleEn" | "textJa" | "textEn" | "position") =>
    page.getByLabel(t(`admin.bodyWork.fields.${key}`));
  const slug = `tank-${testInfo.project.name}-${Date.now().toString(36)}`;
  const name = `Tank body ${slug}`;
  await signInAsStaff(page, "en");
  await page.goto("/en/admin/bodyseisaku");
  await page.getByRole("link", { name: t("admin.bodyWork.new"), exact: true }).click();
  await expect(page).toHaveURL(/\/en\/admin\/bodyseisaku\/new$/);
  await page.getByRole("button", { name: t("admin.common.save") }).click();
  await expect(page.getByRole("alert").filter({ hasText: t("form.invalid") })).toBeVisible();

  await field("slug").fill(slug);
  await field("titleJa").fill("タンクローリー架装");
  await field("textJa").fill("燃料・水・粉粒体など、運ぶものに合わせて製作します。");
  await field("titleEn").fill(name);
  await field("textEn").fill("Tanks for fuel, water or powder, built for what you carry.");
  await field("position").fill("9000");
  await page.getByRole("button", { name: t("admin.common.save") }).click();
  await expect(page).toHaveURL(/\/en\/admin\/bodyseisaku\/\d+$/);

  const visitor = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
  await visitor.goto("/en/bodyseisaku");
  await expect(visitor.getByRole("heading", { level: 2, name })).toBeVisible();
  await visitor.goto(`/en/bodyseisaku/${slug}`);
  await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();

  await page.goto("/en/admin/bodyseisaku");
  await (
    await openDialog(
      page,
      await rowAction(page, `${t("admin.common.delete")}: ${name}`),
      t("admin.bodyWork.confirmTitle"),
    )
  )
    .getByRole("button", { name: t("admin.common.confirmRemove") })
    .click();
  await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);
  expect((await visitor.goto(`/en/bodyseisaku/${slug}`))?.status()).toBe(404);
  await visitor.close();
});
