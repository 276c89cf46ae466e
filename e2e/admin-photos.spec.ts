import { expect, test, type Page } from "@playwright/test";
import fs from "node:fs";
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { noiseJpeg, pngWithHeader } from "../test/fixtures/images";
import { signInAsStaff } from "./support";

// Phone-sized photos re-encoded by the server, on a 2-core machine shared with others.
test.describe.configure({ timeout: 180_000 });

const MB = 1024 * 1024;

const text = {
  jp: {
    nameJa: "車両名（日本語）",
    nameEn: "車両名（英語）",
    maker: "メーカー",
    loadClass: "クラス",
    bodyType: "ボディ形状",
    save: "保存する",
    saved: "保存しました。",
    dismiss: "閉じる",
    section: "写真",
    choose: "写真を選ぶ",
    upload: "アップロード",
    photo: /^写真 \d+$/,
    refusedTitle: "次の写真は追加できませんでした。",
    added: (count: number) => `${count}枚の写真を追加しました。`,
    progress: (current: number, total: number) => `${current} / ${total} 枚`,
    damaged: (file: string) =>
      `「${file}」はデータが破損しているため読み込めませんでした。元の写真をもう一度お選びください。`,
  },
  en: {
    nameJa: "Name (Japanese)",
    nameEn: "Name (English)",
    maker: "Maker",
    loadClass: "Load class",
    bodyType: "Body type",
    save: "Save",
    saved: "Saved.",
    dismiss: "Close",
    section: "Photos",
    choose: "Choose photos",
    upload: "Upload",
    photo: /^Photo \d+$/,
    refusedTitle: "These photos were not added:",
    added: (count: number) => `${count} ${count === 1 ? "photo" : "photos"} added.`,
    progress: (current: number, total: number) => `${current} / ${total} photos`,
    damaged: (file: string) => `“${file}” is damaged and cannot be read. Please choose the original photo again.`,
  },
} as const;

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

