import { expect, test, type Page } from "@playwright/test";
import { parseCsv, toCsv } from "@/lib/csv";
import { bodyTypes, loadClasses, makers } from "../prisma/seed/master-data";
import { copy, copyPattern, fillPurchaseListing, rowAction, signInAsStaff, uniqueModel } from "./support";

// Inventory in bulk, each journey once, in one language: duplicating and importing in English, the bulk action and
// a refused file in Japanese. The CSV rules (headers in either language, master names, every problem of every row,
// the largest file with the catalogue answering meanwhile) are lib/admin/inventory-csv.integration.test.ts's, the
// bulk actions' lib/admin/inventory-bulk.integration.test.ts's; the export and the endpoints' guard are plain HTTP
// (e2e/admin-inventory.http.spec.ts).

// Journeys of several saves each on a 2-core machine shared with others.
test.describe.configure({ timeout: 90_000 });

const isuzu = makers.find((maker) => maker.slug === "isuzu")!;
const small = loadClasses.find((loadClass) => loadClass.slug === "small")!;
const flatbed = bodyTypes.find((bodyType) => bodyType.slug === "flatbed")!;

/** A draft purchase listing of the test's own, saved through the staff form; answers its edit page's id. */
async function createDraft(page: Page, model: string) {
  await page.goto("/jp/admin/purchase/new");
  await fillPurchaseListing(page, model);
  await page.getByLabel(copy.jp("admin.vehicleForm.fields.status"), { exact: true }).selectOption("draft");
  await page.getByRole("button", { name: copy.jp("admin.vehicleForm.save"), exact: true }).click();
  await expect(page).toHaveURL(/\/jp\/admin\/purchase\/\d+\?created=1#photos$/);
  return Number(/\/purchase\/(\d+)/.exec(page.url())![1]);
}

test("staff duplicate a vehicle from its row and from its edit page, and land on the draft copy (en)", async ({
  page,
}, testInfo) => {
  const t = copy.en;
  const model = uniqueModel(testInfo);
  await signInAsStaff(page, "en");
  const original = await createDraft(page, model);

  await page.goto(`/en/admin/purchase?q=${model}`);
  const row = page.getByRole("row").filter({ hasText: model });
  await expect(row).toHaveCount(1);
  await (await rowAction(row, new RegExp(`^${t("admin.vehicles.duplicate")}`))).click();
  await expect(page).toHaveURL(new RegExp(`/en/admin/purchase/(?!${original}$)\\d+$`));
  await expect(page.getByLabel(t("admin.vehicleForm.fields.status"), { exact: true })).toHaveValue("draft");
  await expect(page.getByLabel(t("admin.vehicleForm.fields.nameJa"), { exact: true })).toHaveValue(new RegExp(model));

  await page.goto(`/en/admin/purchase/${original}`);
  await page.getByRole("button", { name: t("admin.vehicles.duplicate"), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/en/admin/purchase/(?!${original}$)\\d+$`));

  await page.goto(`/en/admin/purchase?q=${model}`);
  await expect(page.getByRole("row").filter({ hasText: model })).toHaveCount(3);
});

test("staff tick two drafts and publish them at once; published again, both are refused with the reason", async ({
  page,
}, testInfo) => {
  const t = copy.jp;
  const model = uniqueModel(testInfo);
  await signInAsStaff(page, "jp");
  await createDraft(page, model);
  await createDraft(page, model);

  await page.goto(`/jp/admin/purchase?q=${model}`);
  const rows = page.getByRole("row").filter({ hasText: model });
  await expect(rows).toHaveCount(2);
  for (const box of await rows.getByRole("checkbox").all()) await box.check();
  await page.getByLabel(t("admin.vehicles.bulkLabel")).selectOption(t("admin.vehicles.bulkActions.publish"));
  await page.getByRole("button", { name: t("admin.vehicles.bulkApply") }).click();
  await expect(
    page.getByRole("status").filter({ hasText: t("admin.vehicles.bulkDone", { changed: 2 }) }),
  ).toBeVisible();
  for (const row of await rows.all())
    await expect(row.getByRole("cell").nth(3)).toHaveText(t("admin.vehicles.statuses.published"));
  // The ticks are cleared for the next action.
  for (const box of await rows.getByRole("checkbox").all()) await expect(box).not.toBeChecked();

  for (const box of await rows.getByRole("checkbox").all()) await box.check();
  await page.getByRole("button", { name: t("admin.vehicles.bulkApply") }).click();
  const refused = page.getByRole("status").filter({ hasText: t("admin.vehicles.bulkRefused", { count: 2 }) });
  await expect(refused).toContainText(t("admin.vehicles.bulkReasons.already", { count: 2 }));
  // Each refused vehicle is named, by its 管理番号 and name.
  await expect(refused.getByRole("listitem")).toContainText(
    new RegExp(`No\\.\\d+ [^、]*${model}.*、No\\.\\d+ .*${model}`),
  );
});

test("staff check an English CSV of three vehicles, import it, and find them in the list (en)", async ({
  page,
}, testInfo) => {
  const t = copy.en;
  const model = uniqueModel(testInfo);
  await signInAsStaff(page, "en");
  const column = (key: string) => t(`admin.inventoryCsv.columns.${key}` as Parameters<typeof t>[0]);
  const csv = toCsv(
    ["nameJa", "nameEn", "makerId", "loadClassId", "bodyTypeId", "modelYear"].map(column),
    [1, 2, 3].map((n) => [
      `いすゞ ${model} ${n}`,
      `Isuzu ${model} ${n}`,
      isuzu.nameEn,
      small.nameEn,
      flatbed.nameEn,
      2015 + n,
    ]),
  );

  await page.goto("/en/admin/purchase");
  await page.getByRole("link", { name: t("admin.inventoryCsv.import") }).click();
  await expect(page).toHaveURL(/\/en\/admin\/purchase\/import$/);
  await page
    .getByLabel(t("admin.inventoryCsv.file"))
    .setInputFiles({ name: "vehicles.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: t("admin.inventoryCsv.check") }).click();
  await expect(
    page.getByRole("status").filter({ hasText: t("admin.inventoryCsv.checked", { count: 3 }) }),
  ).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: model })).toHaveCount(3);

  await page.getByRole("button", { name: t("admin.inventoryCsv.run", { count: 3 }) }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: t("admin.inventoryCsv.imported", { created: 3, updated: 0, unchanged: 0 }) }),
  ).toBeVisible();

  await page.goto(`/en/admin/purchase?q=${model}`);
  const rows = page.getByRole("row").filter({ hasText: model });
  await expect(rows).toHaveCount(3);
  for (const row of await rows.all())
    await expect(row.getByRole("cell").nth(3)).toHaveText(t("admin.vehicles.statuses.draft"));

  // Exported, one year edited and imported again: the check names that change, and the other rows change nothing.
  const exported = await page.request.get(
    `/api/admin/vehicles/csv?${new URLSearchParams({ kind: "purchase", q: model, lang: "en" })}`,
  );
  const parsed = parseCsv((await exported.text()).replace(/^\uFEFF/, ""));
  if (!parsed.ok) throw new Error("the export is not a CSV file");
  const [header, ...exportedRows] = parsed.rows;
  const [nameAt, yearAt] = [header.indexOf(column("nameJa")), header.indexOf(column("modelYear"))];
  const edited = exportedRows.map((row) => (row[nameAt].endsWith(" 1") ? row.with(yearAt, "2020") : row));
  await page.goto("/en/admin/purchase/import");
  await page
    .getByLabel(t("admin.inventoryCsv.file"))
    .setInputFiles({ name: "edited.csv", mimeType: "text/csv", buffer: Buffer.from(toCsv(header, edited)) });
  await page.getByRole("button", { name: t("admin.inventoryCsv.check") }).click();
  const changed = page.getByRole("row").filter({ hasText: `${model} 1` });
  await expect(changed).toContainText(`${column("modelYear")} 2016`);
  await expect(changed).toContainText("2020");
  await expect(
    page
      .getByRole("row")
      .filter({ hasText: t("admin.inventoryCsv.actions.unchanged") })
      .filter({ hasText: model }),
  ).toHaveCount(2);
  await expect(page.getByRole("button", { name: t("admin.inventoryCsv.run", { count: 1 }) })).toBeVisible();
});

// Every problem of every row, in either language, is lib/admin/inventory-csv.integration.test.ts's ("reports every
// problem of every row, with its row and column, and writes nothing"): here the page shows two of one row.
test("a file with errors is refused row by row, and nothing can be imported", async ({ page }, testInfo) => {
  const t = copy.jp;
  const model = uniqueModel(testInfo);
  await signInAsStaff(page, "jp");
  const column = (key: string) => t(`admin.inventoryCsv.columns.${key}` as Parameters<typeof t>[0]);
  const csv = toCsv(["nameJa", "nameEn", "makerId", "loadClassId", "bodyTypeId"].map(column), [
    [`いすゞ ${model}`, `Isuzu ${model}`, "Volvo", small.nameJa, ""],
  ]);
  await page.goto("/jp/admin/purchase/import");
  await page
    .getByLabel(t("admin.inventoryCsv.file"))
    .setInputFiles({ name: "bad.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: t("admin.inventoryCsv.check") }).click();
  const problems = page.getByRole("alert").filter({ has: page.getByRole("table") });
  await expect(problems).toContainText(t("admin.inventoryCsv.errors.unknownChoice"));
  await expect(problems).toContainText(t("validation.required"));
  await expect(problems.getByRole("row").filter({ hasText: column("makerId") })).toContainText("2");
  await expect(page.getByRole("button", { name: copyPattern("jp", "admin.inventoryCsv.run") })).toHaveCount(0);
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  test("the bulk action is a plain form: ticked rows are published and the page says so", async ({
    page,
  }, testInfo) => {
    const t = copy.jp;
    const model = uniqueModel(testInfo);
    await signInAsStaff(page, "jp");
    await page.goto("/jp/admin/purchase/import");
    // The drafts come from an import (the vehicle form itself needs scripts for its photos); master data by slug.
    const csv = toCsv(
      [t("admin.inventoryCsv.columns.nameJa"), "nameEn", "makerId", "loadClassId", "bodyTypeId"],
      [1, 2].map((n) => [`いすゞ ${model} ${n}`, `Isuzu ${model} ${n}`, isuzu.slug, small.slug, flatbed.slug]),
    );
    const imported = await page.request.post("/api/admin/vehicles/csv", {
      headers: { Origin: new URL(page.url()).origin },
      multipart: {
        kind: "purchase",
        mode: "import",
        file: { name: "v.csv", mimeType: "text/csv", buffer: Buffer.from(csv) },
      },
    });
    expect(await imported.json()).toEqual({ ok: true, value: { created: 2, updated: 0, unchanged: 0 } });

    await page.goto(`/jp/admin/purchase?q=${model}`);
    const rows = page.getByRole("row").filter({ hasText: model });
    for (const box of await rows.getByRole("checkbox").all()) await box.check();
    await page.getByLabel(t("admin.vehicles.bulkLabel")).selectOption("publish");
    await page.getByRole("button", { name: t("admin.vehicles.bulkApply") }).click();
    await expect(
      page.getByRole("status").filter({ hasText: t("admin.vehicles.bulkDone", { changed: 2 }) }),
    ).toBeVisible();
    for (const row of await rows.all())
      await expect(row.getByRole("cell").nth(3)).toHaveText(t("admin.vehicles.statuses.published"));
  });
});
