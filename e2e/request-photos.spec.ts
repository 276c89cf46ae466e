import fs from "node:fs";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { HEIC_FIXTURES, noiseJpeg } from "../test/fixtures/images";
import {
  asFreshSender,
  copy,
  copyPattern,
  fillRequest,
  REQUEST_FIELDS,
  scriptsStarted,
  signInAsStaff,
} from "./support";

// A seller's photos with a 無料査定 or 買取 request: from a phone with scripts (chosen on the form, made smaller in the
// browser, sent from the thank-you) and staff see them on the request's page; without scripts, added from the
// thank-you's plain form and shown on the status page. The rules (limit, token, refusals, EXIF) are
// lib/requests/photos.integration.test.ts's; a failed upload kept with 再送 is
// components/forms/RequestPhotoPicker.test.tsx's.

const LOCALES = ["jp", "en"] as const;

async function photoFile(name: string, width: number, height: number) {
  return { name, mimeType: "image/jpeg", buffer: await noiseJpeg(width, height) };
}

/** An iPhone's 12-megapixel HEIC, made a file of its own by one byte past its end (the decoder reads no further). */
function heicFile(index: number) {
  const buffer = Buffer.concat([fs.readFileSync(HEIC_FIXTURES.phone12mp), Buffer.from([index])]);
  return { name: `IMG_000${index}.HEIC`, mimeType: "image/heic", buffer };
}

/** The receipt number the thank-you shows. */
async function requestNumber(page: Page, locale: "jp" | "en") {
  const text = await page.getByRole("status").first().textContent();
  return Number(copyPattern(locale, "request.thanksText").exec(text!)![1]);
}

/** The grid shows `count` thumbnails, each served (to this page's session or token) as a re-encoded WebP. */
async function expectPhotosShown(page: Page, grid: Locator, count: number) {
  await expect(grid.getByRole("img")).toHaveCount(count);
  for (const image of await grid.getByRole("img").all()) {
    const served = await page.request.get((await image.getAttribute("src"))!);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/webp");
  }
}

for (const locale of LOCALES) {
  const t = copy[locale];

  test(`a seller sends an assessment with two photos from a phone, and staff see them (${locale}) @mobile`, async ({
    page,
  }) => {
    const email = await asFreshSender(page);
    await page.goto(`/${locale}/contact/assessment`);
    await fillRequest(page, locale, "Photo", email);
    const choose = page.getByLabel(t("requestPhotos.choose"));
    await scriptsStarted(choose);
    // A phone's 12-megapixel shot is made smaller before it is sent; a small one goes as it is.
    await choose.setInputFiles([
      await photoFile("IMG_0001.jpg", 4032, 3024),
      await photoFile("IMG_0002.jpg", 800, 600),
    ]);
    const chosen = page.getByTestId("request-photos-chosen");
    await expect(chosen.getByRole("img")).toHaveCount(2);
    await page.getByRole("button", { name: REQUEST_FIELDS[locale].send }).click();

    await expect(page.getByRole("heading", { name: t("request.thanksTitle") })).toBeVisible();
    await expect(page.getByTestId("request-photo-uploads")).toContainText(t("requestPhotos.uploadDone", { count: 2 }));
    const n = await requestNumber(page, locale);

    await signInAsStaff(page, locale);
    await page.goto(`/${locale}/admin/orders/${n}`);
    await expect(page.getByText(t("requestPhotos.staffTitle", { count: 2 }))).toBeVisible();
    const grid = page.getByTestId("request-photos");
    await expectPhotosShown(page, grid, 2);
    // The large size is served to staff, privately, and to nobody without the session or the token.
    const large = await grid.getByRole("link").first().getAttribute("href");
    const served = await page.request.get(large!);
    expect(served.status()).toBe(200);
    expect(served.headers()["cache-control"]).toMatch(/^private/);
    const stranger = await page
      .context()
      .browser()!
      .newContext({ baseURL: new URL(page.url()).origin });
    expect((await stranger.request.get(large!)).status()).toBe(404);
    await stranger.close();
  });
}

for (const locale of LOCALES) {
  const t = copy[locale];

  // The server decodes HEIC on a worker thread, one photo at a time (lib/media/image-work.ts): the seller's photos
  // arrive and another visitor's catalogue is served meanwhile. How fast it answers is npm run bench:uploads's.
  test(`a seller sends three HEIC photos while another visitor opens the catalogue (${locale}) @mobile`, async ({
    page,
    browser,
    baseURL,
  }) => {
    const email = await asFreshSender(page);
    await page.goto(`/${locale}/contact/assessment`);
    await fillRequest(page, locale, "Heic", email);
    const choose = page.getByLabel(t("requestPhotos.choose"));
    await scriptsStarted(choose);
    // This browser cannot draw HEIC, so the photos go as the phone saved them, for the server to decode.
    await choose.setInputFiles([heicFile(1), heicFile(2), heicFile(3)]);
    await expect(page.getByText(t("requestPhotos.chosen", { count: 3, max: 10 }))).toBeVisible();
    await page.getByRole("button", { name: REQUEST_FIELDS[locale].send }).click();
    await expect(page.getByRole("heading", { name: t("request.thanksTitle") })).toBeVisible();

    const visitor = await browser.newContext({ baseURL });
    const other = await visitor.newPage();
    const catalogue = await other.goto(`/${locale}/sale`);
    expect(catalogue?.status()).toBe(200);
    await expect(other.getByRole("heading", { level: 1 })).toBeVisible();
    await visitor.close();

    const uploads = page.getByTestId("request-photo-uploads");
    await expect(uploads).toContainText(t("requestPhotos.uploadDone", { count: 3 }), { timeout: 60_000 });
    await page.goto((await page.locator('a[href*="/requests/"]').first().getAttribute("href"))!);
    await expectPhotosShown(page, page.getByTestId("request-photos"), 3);
  });
}

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of LOCALES) {
    const t = copy[locale];

    test(`a seller sends a request, adds photos on the thank-you, and the status page shows them (${locale})`, async ({
      page,
    }) => {
      const email = await asFreshSender(page);
      await page.goto(`/${locale}/contact/purchase`);
      await expect(page.getByText(t("requestPhotos.noScriptNote", { max: 10 }))).toBeVisible();
      await fillRequest(page, locale, "Plain", email);
      await page.getByRole("button", { name: REQUEST_FIELDS[locale].send }).click();
      await expect(page.getByRole("heading", { name: t("request.thanksTitle") })).toBeVisible();

      await page
        .getByLabel(t("requestPhotos.addLabel"))
        .setInputFiles([
          await photoFile("shaken.jpg", 1200, 900),
          await photoFile("front.jpg", 1200, 900),
          { name: "memo.txt", mimeType: "text/plain", buffer: Buffer.from("not a photo") },
        ]);
      await page.getByRole("button", { name: t("requestPhotos.addSubmit") }).click();

      await expect(page).toHaveURL(/\/requests\/[\w-]{43}\?added=2&refused=3\.notImage$/);
      await expect(page.getByTestId("request-photos-added")).toHaveText(t("requestPhotos.added", { count: 2 }));
      await expect(
        page.getByText(t("requestPhotos.refusedPlace", { place: 3, reason: t("requestPhotos.errors.notImage") })),
      ).toBeVisible();
      await expectPhotosShown(page, page.getByTestId("request-photos"), 2);
      await expect(page.getByText(t("requestPhotos.addHint", { maxMb: 15, batchMb: 40, room: 8 }))).toBeVisible();
    });
  }
});
