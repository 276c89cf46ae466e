import { expect, test, type Page } from "@playwright/test";
import { copy } from "./support";

// A buyer looks through a truck's photos full screen (issue 21): open one, swipe to the next, and Escape back to
// the page where they were. The demo's trucks for sale, read only; each has ten or more drawn photos.
//
// The viewer itself is components/vehicle/PhotoGallery.test.tsx (thumbnails sent as links to the large photos and
// loaded lazily; keys, swipes and the buttons; the double tap and two-finger zoom that turns no page; focus given back
// on Escape; the gallery left on the photo last seen) and lib/vehicles/photo-viewer.test.ts (going round from the last
// photo to the first, the zoom's limits, a swipe told from a tap). The journey shows what only a browser does: the
// vehicle page wires it in, a real pointer's swipe, and where the focus lands.

async function openFirstVehicle(page: Page) {
  await page.goto("/jp/sale");
  const heading = page.getByRole("article").first().getByRole("heading");
  const name = (await heading.textContent())!.trim();
  await heading.click();
  await expect(page).toHaveURL(/\/jp\/sale\/item\/[a-z0-9-]+$/);
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

test("a photo opens full screen, swipes to the next, and Escape or the close button gives the focus back", async ({
  page,
}) => {
  const t = copy.jp;
  const name = await openFirstVehicle(page);
  const thumbnails = page.getByTestId("gallery-thumbnail");
  const count = await thumbnails.count();
  expect(count).toBeGreaterThanOrEqual(10);

  const first = thumbnails.first();
  await first.click();
  const dialog = page.getByRole("dialog", { name: t("photoViewer.title", { name }) });
  await expect(dialog).toBeVisible();
  const counter = dialog.getByTestId("photo-viewer-counter");
  await expect(counter).toHaveText(`1 / ${count}`);
  await expect(dialog.getByRole("button", { name: t("photoViewer.close") })).toBeFocused();
  // The page behind is inert: Tab goes round the viewer's controls and the browser's own, never to the page.
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press("Tab");
    expect(
      await dialog.evaluate((el) => el.contains(document.activeElement) || document.activeElement === document.body),
    ).toBe(true);
  }

  await swipeLeft(page);
  await expect(counter).toHaveText(`2 / ${count}`);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.locator("body")).not.toHaveAttribute("data-dialog", "open");
  await expect(first).toBeFocused();

  const third = thumbnails.nth(2);
  await third.click();
  await expect(counter).toHaveText(`3 / ${count}`);
  await dialog.getByTestId("photo-viewer-close").click();
  await expect(dialog).toBeHidden();
  await expect(third).toBeFocused();
});

// The page's photo is stored in a middle size beside the large one (lib/media/keys, PHOTO_SIZES): a screen that
// draws it at most 800 pixels wide gets the middle size, a sharper one the large, and the preload in the head asks
// for the same file as the picture, so it is fetched once.
for (const { scale, width } of [
  { scale: 1, width: 800 },
  { scale: 2, width: 1280 },
]) {
  test(`a computer screen at ${scale}x gets the vehicle page's photo ${width} pixels wide, fetched once`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: scale });
    const page = await context.newPage();
    const photos: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/media/")) photos.push(new URL(request.url()).pathname);
    });
    await page.goto("/jp/sale/item/isuzu-elf-2017-10001");
    const first = page.getByTestId("gallery-photo").first().locator("img");
    await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.complete)).toBe(true);
    // Each candidate of the srcset as [path, width]; the one the browser drew is its currentSrc.
    const candidates = (await first.getAttribute("srcset"))!.split(", ").map((candidate) => {
      const [url, descriptor] = candidate.split(" ");
      return [url, Number.parseInt(descriptor, 10)] as const;
    });
    const shown = new URL(await first.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname;
    expect(candidates.find(([url]) => url === shown)?.[1]).toBe(width);
    expect(photos.filter((path) => path === shown)).toHaveLength(1);
    for (const [url] of candidates.filter(([url]) => url !== shown)) expect(photos).not.toContain(url);
    await context.close();
  });
}
