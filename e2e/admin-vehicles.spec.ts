import { expect, test, type Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { formatPrice } from "@/lib/format";
import { makers } from "../prisma/seed/master-data";
import {
  copy,
  copyPattern,
  createPurchaseVehicle,
  fillPurchaseListing,
  rowAction,
  scriptsStarted,
  signInAsStaff,
  uniqueModel,
} from "./support";

// A staff save of a vehicle, and of a maker's aliases, reaches the public catalogue at once (in Japanese; the English
// catalogue reads the same vehicle in e2e/instances.spec.ts). The vehicle form's rules (a model code in capitals, an
// inspection month beside its year, numbers typed in full width) are lib/admin/vehicle-form.test.ts's; which photos
// are refused is lib/media/photo-input.test.ts's, shown in the browser by e2e/admin-photos.spec.ts.

// Long journeys (photos re-encoded by the server, a second browser) on a 2-core machine shared with others.
test.describe.configure({ timeout: 60_000 });

const t = copy.jp;
const save = () => ({ name: t("admin.vehicleForm.save"), exact: true });
/** The public catalogue's count line for `total` vehicles, all on one page. */
const countLine = (total: number) => t("catalogue.count", { total, from: 1, to: total });

test("staff unpublish, publish and delete a vehicle, and the public catalogue follows at once", async ({
  page,
}, testInfo) => {
  const model = uniqueModel(testInfo);
  await signInAsStaff(page, "jp");
  await createPurchaseVehicle(page, model);
  const visitor = await page.context().browser()!.newPage({ baseURL: testInfo.project.use.baseURL });
  const expectPublicCount = async (total: number) => {
    await visitor.goto(`/jp/purchase?q=${model}`);
    await expect(visitor.getByText(countLine(total), { exact: true }).first()).toBeVisible();
  };
  await expectPublicCount(1);

  await page.goto(`/jp/admin/purchase?q=${model}`);
  const admin = page.getByRole("row").filter({ hasText: model });
  await (await rowAction(admin, new RegExp(`^${t("admin.vehicles.unpublish")}`))).click();
  await expect(page.getByRole("status").filter({ hasText: t("admin.vehicles.done") })).toBeVisible();
  await expect(admin.getByRole("cell").nth(3)).toHaveText(t("admin.vehicles.statuses.draft"));
  await expectPublicCount(0);

  await (await rowAction(admin, new RegExp(`^${t("admin.vehicles.publish")}`))).click();
  await expect(admin.getByRole("cell").nth(3)).toHaveText(t("admin.vehicles.statuses.published"));
  await expectPublicCount(1);

  const deleteButton = new RegExp(`^${t("admin.common.delete")}`);
  await (await rowAction(admin, deleteButton)).click();
  const dialog = page.getByRole("dialog", { name: t("admin.vehicles.confirmTitle") });
  // The dialog names the vehicle it deletes.
  await expect(dialog).toContainText(copyPattern("jp", "admin.common.confirmMessage"));
  await expect(dialog).toContainText(model);
  await expect(page.locator("body")).toHaveAttribute("data-dialog", "open");
  await dialog.getByRole("button", { name: t("admin.common.confirmCancel") }).click();
  await expect(dialog).toHaveCount(0);
  await expect(admin).toHaveCount(1);

  await (await rowAction(admin, deleteButton)).click();
  await dialog.getByRole("button", { name: t("admin.common.confirmRemove") }).click();
  await expect(admin).toHaveCount(0);
  await expectPublicCount(0);
  await visitor.close();
});

// Made in the purchase catalogue, as every journey's vehicle is (see createPurchaseVehicle).
test("staff create a vehicle, publish it, find it in the public catalogue and change its price there", async ({
  page,
}, testInfo) => {
  const kind = "purchase";
  const model = uniqueModel(testInfo);
  const field = (key: "nameJa" | "inspectionYear" | "inspectionMonth") =>
    page.getByLabel(t(`admin.vehicleForm.fields.${key}`), { exact: true });
  await signInAsStaff(page, "jp");
  await page.goto(`/jp/admin/${kind}`);
  await page.getByRole("link", { name: t("admin.vehicleForm.new") }).click();
  await expect(page).toHaveURL(new RegExp(`/jp/admin/${kind}/new$`));

  // The form's rules are lib/admin/vehicle-form.test.ts's: here, that an empty form is refused and says where.
  await page.getByRole("button", save()).click();
  await expect(page.getByRole("alert").filter({ hasText: t("form.invalid") })).toBeVisible();
  await expect(field("nameJa")).toHaveAttribute("aria-invalid", "true");

  await fillPurchaseListing(page, model);
  await field("inspectionYear").fill("2027");
  // A full-width digit, as a Japanese keyboard types it.
  await field("inspectionMonth").fill("３");
  await page.getByRole("button", save()).click();
  await expect(page).toHaveURL(new RegExp(`/jp/admin/${kind}/\\d+\\?created=1#photos$`));
  await expect(
    page.getByRole("heading", {
      level: 1,
      name: new RegExp(`${model}.*${t("admin.vehicleForm.editTitle", { name: "" }).trim()}`),
    }),
  ).toBeVisible();

  const photo = async (color: string) => ({
    name: `${color.slice(1)}.jpg`,
    mimeType: "image/jpeg",
    buffer: await sharp({ create: { width: 1200, height: 900, channels: 3, background: color } })
      .jpeg()
      .toBuffer(),
  });
  await page.getByLabel(t("admin.photos.choose")).setInputFiles([
    await photo("#aa3333"),
    await photo("#3333aa"),
    {
      name: "IMG_0003.HEIC",
      mimeType: "image/heic",
      buffer: fs.readFileSync(path.join(__dirname, "../test/fixtures/phone-photo.heic")),
    },
  ]);
  await page.getByRole("button", { name: t("admin.photos.upload"), exact: true }).click();
  // Decoding the HEIC photo takes the server a few seconds of CPU.
  const photoName = (n: number) => t("admin.photos.photo", { n });
  await expect(page.getByRole("img", { name: new RegExp(`^${photoName(0).replace("0", "\\d")}$`) })).toHaveCount(3, {
    timeout: 20_000,
  });
  const first = await page.getByRole("img", { name: photoName(1) }).getAttribute("src");
  await page.getByRole("button", { name: `${photoName(1)}: ${t("admin.photos.moveDown")}` }).click();
  await expect(page.getByRole("img", { name: photoName(2) })).toHaveAttribute("src", first!);

  const visitor = await page.context().browser()!.newPage({ baseURL: testInfo.project.use.baseURL });
  await visitor.goto(`/jp/${kind}?q=${model}`);
  await expect(visitor.getByText(countLine(1))).toBeVisible();
  await expect(visitor.getByRole("article")).toContainText(formatPrice("ja", 3_850_000));

  await page.getByLabel(t("admin.vehicleForm.price.purchase"), { exact: true }).fill("3500000");
  await page.getByRole("button", save()).click();
  await expect(page.getByRole("status").filter({ hasText: t("admin.common.saved") })).toBeVisible();
  await visitor.reload();
  await expect(visitor.getByRole("article")).toContainText(formatPrice("ja", 3_500_000));
  await visitor.getByRole("article").getByRole("link").first().click();
  await expect(visitor.getByRole("heading", { level: 1 })).toContainText(model);
  await visitor.close();
});

test("staff add a maker alias, and visitors find the maker's trucks by it", async ({ page, browser }, testInfo) => {
  const isuzu = makers.find((maker) => maker.slug === "isuzu")!;
  const hino = makers.find((maker) => maker.slug === "hino")!;
  const alias = `ISZ自動車${Date.now().toString(36).toUpperCase()}`;
  const visitor: Page = await browser.newPage({ baseURL: testInfo.project.use.baseURL });
  await visitor.goto(`/jp/sale?q=${encodeURIComponent(alias)}`);
  await expect(visitor.getByText(countLine(0))).toBeVisible();

  await signInAsStaff(page, "jp");
  await page.goto("/jp/admin/data");
  await page.getByRole("link", { name: t("admin.data.types.makers"), exact: true }).click();
  await page.getByRole("link", { name: isuzu.nameJa, exact: true }).click();
  const aliases = page.getByLabel(t("admin.data.fields.aliases"));
  await aliases.fill(`${await aliases.inputValue()}、${alias}`);
  await page.getByRole("button", save()).click();
  await expect(page.getByRole("status").filter({ hasText: t("admin.common.saved") })).toBeVisible();

  await visitor.reload();
  await expect(visitor.getByRole("article").first()).toContainText(isuzu.nameJa);
  await expect(visitor.getByText(countLine(0))).toHaveCount(0);
  await visitor.close();

  await page.goto("/jp/admin/data/makers");
  await (await rowAction(page, `${t("admin.common.delete")}: ${hino.nameJa}`)).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: t("admin.common.confirmRemove") })
    .click();
  await expect(page.getByRole("alert").filter({ hasText: copyPattern("jp", "actions.inUse") })).toBeVisible();
  expect((await page.goto("/jp/admin/data/colours"))?.status()).toBe(404);

  // A crane's maker is an entry staff keep too, beside the makers of trucks.
  await page.goto("/jp/admin/data");
  await page.getByRole("link", { name: t("admin.data.types.crane-makers"), exact: true }).click();
  await expect(page.getByRole("link", { name: "古河ユニック", exact: true })).toBeVisible();
});

