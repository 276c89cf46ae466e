import { expect, test, type Page } from "@playwright/test";
import jp from "../messages/jp.json";
import en from "../messages/en.json";
import { toCsv } from "@/lib/csv";
import { fillPurchaseListing, rowAction, signInAsStaff, uniqueModel } from "./support";

// Journeys of several saves each on a 2-core machine shared with others.
test.describe.configure({ timeout: 90_000 });

/** A draft purchase listing of the test's own, saved through the staff form; answers its edit page's id. */
async function createDraft(page: Page, model: string) {
  await page.goto("/jp/admin/purchase/new");
  await fillPurchaseListing(page, model);
  await page.getByLabel("掲載状況").selectOption("draft");
  await page.getByRole("button", { name: "保存する" }).click();
  await expect(page).toHaveURL(/\/jp\/admin\/purchase\/\d+\?created=1#photos$/);
  return Number(/\/purchase\/(\d+)/.exec(page.url())![1]);
}

for (const [locale, words] of [
  ["jp", jp],
  ["en", en],
] as const) {
  const t = words.admin.vehicles;
  const tc = words.admin.inventoryCsv;

  test.describe(`inventory in bulk (${locale})`, () => {
    test("staff duplicate a vehicle from its row and from its edit page, and land on the draft copy", async ({
      page,
    }, testInfo) => {
      const model = uniqueModel(testInfo);
      await signInAsStaff(page, locale);
      const original = await createDraft(page, model);

      await page.goto(`/${locale}/admin/purchase?q=${model}`);
      const row = page.getByRole("row").filter({ hasText: model });
      await expect(row).toHaveCount(1);
      await (await rowAction(row, new RegExp(`^${t.duplicate}`))).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/admin/purchase/(?!${original}$)\\d+$`));
      await expect(page.getByLabel(words.admin.vehicleForm.fields.status)).toHaveValue("draft");
      await expect(page.getByLabel(words.admin.vehicleForm.fields.nameJa)).toHaveValue(new RegExp(model));

      await page.goto(`/${locale}/admin/purchase/${original}`);
      await page.getByRole("button", { name: t.duplicate, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/admin/purchase/(?!${original}$)\\d+$`));

      await page.goto(`/${locale}/admin/purchase?q=${model}`);
      await expect(page.getByRole("row").filter({ hasText: model })).toHaveCount(3);
    });

    test("staff tick two drafts and publish them at once", async ({ page }, testInfo) => {
      const model = uniqueModel(testInfo);
      await signInAsStaff(page, locale);
      await createDraft(page, model);
      await createDraft(page, model);

      await page.goto(`/${locale}/admin/purchase?q=${model}`);
      const rows = page.getByRole("row").filter({ hasText: model });
      await expect(rows).toHaveCount(2);
      for (const box of await rows.getByRole("checkbox").all()) await box.check();
      await page.getByLabel(t.bulkLabel).selectOption(t.bulkActions.publish);
      await page.getByRole("button", { name: t.bulkApply }).click();
      await expect(page.getByRole("status").filter({ hasText: locale === "jp" ? "2台" : "2 vehicles" })).toBeVisible();
      for (const row of await rows.all()) await expect(row.getByRole("cell").nth(3)).toHaveText(t.statuses.published);
      // The ticks are cleared for the next action.
      for (const box of await rows.getByRole("checkbox").all()) await expect(box).not.toBeChecked();

      // Published again, both are refused, and the page says why.
      for (const box of await rows.getByRole("checkbox").all()) await box.check();
      await page.getByRole("button", { name: t.bulkApply }).click();
      await expect(
        page.getByRole("status").filter({
          hasText:
            locale === "jp"
              ? "2台は変更できませんでした：すでにその状態（2台）"
              : "2 vehicles were not changed: already in that status (2)",
        }),
      ).toBeVisible();
    });

    test("staff check a CSV of three vehicles, import it, and find them in the list", async ({ page }, testInfo) => {
      const model = uniqueModel(testInfo);
      await signInAsStaff(page, locale);
      const columns = tc.columns;
      const csv = toCsv(
        [columns.nameJa, columns.nameEn, columns.makerId, columns.loadClassId, columns.bodyTypeId, columns.modelYear],
        [
          ...[1, 2, 3].map((n) => [
            `いすゞ ${model} ${n}`,
            `Isuzu ${model} ${n}`,
            locale === "jp" ? "いすゞ" : "Isuzu",
            locale === "jp" ? "小型" : "Light duty",
            locale === "jp" ? "平ボディ" : "Flatbed",
            2015 + n,
          ]),
        ],
      );

      await page.goto(`/${locale}/admin/purchase`);
      await page.getByRole("link", { name: tc.import }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/admin/purchase/import$`));
      await page
        .getByLabel(tc.file)
        .setInputFiles({ name: "vehicles.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
      await page.getByRole("button", { name: tc.check }).click();
      await expect(page.getByRole("status").filter({ hasText: locale === "jp" ? "3行" : "3 rows" })).toBeVisible();
      await expect(page.getByRole("row").filter({ hasText: model })).toHaveCount(3);

      await page.getByRole("button", { name: locale === "jp" ? "3台を登録・更新する" : "Import 3 vehicles" }).click();
      await expect(
        page.getByRole("status").filter({ hasText: locale === "jp" ? "3台を登録" : "3 vehicles added" }),
      ).toBeVisible();

      await page.goto(`/${locale}/admin/purchase?q=${model}`);
      const rows = page.getByRole("row").filter({ hasText: model });
      await expect(rows).toHaveCount(3);
      for (const row of await rows.all()) await expect(row.getByRole("cell").nth(3)).toHaveText(t.statuses.draft);
    });

    test("a file with errors is refused row by row, in the staff member's language", async ({ page }, testInfo) => {
      const model = uniqueModel(testInfo);
      await signInAsStaff(page, locale);
      const columns = tc.columns;
      const csv = toCsv(
        [columns.nameJa, columns.nameEn, columns.makerId, columns.loadClassId, columns.bodyTypeId],
        [[`いすゞ ${model}`, `Isuzu ${model}`, "Volvo", locale === "jp" ? "小型" : "Light duty", ""]],
      );
      await page.goto(`/${locale}/admin/purchase/import`);
      await page.getByLabel(tc.file).setInputFiles({ name: "bad.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
      await page.getByRole("button", { name: tc.check }).click();
      const problems = page.getByRole("alert").filter({ has: page.getByRole("table") });
      await expect(problems).toContainText(tc.errors.unknownChoice);
      await expect(problems).toContainText(words.validation.required);
      await expect(problems.getByRole("row").filter({ hasText: columns.makerId })).toContainText("2");
      await expect(page.getByRole("button", { name: /^(Import \d|\d+台を登録)/ })).toHaveCount(0);
    });
  });
}

test("while staff import a file of the largest size, the public catalogue keeps answering", async ({
  page,
}, testInfo) => {
  // Two thousand vehicles written on a machine shared with the other journeys.
  test.setTimeout(240_000);
  const model = uniqueModel(testInfo);
  const tc = jp.admin.inventoryCsv;
  const rows = 2_000;
  const csv = toCsv(
    [tc.columns.nameJa, tc.columns.nameEn, tc.columns.makerId, tc.columns.loadClassId, tc.columns.bodyTypeId],
    Array.from({ length: rows }, (_, n) => [
      `いすゞ ${model} ${n}`,
      `Isuzu ${model} ${n}`,
      "いすゞ",
      "小型",
      "平ボディ",
    ]),
  );
  await signInAsStaff(page, "jp");
  await page.goto("/jp/admin/purchase/import");
  await page.getByLabel(tc.file).setInputFiles({ name: "full.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: tc.check }).click();
  await page.getByRole("button", { name: "2000台を登録・更新する" }).click();
  // The import is under way (its button says so until the answer arrives): a visitor searches the catalogue.
  await expect(page.getByRole("button", { name: tc.running })).toBeVisible();
  const search = await page.request.get(`/jp/sale?q=${model}`);
  expect(search.status()).toBe(200);
  await expect(page.getByRole("status").filter({ hasText: "2000台を登録し、0台を更新しました。" })).toBeVisible({
    timeout: 180_000,
  });
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the bulk action is a plain form: ticked rows are published and the page says so", async ({
    page,
  }, testInfo) => {
    const model = uniqueModel(testInfo);
    await signInAsStaff(page, "jp");
    await page.goto("/jp/admin/purchase/import");
    // The drafts come from an import (the vehicle form itself needs scripts for its photos).
    const csv = toCsv(
      [jp.admin.inventoryCsv.columns.nameJa, "nameEn", "makerId", "loadClassId", "bodyTypeId"],
      [
        [`いすゞ ${model} 1`, `Isuzu ${model} 1`, "isuzu", "small", "flatbed"],
        [`いすゞ ${model} 2`, `Isuzu ${model} 2`, "isuzu", "small", "flatbed"],
      ],
    );
    const imported = await page.request.post("/api/admin/vehicles/csv", {
      headers: { Origin: new URL(page.url()).origin },
      multipart: {
        kind: "purchase",
        mode: "import",
        file: { name: "v.csv", mimeType: "text/csv", buffer: Buffer.from(csv) },
      },
    });
    expect(await imported.json()).toEqual({ ok: true, created: 2, updated: 0 });

    await page.goto(`/jp/admin/purchase?q=${model}`);
    const rows = page.getByRole("row").filter({ hasText: model });
    for (const box of await rows.getByRole("checkbox").all()) await box.check();
    await page.getByLabel(jp.admin.vehicles.bulkLabel).selectOption("publish");
    await page.getByRole("button", { name: jp.admin.vehicles.bulkApply }).click();
    await expect(page.getByRole("status").filter({ hasText: "2台を変更しました。" })).toBeVisible();
    for (const row of await rows.all()) await expect(row.getByRole("cell").nth(3)).toHaveText("掲載中");
  });
});

test("the CSV endpoints answer only a signed-in staff member", async ({ request }) => {
  expect((await request.get("/api/admin/vehicles/csv?kind=sale")).status()).toBe(401);
  expect((await request.get("/api/admin/vehicles/csv/template?kind=sale")).status()).toBe(401);
  const { baseURL } = await import("../playwright.config");
  const post = await request.post("/api/admin/vehicles/csv", {
    headers: { Origin: baseURL },
    multipart: {
      kind: "sale",
      mode: "import",
      file: { name: "v.csv", mimeType: "text/csv", buffer: Buffer.from("a\r\n") },
    },
  });
  expect(post.status()).toBe(401);
});

test("staff export the filtered inventory as CSV that Excel opens in Japanese", async ({ page }) => {
  await signInAsStaff(page, "jp");
  await page.goto("/jp/admin/sale?status=published");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: jp.admin.inventoryCsv.export }).click();
  const file = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of file) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  expect(text.startsWith("\uFEFF管理番号,")).toBe(true);
  expect(text).toContain("\r\n");
  expect(text).not.toMatch(/,下書き,/);
});
