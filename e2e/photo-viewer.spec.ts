import { expect, test, type Page } from "@playwright/test";

// A buyer looks through a truck's photos full screen (issue 21): open one, swipe to the next, zoom in, and
// Escape back to the page where they were. The demo's trucks for sale, read only; each has ten or more
// drawn photos.
const T = {
  jp: { close: "閉じる", title: (name: string) => `${name}の写真` },
  en: { close: "Close", title: (name: string) => `Photos of ${name}` },
} as const;

async function openFirstVehicle(page: Page, locale: "jp" | "en") {
  await page.goto(`/${locale}/sale`);
  const heading = page.getByRole("article").first().getByRole("heading");
  const name = (await heading.textContent())!.trim();
  await heading.click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/sale/item/[a-z0-9-]+$`));
  return name;
}

/** A finger (or the mouse, held down) drawn across the photo from right to left. */
async function swipeLeft(page: Page) {
  const box = (await page.getByTestId("photo-viewer-stage").boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.75, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.25, y, { steps: 8 });
  await page.mouse.up();
}

for (const locale of ["jp", "en"] as const) {
  const t = T[locale];

  test(`a photo opens full screen, swipes to the next, zooms, and Escape goes back (${locale})`, async ({ page }) => {
    const name = await openFirstVehicle(page, locale);
    const thumbnails = page.getByTestId("gallery-thumbnail");
    const count = await thumbnails.count();
    expect(count).toBeGreaterThanOrEqual(10);
    // Below the first screen the thumbnails wait to load until they are scrolled to.
    await expect(thumbnails.last().locator("img")).toHaveAttribute("loading", "lazy");

    const first = thumbnails.first();
    await first.click();
    const dialog = page.getByRole("dialog", { name: t.title(name) });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(page.locator("body")).toHaveAttribute("data-dialog", "open");
    const counter = dialog.getByTestId("photo-viewer-counter");
    await expect(counter).toHaveText(`1 / ${count}`);
    await expect(dialog.getByRole("button", { name: t.close })).toBeFocused();

    await swipeLeft(page);
    await expect(counter).toHaveText(`2 / ${count}`);
    await page.keyboard.press("ArrowRight");
    await expect(counter).toHaveText(`3 / ${count}`);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(counter).toHaveText(`${count} / ${count}`);

    const photo = dialog.getByTestId("photo-viewer-stage").locator("img");
    await photo.dblclick();
    await expect(photo).toHaveAttribute("style", /scale\(2\.5\)/);
    // Zoomed in, a drag moves the photo about and turns no page.
    await swipeLeft(page);
    await expect(counter).toHaveText(`${count} / ${count}`);

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.locator("body")).not.toHaveAttribute("data-dialog", "open");
    await expect(first).toBeFocused();
    // The page's gallery stays on the photo last seen.
    await expect(thumbnails.last()).toHaveAttribute("aria-current", "true");
  });

  test(`the close button closes the photo and gives focus back to the photo opened (${locale})`, async ({ page }) => {
    await openFirstVehicle(page, locale);
    const third = page.getByTestId("gallery-thumbnail").nth(2);
    await third.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByTestId("photo-viewer-counter")).toHaveText(/^3 \/ \d+$/);
    await dialog.getByTestId("photo-viewer-close").click();
    await expect(dialog).toBeHidden();
    await expect(third).toBeFocused();
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("each thumbnail is a link to its large photo", async ({ page }) => {
    await page.goto("/jp/sale");
    await page.getByRole("article").first().getByRole("heading").click();
    // Without scripts the click loads a new page: count its thumbnails once it is there.
    await expect(page).toHaveURL(/\/jp\/sale\/item\//);
    const links = page.getByTestId("gallery-thumbnail");
    await expect(links.first()).toBeVisible();
    expect(await links.count()).toBeGreaterThanOrEqual(10);
    const href = (await links.nth(4).getAttribute("href"))!;
    const response = await page.request.get(href);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/webp");
  });
});
