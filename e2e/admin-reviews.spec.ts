import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { copy, expectNotFoundPage, openDialog, rowAction, signInAsStaff } from "./support";

// A review staff save reaches the public page, and its delete takes it away: the journey in Japanese, the English
// edit page read once.

// Long journeys (photos re-encoded by the server, a second browser) on a 2-core machine shared with others.
test.describe.configure({ timeout: 60_000 });

test("staff add a review with a photo, visitors read it, and staff delete it through the dialog", async ({
  page,
  browser,
}, testInfo) => {
  const t = copy.jp;
  const field = (key: "customerName" | "vehicleBought" | "text" | "published") =>
    page.getByLabel(t(`admin.reviews.fields.${key}`), { exact: key === "text" });
  const name = `大阪府 K様 ${testInfo.project.name}-${Date.now().toString(36)}`;
  await signInAsStaff(page, "jp");
  await page.goto("/jp/admin/reviews");
  await page.getByRole("link", { name: t("admin.reviews.new"), exact: true }).click();
  await expect(page).toHaveURL(/\/jp\/admin\/reviews\/new$/);

  // Nothing filled in: the form says what is missing and stores nothing.
  await page.getByRole("button", { name: t("admin.common.save") }).click();
  await expect(page.getByRole("alert").filter({ hasText: t("form.invalid") })).toBeVisible();
  await expect(field("customerName")).toHaveAccessibleDescription(new RegExp(t("validation.required")));
  await expect(page).toHaveURL(/\/new$/);

  await field("customerName").fill(name);
  await field("vehicleBought").fill("日野 レンジャー 4段クレーン");
  await field("text").fill("対応が早く、安心してお任せできました。\n<script>alert(1)</script>");
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#335577" } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel(t("admin.common.photo.upload"))
    .setInputFiles({ name: "customer.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByRole("img", { name: t("admin.common.photo.label") })).toBeVisible();
  await field("published").check();
  await page.getByRole("button", { name: t("admin.common.save") }).click();
  await expect(page).toHaveURL(/\/jp\/admin\/reviews\/\d+$/);
  const id = page.url().split("/").pop();

  const visitor = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
  await visitor.goto("/jp/reviews");
  await visitor.getByRole("link", { name, exact: true }).click();
  await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(visitor.locator("article img")).toBeVisible();
  await expect(visitor.getByText("<script>alert(1)</script>")).toBeVisible();

  // The English edit page names its fields in English and holds the same review.
  await page.goto(`/en/admin/reviews/${id}`);
  await expect(page.getByLabel(copy.en("admin.reviews.fields.customerName"))).toHaveValue(name);

  await page.goto("/jp/admin/reviews");
  await page.getByLabel(t("admin.reviews.search")).fill(name);
  await page.getByRole("button", { name: t("admin.common.apply"), exact: true }).click();
  await expect(page.getByText(t("admin.common.count", { total: 1 }), { exact: true })).toBeVisible();
  await (
    await openDialog(
      page,
      await rowAction(page, `${t("admin.common.delete")}: ${name}`),
      t("admin.reviews.confirmTitle"),
    )
  )
    .getByRole("button", { name: t("admin.common.confirmRemove") })
    .click();
  await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);
  expect((await visitor.goto(`/jp/reviews/${id}`))?.status()).toBe(404);
  await expectNotFoundPage(visitor, `/jp/reviews/${id}`, "jp");
  await visitor.close();
});
