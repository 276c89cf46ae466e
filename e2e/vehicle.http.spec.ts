import { expect, test } from "@playwright/test";

test("a malformed or unknown vehicle id answers 404", async ({ request }) => {
  for (const path of [
    "/jp/sale/item/UPPER-case",
    "/jp/sale/item/no-such-vehicle-1",
    "/en/purchase/item/x%00y",
    "/en/sale/item/a..b/print",
    "/jp/sale/item/nope/order",
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
  }
});
