import { expect, test, type Page } from "@playwright/test";
import fs from "node:fs";
import { randomBytes } from "node:crypto";
import { noiseJpeg } from "../test/fixtures/images";
import { copy, signInAgainInDialog, signInAsStaff } from "./support";

// Photos chosen on a new vehicle's form before its first save, uploaded right after it (both languages).
// Photos staff upload to a vehicle, each journey once, in one language: two phone-sized photos in one go (Japanese),
// a damaged photo named with its reason while the rest is added (English), photos chosen after the session ended
// (Japanese; both languages' words are components/admin/session-refusal.test.tsx's). Which files are refused, and
// why, is lib/media/photo-input.test.ts's, lib/admin/photos.test.ts's and lib/admin/photo-upload.test.ts's; the
// routes' answers to broken files are plain HTTP (e2e/admin-photos.http.spec.ts).

// Phone-sized photos re-encoded by the server, on a 2-core machine shared with others.
test.describe.configure({ timeout: 180_000 });

const MB = 1024 * 1024;

/**
 * A valid JPEG of random noise at the highest quality, about 2.93 bytes a pixel: noise is what keeps a
 * phone photo's size, and the server has to decode every byte of it.
 */
async function phoneSizedJpeg(file: string, width: number, height: number, minBytes: number, maxBytes: number) {
  const jpeg = await noiseJpeg(width, height, { quality: 100, chromaSubsampling: "4:4:4" });
  if (jpeg.length < minBytes || jpeg.length > maxBytes)
    throw new Error(`${file} came out at ${jpeg.length} bytes; choose other dimensions`);
  fs.writeFileSync(file, jpeg);
  return file;
}

/** A photo's name in the list of a vehicle's photos ("写真 2", "Photo 2"), whatever its number. */
function photoName(locale: "jp" | "en") {
  return new RegExp(`^${copy[locale]("admin.photos.photo", { n: 0 }).replace("0", "\\d+")}$`);
}

/** A draft purchase listing of the test's own: no public list and no other journey sees it. */
async function createDraftVehicle(page: Page, locale: "jp" | "en") {
  const t = copy[locale];
  const model = `E2EPHOTO${Date.now().toString(36).toUpperCase()}${randomBytes(2).toString("hex").toUpperCase()}`;
  await page.goto(`/${locale}/admin/purchase/new`);
  await page.getByLabel(t("admin.vehicleForm.fields.nameJa"), { exact: true }).fill(`いすゞ ${model}`);
  await page.getByLabel(t("admin.vehicleForm.fields.nameEn"), { exact: true }).fill(`Isuzu ${model}`);
  for (const field of ["makerId", "loadClassId", "bodyTypeId"] as const)
    await page.getByLabel(t(`admin.vehicleForm.fields.${field}`), { exact: true }).selectOption({ index: 1 });
  await page.getByRole("button", { name: t("admin.vehicleForm.save"), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/admin/purchase/\\d+\\?created=1#photos$`), { timeout: 30_000 });
}

for (const locale of ["jp", "en"] as const)
  test(`photos chosen before a new vehicle's first save are on its staff page after it (${locale})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const t = copy[locale];
    const model = `E2EHELD${Date.now().toString(36).toUpperCase()}${randomBytes(2).toString("hex").toUpperCase()}`;
    await signInAsStaff(page, locale);
    await page.goto(`/${locale}/admin/purchase/new`);
    await page.getByLabel(t("admin.vehicleForm.fields.nameJa"), { exact: true }).fill(`いすゞ ${model}`);
    // The English name is left empty: English pages name the vehicle from the Japanese name.
    for (const field of ["makerId", "loadClassId", "bodyTypeId"] as const)
      await page.getByLabel(t(`admin.vehicleForm.fields.${field}`), { exact: true }).selectOption({ index: 1 });
    const photo = async (name: string) => ({ name, mimeType: "image/jpeg", buffer: await noiseJpeg(600, 800) });
    await page.getByLabel(t("admin.photos.choose")).setInputFiles([await photo("front.jpg"), await photo("side.jpg")]);
    await expect(page.getByText(t("admin.photos.heldCount", { count: 2 }))).toBeVisible();
    await page.getByRole("button", { name: t("admin.vehicleForm.save"), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/admin/purchase/\\d+\\?created=1#photos$`), { timeout: 30_000 });
    await expect(page.getByRole("heading", { level: 1 })).toContainText(`いすゞ ${model}`);
    await expect(page.getByRole("status").filter({ hasText: t("admin.photos.uploaded", { count: 2 }) })).toBeVisible({
      timeout: 90_000,
    });
    await expect(page.getByRole("img", { name: photoName(locale) })).toHaveCount(2);
    // Stored, not only shown: the page drawn afresh by the server has them too.
    await page.reload();
    await expect(page.getByRole("img", { name: photoName(locale) })).toHaveCount(2, { timeout: 30_000 });
    // Without scripts nothing can be held: the new vehicle's form says photos come after saving.
    const plain = await browser.newContext({ baseURL, javaScriptEnabled: false });
    await plain.addCookies(await page.context().cookies());
    const noScripts = await plain.newPage();
    await noScripts.goto(`/${locale}/admin/purchase/new`);
    await expect(noScripts.getByText(t("admin.vehicleForm.photosAfterSave"))).toBeVisible();
    await expect(noScripts.getByLabel(t("admin.photos.choose"))).toHaveCount(0);
    await plain.close();
  });

