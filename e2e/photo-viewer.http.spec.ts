import { expect, test } from "@playwright/test";

// Without scripts each thumbnail is a link to its large photo (components/vehicle/PhotoGallery.test.tsx proves the
// server sends them so): the link answers the photo itself.
test("a vehicle page's thumbnail links answer their large photos", async ({ request }) => {
  const html = await (await request.get("/jp/sale/item/isuzu-elf-2017-10001")).text();
  const links = [...html.matchAll(/<a[^>]*data-testid="gallery-thumbnail"[^>]*>/g)].map(
    ([tag]) => /href="([^"]+)"/.exec(tag)![1],
  );
  expect(links.length).toBeGreaterThanOrEqual(10);
  const response = await request.get(links[4].replace(/&amp;/g, "&"));
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/webp");
});
