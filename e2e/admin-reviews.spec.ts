import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { expectNotFoundPage, openDialog, rowAction, signInAsStaff } from "./support";

const LABELS = {
  jp: {
    add: "新規追加",
    save: "保存する",
    fixErrors: "入力内容をご確認ください。",
    required: "必須項目です。",
    name: "お客様名",
    vehicle: "ご購入の車両",
    text: "本文",
    upload: "写真をアップロード",
    photo: "写真",
    publish: "公開する",
    search: "お客様名・本文・車両で検索",
    apply: "検索する",
    one: "1件",
    delete: "削除",
    dialog: "お客様の声の削除",
    remove: "削除する",
  },
  en: {
    add: "Add a review",
    save: "Save",
    fixErrors: "Please check the highlighted fields.",
    required: "This field is required.",
    name: "Customer name",
    vehicle: "Vehicle bought",
    text: "Text",
    upload: "Upload a photo",
    photo: "Photo",
    publish: "Publish",
    search: "Search names, text and vehicles",
    apply: "Search",
    one: "1 entry",
    delete: "Delete",
    dialog: "Delete the review",
    remove: "Remove",
  },
} as const;

// Long journeys (photos re-encoded by the server, a second browser) on a 2-core machine shared with others.
test.describe.configure({ timeout: 60_000 });

for (const locale of ["jp", "en"] as const) {
  test(`staff add a review with a photo, visitors read it, and staff delete it through the dialog (${locale})`, async ({
    page,
    browser,
  }, testInfo) => {
    const l = LABELS[locale];
    const name = `${locale === "jp" ? "大阪府 K様" : "K., Osaka"} ${testInfo.project.name}-${Date.now().toString(36)}`;
    await signInAsStaff(page, locale);
    await page.goto(`/${locale}/admin/reviews`);
    await page.getByRole("link", { name: l.add, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/admin/reviews/new$`));

    // Nothing filled in: the form says what is missing and stores nothing.
    await page.getByRole("button", { name: l.save }).click();
    await expect(page.getByRole("alert").filter({ hasText: l.fixErrors })).toBeVisible();
    await expect(page.getByLabel(l.name)).toHaveAccessibleDescription(new RegExp(l.required));
    await expect(page).toHaveURL(/\/new$/);

    await page.getByLabel(l.name).fill(name);
    await page.getByLabel(l.vehicle).fill("日野 レンジャー 4段クレーン");
    await page
      .getByLabel(l.text, { exact: true })
      .fill("対応が早く、安心してお任せできました。\n<script>alert(1)</script>");
    const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#335577" } })
      .jpeg()
      .toBuffer();
    await page.getByLabel(l.upload).setInputFiles({ name: "customer.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect(page.getByRole("img", { name: l.photo })).toBeVisible();
    await page.getByLabel(l.publish).check();
    await page.getByRole("button", { name: l.save }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/admin/reviews/\\d+$`));
    const id = page.url().split("/").pop();

    const visitor = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
    await visitor.goto(`/${locale}/reviews`);
    await visitor.getByRole("link", { name, exact: true }).click();
    await expect(visitor.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(visitor.locator("article img")).toBeVisible();
    await expect(visitor.getByText("<script>alert(1)</script>")).toBeVisible();

    await page.goto(`/${locale}/admin/reviews`);
    await page.getByLabel(l.search).fill(name);
    await page.getByRole("button", { name: l.apply, exact: true }).click();
    await expect(page.getByText(l.one, { exact: true })).toBeVisible();
    await (
      await openDialog(page, await rowAction(page, `${l.delete}: ${name}`), l.dialog)
    )
      .getByRole("button", { name: l.remove })
      .click();
    await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);
    expect((await visitor.goto(`/${locale}/reviews/${id}`))?.status()).toBe(404);
    await expectNotFoundPage(visitor, `/${locale}/reviews/${id}`, locale);
    await visitor.close();
  });
}
