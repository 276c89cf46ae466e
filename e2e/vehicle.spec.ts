import { expect, test, type Page } from "@playwright/test";
import { asFreshSender, fillRequestTerms } from "./support";

// The newest truck for sale is one of the demo's, with its photos and description: journeys make their
// vehicles in the purchase catalogue.
async function openFirstVehicle(page: Page, locale: "jp" | "en") {
  await page.goto(`/${locale}/sale`);
  const card = page.getByRole("article").first();
  const name = (await card.getByRole("heading").textContent())!.trim();
  await card.getByRole("heading").click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/sale/item/[a-z0-9-]+$`));
  return name;
}

test.describe("vehicle page", () => {
  test("shows everything about a truck in Japanese", async ({ page }) => {
    const name = await openFirstVehicle(page, "jp");
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText(/管理番号/).first()).toBeVisible();
    for (const section of ["車両仕様", "寸法", "荷台内寸", "装備", "車両説明"]) {
      await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible();
    }
    for (const label of [
      "型式",
      "年式",
      "走行距離",
      "車検",
      "排気量",
      "駆動方式",
      "ミッション",
      "燃料",
      "最大積載量",
      "車両重量",
      "修復歴",
      "車台番号（下3桁）",
      "ドア数",
      "乗車定員",
      "エアバッグ",
    ]) {
      await expect(
        page
          .getByRole("term")
          .filter({ hasText: new RegExp(`^${label.replace(/[()（）]/g, ".")}$`) })
          .first(),
      ).toBeVisible();
    }
    // The inspection is worded as of today: valid to the end of its month, expired, or none.
    await expect(
      page
        .getByRole("definition")
        .filter({ hasText: /^(\d{4}年\d{1,2}月末まで|車検切れ|車検なし)$/ })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole("main").getByText("電話受付 平日 8:30〜18:00（土日祝はお休み）").first()).toBeVisible();
    await expect(page.getByRole("link", { name: /LINEで写真を送って/ })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "条件の近い車両" })).toBeVisible();
  });

  test("the gallery moves with its buttons and the keyboard", async ({ page }) => {
    await openFirstVehicle(page, "en");
    const gallery = page.getByRole("region", { name: "Vehicle photos" });
    await expect(gallery.getByRole("link", { name: "Show photo 1", exact: true })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await gallery.getByRole("button", { name: "Next photo" }).click();
    await expect(gallery.getByRole("link", { name: "Show photo 2", exact: true })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await gallery.getByRole("button", { name: "Next photo" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(gallery.getByRole("link", { name: "Show photo 3", exact: true })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await page.keyboard.press("ArrowLeft");
    await expect(gallery.getByRole("link", { name: "Show photo 2", exact: true })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  test("a malformed or unknown id answers the 404 page", async ({ page }) => {
    for (const path of [
      "/jp/sale/item/UPPER-case",
      "/jp/sale/item/no-such-vehicle-1",
      "/en/purchase/item/x%00y",
      "/en/sale/item/a..b/print",
      "/jp/sale/item/nope/order",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
  });

  test("the print view is one page with the QR code back to the vehicle", async ({ page }) => {
    const name = await openFirstVehicle(page, "jp");
    const vehicleUrl = page.url();
    await page.getByRole("link", { name: "印刷用ページ" }).click();
    await expect(page).toHaveURL(/\/print$/);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByRole("navigation")).toHaveCount(0);
    await expect(page.getByRole("img", { name: "車両ページのQRコード" })).toBeVisible();
    await expect(page.getByRole("button", { name: "印刷する" })).toBeVisible();
    const pdf = await page.pdf({ format: "A4", printBackground: true });
    const pages = pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages).toHaveLength(1);
    expect(vehicleUrl).toContain("/jp/sale/item/");
  });
});

test.describe("ordering a vehicle", () => {
  for (const locale of ["jp", "en"] as const) {
    test(`bad input gets field messages, good input a thank-you with the order number (${locale})`, async ({
      page,
    }) => {
      const t =
        locale === "jp"
          ? {
              apply: "見積もり・在庫確認を依頼する",
              last: "姓",
              first: "名",
              email: "メールアドレス",
              phone: "電話番号",
              send: "送信する",
              required: "必須項目です。",
              badEmail: "正しいメールアドレスを入力してください。",
              thanks: "お見積もりのご依頼ありがとうございます",
              number: /受付番号は (\d+) です/,
            }
          : {
              apply: "Request a quote",
              last: "Last name",
              first: "First name",
              email: "Email address",
              phone: "Phone number",
              send: "Send",
              required: "This field is required.",
              badEmail: "Enter a valid email address.",
              thanks: "Thank you for your quote request",
              number: /reference number is (\d+)\./,
            };
      const email = await asFreshSender(page);
      await openFirstVehicle(page, locale);
      await page.getByRole("link", { name: t.apply }).click();
      await expect(page).toHaveURL(/\/order$/);

      await page.getByRole("button", { name: t.send }).click();
      await expect(page.getByLabel(t.last, { exact: false }).first()).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText(t.required).first()).toBeVisible();

      await page.getByLabel(new RegExp(`^${t.last}`)).fill("山田");
      await page.getByLabel(new RegExp(`^${t.first}`)).fill("太郎");
      await page.getByLabel(new RegExp(`^${t.email}`)).fill("taro@");
      await page.getByLabel(new RegExp(`^${t.phone}`)).fill("０９０－１２３４－５６７８");
      await fillRequestTerms(page);
      await page.getByRole("button", { name: t.send }).click();
      await expect(page.getByText(t.badEmail)).toBeVisible();

      await page.getByLabel(new RegExp(`^${t.email}`)).fill(email);
      await page.getByRole("button", { name: t.send }).dblclick();
      await expect(page.getByRole("heading", { name: t.thanks })).toBeVisible();
      const number = Number((await page.getByRole("status").textContent())!.match(t.number)![1]);
      expect(number).toBeGreaterThan(10_000);
    });
  }
});