test("staff upload a 12 MB and a 14 MB phone photo in one go and both appear", async ({ page }, testInfo) => {
  const t = copy.jp;
  const photo = photoName("jp");
  const section = page.getByRole("region", { name: t("admin.photos.title"), exact: true });
  // Each over the 10 MB that Next passes on through the proxy, each within the 15 MB a photo may be.
  const twelve = await phoneSizedJpeg(testInfo.outputPath("IMG_1201.JPG"), 2400, 1800, 12 * MB, 13 * MB);
  const fourteen = await phoneSizedJpeg(testInfo.outputPath("IMG_1402.JPG"), 2600, 1950, 14 * MB, 15 * MB);
  await signInAsStaff(page, "jp");
  await createDraftVehicle(page, "jp");
  await page.getByLabel(t("admin.photos.choose")).setInputFiles([twelve, fourteen]);
  await page.getByRole("button", { name: t("admin.photos.upload"), exact: true }).click();
  const added = page.getByRole("status").filter({ hasText: t("admin.photos.uploaded", { count: 2 }) });
  await expect(added).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole("img", { name: photo })).toHaveCount(2, { timeout: 15_000 });
  await expect(section.getByRole("alert")).toHaveCount(0);
  // Saving the form after the upload keeps what the upload said until staff close it.
  await page.getByRole("button", { name: t("admin.vehicleForm.save"), exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: t("admin.common.saved") })).toBeVisible({ timeout: 30_000 });
  await expect(added).toBeVisible();
  await section.getByRole("button", { name: t("admin.photos.dismiss") }).click();
  await expect(added).toHaveCount(0);
  // They were stored, not only shown: the page drawn afresh by the server has them too.
  await page.reload();
  await expect(page.getByRole("img", { name: photo })).toHaveCount(2, { timeout: 30_000 });
});

test("a damaged photo is named with its reason while the rest of the batch is added (en)", async ({ page }) => {
  const t = copy.en;
  await signInAsStaff(page, "en");
  await createDraftVehicle(page, "en");
  const intact = await noiseJpeg();
  const cut = await noiseJpeg();

  // The first photo is held back until the progress bar has been seen, so seeing it is no race.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/admin/vehicles/*/photos", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByLabel(t("admin.photos.choose")).setInputFiles([
    { name: "truncated.jpg", mimeType: "image/jpeg", buffer: cut.subarray(0, cut.length / 2) },
    { name: "intact.jpg", mimeType: "image/jpeg", buffer: intact },
  ]);
  await page.getByRole("button", { name: t("admin.photos.upload"), exact: true }).click();
  await expect(
    page.getByRole("progressbar", { name: t("admin.common.photo.progress", { current: 1, total: 2 }) }),
  ).toBeVisible({ timeout: 15_000 });
  release();

  const alert = page.getByRole("alert").filter({ hasText: t("admin.photos.refusedTitle") });
  await expect(alert).toBeVisible({ timeout: 60_000 });
  await expect(alert.getByRole("listitem")).toHaveText([
    t("admin.common.photo.errors.damaged", { file: "truncated.jpg" }),
  ]);
  await expect(page.getByRole("status").filter({ hasText: t("admin.photos.uploaded", { count: 1 }) })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole("img", { name: photoName("en") })).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByRole("progressbar")).toHaveCount(0);
});

test("photos chosen after the session ended stay chosen while staff sign in again, then go", async ({
  page,
  context,
}) => {
  const t = copy.jp;
  await signInAsStaff(page, "jp");
  await createDraftVehicle(page, "jp");
  const input = page.getByLabel(t("admin.photos.choose"));
  await input.setInputFiles([
    { name: "front.jpg", mimeType: "image/jpeg", buffer: await noiseJpeg() },
    { name: "side.jpg", mimeType: "image/jpeg", buffer: await noiseJpeg() },
  ]);
  await context.clearCookies();
  await page.getByRole("button", { name: t("admin.photos.upload"), exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: t("actions.signInRequired") })).toBeVisible();
  await signInAgainInDialog(page, "jp");
  expect(await input.evaluate((field: HTMLInputElement) => [...field.files!].map((file) => file.name))).toEqual([
    "front.jpg",
    "side.jpg",
  ]);

  await page.getByRole("button", { name: t("admin.photos.upload"), exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: t("admin.photos.uploaded", { count: 2 }) })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByRole("img", { name: photoName("jp") })).toHaveCount(2, { timeout: 15_000 });
});
