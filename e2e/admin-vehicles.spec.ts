import { expect, test } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { createPurchaseVehicle, fillPurchaseListing, rowAction, signInAsStaff, uniqueModel } from "./support";

// Long journeys (photos re-encoded by the server, a second browser) on a 2-core machine shared with others.
test.describe.configure({ timeout: 60_000 });

test("staff unpublish, publish and delete a vehicle, and the public catalogue follows at once", async ({
  page,
}, testInfo) => {
  const model = uniqueModel(testInfo);
  await signInAsStaff(page, "jp");
  await createPurchaseVehicle(page, model);
  const publicCount = async () => {
    const visitor = await page.context().browser()!.newPage({ baseURL: testInfo.project.use.baseURL });
    await visitor.goto(`/jp/purchase?q=${model}`);
    const text = (await visitor
      .getByText(/^(全\d+台|該当する車両は0台です)/)
      .first()
      .textContent())!;
    await visitor.close();
    return text;
  };
  expect(await publicCount()).toBe("全1台を表示");

  await page.goto(`/jp/admin/purchase?q=${model}`);
  const admin = page.getByRole("row").filter({ hasText: model });
  await (await rowAction(admin, /^非公開にする/)).click();
  await expect(page.getByRole("status").filter({ hasText: "更新しました" })).toBeVisible();
  await expect(admin.getByRole("cell").nth(3)).toHaveText("下書き");
  expect(await publicCount()).toBe("該当する車両は0台です");

  await (await rowAction(admin, /^掲載する/)).click();
  await expect(admin.getByRole("cell").nth(3)).toHaveText("掲載中");
  expect(await publicCount()).toBe("全1台を表示");

  await (await rowAction(admin, /^削除/)).click();
  const dialog = page.getByRole("dialog", { name: "車両の削除" });
  // The dialog names the vehicle it deletes.
  await expect(dialog).toContainText(`${model} 3t 平ボディ」を削除しますか？`);
  await expect(page.locator("body")).toHaveAttribute("data-dialog", "open");
  await dialog.getByRole("button", { name: "キャンセル" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(admin).toHaveCount(1);

  await (await rowAction(admin, /^削除/)).click();
  await page.getByRole("dialog").getByRole("button", { name: "削除する" }).click();
  await expect(admin).toHaveCount(0);
  expect(await publicCount()).toBe("該当する車両は0台です");
});

// Made in the purchase catalogue, as every journey's vehicle is (see createPurchaseVehicle).
test("staff create a vehicle, publish it, find it in the public catalogue and change its price there", async ({
  page,
}, testInfo) => {
  const kind = "purchase";
  const model = uniqueModel(testInfo);
  await signInAsStaff(page, "jp");
  await page.goto(`/jp/admin/${kind}`);
  await page.getByRole("link", { name: "新しい車両を登録" }).click();
  await expect(page).toHaveURL(new RegExp(`/jp/admin/${kind}/new$`));

  await page.getByRole("button", { name: "保存する" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "入力内容をご確認ください。" })).toBeVisible();
  await expect(page.getByLabel("車両名（日本語）")).toHaveAttribute("aria-invalid", "true");

  await fillPurchaseListing(page, model, "3,850,000", "tkg-nmr85");
  await page.getByRole("button", { name: "保存する" }).click();
  await expect(page.getByText("半角英大文字で入力してください。")).toBeVisible();
  await page.getByLabel("型式").fill("TKG-NMR85");
  await page.getByLabel("車検満了（年）").fill("2027");
  await page.getByRole("button", { name: "保存する" }).click();
  await expect(page.getByText("必須項目です。")).toBeVisible();
  await page.getByLabel("車検満了（月）").fill("３");
  await page.getByRole("button", { name: "保存する" }).click();
  await expect(page).toHaveURL(new RegExp(`/jp/admin/${kind}/\\d+\\?created=1#photos$`));
  await expect(page.getByRole("heading", { level: 1, name: new RegExp(`${model}.*を編集`) })).toBeVisible();

  const photo = async (color: string) => ({
    name: `${color.slice(1)}.jpg`,
    mimeType: "image/jpeg",
    buffer: await sharp({ create: { width: 1200, height: 900, channels: 3, background: color } })
      .jpeg()
      .toBuffer(),
  });
  await page
    .getByLabel("写真を選ぶ")
    .setInputFiles([{ name: "vehicle.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not really a photo") }]);
  await page.getByRole("button", { name: "アップロード" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "「vehicle.jpg」は画像として読み込めません" })).toBeVisible();
  await page.getByLabel("写真を選ぶ").setInputFiles([
    await photo("#aa3333"),
    await photo("#3333aa"),
    {
      name: "IMG_0003.HEIC",
      mimeType: "image/heic",
      buffer: fs.readFileSync(path.join(__dirname, "../test/fixtures/phone-photo.heic")),
    },
  ]);
  await page.getByRole("button", { name: "アップロード" }).click();
  // Decoding the HEIC photo takes the server a few seconds of CPU.
  await expect(page.getByRole("img", { name: /^写真 \d$/ })).toHaveCount(3, { timeout: 20_000 });
  const first = await page.getByRole("img", { name: "写真 1" }).getAttribute("src");
  await page.getByRole("button", { name: "写真 1: 後ろへ" }).click();
  await expect(page.getByRole("img", { name: "写真 2" })).toHaveAttribute("src", first!);

  const visitor = await page.context().browser()!.newPage({ baseURL: testInfo.project.use.baseURL });
  await visitor.goto(`/jp/${kind}?q=${model}`);
  await expect(visitor.getByText("全1台を表示")).toBeVisible();
  await expect(visitor.getByRole("article")).toContainText("385万円");

  await page.getByLabel("買取価格（税込・円）").fill("3500000");
  await page.getByRole("button", { name: "保存する" }).click();
  await expect(page.getByRole("status").filter({ hasText: "保存しました" })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole("article")).toContainText("350万円");
  await visitor.getByRole("article").getByRole("link").first().click();
  await expect(visitor.getByRole("heading", { level: 1 })).toContainText(model);
  await visitor.close();
});

test("staff add a maker alias, and visitors find the maker's trucks by it", async ({
  page,
  browser,
}, testInfo) => {
  const alias = `ISZ自動車${Date.now().toString(36).toUpperCase()}`;
  const visitor = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
  await visitor.goto(`/jp/sale?q=${encodeURIComponent(alias)}`);
  await expect(visitor.getByText("該当する車両は0台です")).toBeVisible();

  await signInAsStaff(page, "jp");
  await page.goto("/jp/admin/data");
  await page.getByRole("link", { name: "メーカー" }).click();
  await page.getByRole("link", { name: "いすゞ", exact: true }).click();
  const aliases = page.getByLabel("別名（「、」区切り）");
  await aliases.fill(`${await aliases.inputValue()}、${alias}`);
  await page.getByRole("button", { name: "保存する" }).click();
  await expect(page.getByRole("status").filter({ hasText: "保存しました" })).toBeVisible();

  await visitor.reload();
  await expect(visitor.getByText(/^全[\d,]+台(中 1〜\d+台目)?を表示$/)).toBeVisible();
  await expect(visitor.getByRole("article").first()).toContainText("いすゞ");
  await visitor.close();

  await page.goto("/jp/admin/data/makers");
  await (await rowAction(page, "削除: 日野")).click();
  await page.getByRole("dialog").getByRole("button", { name: "削除する" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /台の車両で使われているため削除できません/ })).toBeVisible();
  expect((await page.goto("/jp/admin/data/colours"))?.status()).toBe(404);
});