/** A draft purchase listing of the test's own: no public list and no other journey sees it. */
async function createDraftVehicle(page: Page, locale: "jp" | "en") {
  const l = text[locale];
  const model = `E2EPHOTO${Date.now().toString(36).toUpperCase()}${randomBytes(2).toString("hex").toUpperCase()}`;
  await page.goto(`/${locale}/admin/purchase/new`);
  await page.getByLabel(l.nameJa, { exact: true }).fill(`いすゞ ${model}`);
  await page.getByLabel(l.nameEn, { exact: true }).fill(`Isuzu ${model}`);
  for (const label of [l.maker, l.loadClass, l.bodyType])
    await page.getByLabel(label, { exact: true }).selectOption({ index: 1 });
  await page.getByRole("button", { name: l.save, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/admin/purchase/\\d+\\?created=1#photos$`), { timeout: 30_000 });
  return Number(new URL(page.url()).pathname.split("/").pop());
}

for (const locale of ["jp", "en"] as const) {
  const l = text[locale];

  test(`staff upload a 12 MB and a 14 MB phone photo in one go and both appear (${locale})`, async ({
    page,
  }, testInfo) => {
    // Each over the 10 MB that Next passes on through the proxy, each within the 15 MB a photo may be.
    const twelve = await phoneSizedJpeg(testInfo.outputPath("IMG_1201.JPG"), 2400, 1800, 12 * MB, 13 * MB);
    const fourteen = await phoneSizedJpeg(testInfo.outputPath("IMG_1402.JPG"), 2600, 1950, 14 * MB, 15 * MB);
    await signInAsStaff(page, locale);
    await createDraftVehicle(page, locale);
    await page.getByLabel(l.choose).setInputFiles([twelve, fourteen]);
    await page.getByRole("button", { name: l.upload, exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: l.added(2) })).toBeVisible({ timeout: 90_000 });
    await expect(page.getByRole("img", { name: l.photo })).toHaveCount(2, { timeout: 15_000 });
    await expect(page.getByRole("region", { name: l.section, exact: true }).getByRole("alert")).toHaveCount(0);
    // Saving the form after the upload keeps what the upload said until staff close it.
    await page.getByRole("button", { name: l.save, exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: l.saved })).toBeVisible({ timeout: 30_000 });
    const added = page.getByRole("status").filter({ hasText: l.added(2) });
    await expect(added).toBeVisible();
    await page.getByRole("region", { name: l.section, exact: true }).getByRole("button", { name: l.dismiss }).click();
    await expect(added).toHaveCount(0);
    // They were stored, not only shown: the page drawn afresh by the server has them too.
    await page.reload();
    await expect(page.getByRole("img", { name: l.photo })).toHaveCount(2, { timeout: 30_000 });
  });

  test(`a damaged photo is named with its reason while the rest of the batch is added (${locale})`, async ({
    page,
  }) => {
    await signInAsStaff(page, locale);
    await createDraftVehicle(page, locale);
    const intact = await noiseJpeg();
    const cut = await noiseJpeg();

    // The first photo is held back until the progress bar has been seen, so seeing it is no race.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/admin/vehicles/*/photos", async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel(l.choose).setInputFiles([
      { name: "truncated.jpg", mimeType: "image/jpeg", buffer: cut.subarray(0, cut.length / 2) },
      { name: "intact.jpg", mimeType: "image/jpeg", buffer: intact },
    ]);
    await page.getByRole("button", { name: l.upload, exact: true }).click();
    await expect(page.getByRole("progressbar", { name: l.progress(1, 2) })).toBeVisible({ timeout: 15_000 });
    release();

    const alert = page.getByRole("alert").filter({ hasText: l.refusedTitle });
    await expect(alert).toBeVisible({ timeout: 60_000 });
    await expect(alert.getByRole("listitem")).toHaveText([l.damaged("truncated.jpg")]);
    await expect(page.getByRole("status").filter({ hasText: l.added(1) })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("img", { name: l.photo })).toHaveCount(1, { timeout: 15_000 });
    await expect(page.getByRole("progressbar")).toHaveCount(0);
  });
}

test("upload routes check the session and give each broken file its reason, never a 500", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const post = (path: string, name: string, buffer: Buffer, headers: Record<string, string> = { origin }) =>
    page.request.post(path, { headers, multipart: { photo: { name, mimeType: "image/jpeg", buffer } } });
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#357" } })
    .jpeg()
    .toBuffer();

  // The proxy does not see these paths: without the staff session, or from another site, nothing is stored.
  for (const path of ["/api/admin/media", "/api/admin/vehicles/2147483647/photos"]) {
    expect((await post(path, "a.jpg", photo)).status(), path).toBe(401);
    expect((await post(path, "a.jpg", photo, { origin: "https://evil.example" })).status(), path).toBe(403);
  }

  await signInAsStaff(page, "en");
  const vehiclePhotos = `/api/admin/vehicles/${await createDraftVehicle(page, "en")}/photos`;
  const noise = await noiseJpeg();
  const broken: [string, Buffer, number, string][] = [
    ["truncated.jpg", noise.subarray(0, noise.length / 2), 422, "damaged"],
    ["strip.png", pngWithHeader(1, 39_000_000), 422, "tooManyPixels"],
    ["empty.jpg", Buffer.alloc(0), 415, "notImage"],
    ["notes.jpg", Buffer.from("a text file renamed to .jpg"), 415, "notImage"],
    [
      "IMG_0001.HEIC",
      Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from("ftypheic"), Buffer.alloc(64)]),
      422,
      "damaged",
    ],
  ];
  for (const path of ["/api/admin/media", vehiclePhotos]) {
    for (const [name, buffer, status, error] of broken) {
      const response = await post(path, name, buffer);
      expect(response.status(), `${path} ${name}`).toBe(status);
      expect(await response.json(), `${path} ${name}`).toEqual({ ok: false, error });
    }
  }
});
