import { expect, test } from "@playwright/test";
import { copy } from "./support";

const VEHICLE = "/sale/item/isuzu-elf-2017-10001";

// Without scripts each thumbnail is a link to its large photo (components/vehicle/PhotoGallery.test.tsx proves the
// server sends them so): the link answers the photo itself.
test("a vehicle page's thumbnail links answer their large photos", async ({ request }) => {
  const html = await (await request.get(`/jp${VEHICLE}`)).text();
  const links = [...html.matchAll(/<a[^>]*data-testid="gallery-thumbnail"[^>]*>/g)].map(
    ([tag]) => /href="([^"]+)"/.exec(tag)![1],
  );
  expect(links.length).toBeGreaterThanOrEqual(10);
  const response = await request.get(links[4].replace(/&amp;/g, "&"));
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/webp");
});

// And each photo's ‹ › are links to its neighbours' anchors, which the browser scrolls the strip to: every one
// points at a photo the page has, the next photo's and the one before, going round.
for (const locale of ["jp", "en"] as const) {
  test(`a vehicle page's photo arrows are links to the photos either side (${locale})`, async ({ request }) => {
    const html = await (await request.get(`/${locale}${VEHICLE}`)).text();
    const anchors = [...html.matchAll(/id="(photo-\d+)"/g)].map(([, id]) => id);
    const count = anchors.length;
    expect(count).toBeGreaterThanOrEqual(10);
    expect(anchors).toEqual(Array.from({ length: count }, (_, i) => `photo-${i + 1}`));
    const arrows = (way: "previous" | "next") =>
      [...html.matchAll(new RegExp(`<a[^>]*data-testid="gallery-${way}"[^>]*>`, "g"))].map(([tag]) => {
        expect(tag).toContain(`aria-label="${copy[locale](`gallery.${way}`)}"`);
        return /href="#([^"]+)"/.exec(tag)![1];
      });
    expect(arrows("next")).toEqual(anchors.map((_, i) => anchors[(i + 1) % count]));
    expect(arrows("previous")).toEqual(anchors.map((_, i) => anchors[(i - 1 + count) % count]));
  });
}