test("a price without its 万 is saved once confirmed, and only the body's equipment is asked, scripts or not", async ({
  page,
  browser,
}, testInfo) => {
  const model = uniqueModel(testInfo);
  await signInAsStaff(page, "jp");
  const plain = await browser.newContext({ baseURL: testInfo.project.use.baseURL, javaScriptEnabled: false });
  const withoutScripts = await plain.newPage();
  await signInAsStaff(withoutScripts, "en");

  for (const [tab, locale] of [
    [page, "jp"],
    [withoutScripts, "en"],
  ] as const) {
    const c = copy[locale];
    // A vehicle of each run's own, listed at a price in full.
    await createPurchaseVehicle(page, `${model}${locale.toUpperCase()}`);
    const edit = new URL(page.url()).pathname.replace(/^\/jp\//, `/${locale}/`);
    await tab.goto(edit);
    const price = tab.getByLabel(c("admin.vehicleForm.price.purchase"), { exact: true });
    const description = tab.getByLabel(c("admin.vehicleForm.fields.descriptionEn"), { exact: true });
    const confirm = tab.getByLabel(
      c("admin.vehicleForm.priceConfirm", { price: formatPrice(locale === "jp" ? "ja" : "en", 498) }),
    );
    const saveButton = tab.getByRole("button", { name: c("admin.vehicleForm.save"), exact: true });
    if (locale === "jp") await scriptsStarted(saveButton);
    // The form asks for the flat bed's equipment (its tail lift), not another body's, with scripts and without.
    const section = (name: "powerGate" | "crane") =>
      tab.getByRole("group", { name: c(`admin.vehicleForm.groups.${name}`), exact: true, includeHidden: true });
    await expect(section("crane")).toHaveCount(1);
    await expect(section("crane")).toBeHidden();
    await expect(section("powerGate")).toBeVisible();
    await price.fill("498");
    await description.fill(`Body has light scratches (${locale}).`);
    await saveButton.click();
    await expect(tab.getByText(c("admin.vehicleForm.errors.unlikelyPrice"))).toBeVisible();
    // Nothing typed is lost while staff check.
    await expect(price).toHaveValue("498");
    await expect(description).toHaveValue(`Body has light scratches (${locale}).`);
    await confirm.check();
    await saveButton.click();
    await expect(tab.getByRole("status").filter({ hasText: c("admin.vehicleForm.saved") })).toBeVisible();
    await tab.goto(edit);
    await expect(price).toHaveValue("498");
  }
  await plain.close();
});
