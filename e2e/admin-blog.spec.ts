import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { copy, openDialog, rowAction, signInAsStaff } from "./support";

// A blog post staff save reaches the blog in its language (and is listed, marked as Japanese, on the English blog),
// and its delete takes it away.

// Long journeys (photos re-encoded by the server, a second browser) on a 2-core machine shared with others.
test.describe.configure({ timeout: 60_000 });

test("staff write a post with a photo, see it on the blog in its language, and delete it through the dialog", async ({
  page,
  browser,
}, testInfo) => {
  const t = copy.jp;
  const title = `E2E ${testInfo.project.name} ${Date.now().toString(36)} クレーン買取の実績`;
  await signInAsStaff(page, "jp");
  // Signed-in staff find the New post action on the public blog; visitors do not.
  await page.goto("/jp/blog");
  await page
    .getByRole("main")
    .getByRole("link", { name: t("blog.newPost") })
    .click();
  await expect(page).toHaveURL(/\/jp\/admin\/blog\/new$/);
  await page.getByRole("button", { name: t("admin.common.save") }).click();
  await expect(page.getByRole("alert").filter({ hasText: t("form.invalid") })).toBeVisible();

  await page.getByLabel(t("admin.blogPosts.fields.title")).fill(title);
  await page
    .getByLabel(t("admin.blogPosts.fields.body"))
    .fill("## 今月の実績\n\n**4段クレーン**を3台買い取りました。<script>alert(1)</script>");
  await page.getByRole("button", { name: t("admin.common.preview.button") }).click();
  await expect(page.getByTestId("post-preview").locator("strong")).toHaveText("4段クレーン");
  await expect(page.getByTestId("post-preview").locator("script")).toHaveCount(0);
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#226644" } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel(t("admin.common.photo.upload"))
    .setInputFiles({ name: "crane.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByRole("img", { name: t("admin.common.photo.label") })).toBeVisible();
  await page.getByLabel(t("admin.blogPosts.fields.published")).check();
  await page.getByRole("button", { name: t("admin.common.save") }).click();
  await expect(page).toHaveURL(/\/jp\/admin\/blog\/\d+$/);

  const visitor = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
  await visitor.goto("/jp/blog");
  await expect(visitor.getByRole("main").getByRole("link", { name: t("blog.newPost") })).toHaveCount(0);
  await visitor.getByRole("link", { name: title, exact: true }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor.locator("article img")).toBeVisible();
  await expect(visitor.getByText("<script>alert(1)</script>")).toBeVisible();
  await visitor.goto("/en/blog");
  await expect(visitor.getByRole("link", { name: title, exact: true })).toBeVisible();
  await expect(visitor.getByText(copy.en("blog.onlyJa")).first()).toBeVisible();

  await page.goto("/jp/admin/blog");
  await (
    await openDialog(
      page,
      await rowAction(page, `${t("admin.common.delete")}: ${title}`),
      t("admin.blogPosts.confirmTitle"),
    )
  )
    .getByRole("button", { name: t("admin.common.confirmRemove") })
    .click();
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);
  await visitor.goto("/jp/blog");
  await expect(visitor.getByRole("link", { name: title, exact: true })).toHaveCount(0);
  await visitor.close();
});
