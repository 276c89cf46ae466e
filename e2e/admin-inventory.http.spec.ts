import { expect, test } from "@playwright/test";
import { copy, serverHtml, signInByForm } from "./support";

// The inventory's CSV endpoints as plain requests: the guard, and the export the list's link asks for. What the
// file holds and how an import reads it is lib/admin/inventory-csv.integration.test.ts's.

test("the CSV endpoints answer only a signed-in staff member", async ({ request, baseURL }) => {
  expect((await request.get("/api/admin/vehicles/csv?kind=sale")).status()).toBe(401);
  expect((await request.get("/api/admin/vehicles/csv/template?kind=sale")).status()).toBe(401);
  const post = await request.post("/api/admin/vehicles/csv", {
    headers: { Origin: baseURL! },
    multipart: {
      kind: "sale",
      mode: "import",
      file: { name: "v.csv", mimeType: "text/csv", buffer: Buffer.from("a\r\n") },
    },
  });
  expect(post.status()).toBe(401);
  // Answered as a staff form is, for the page to open its sign-in dialog: not as a problem with the file.
  expect(await post.json()).toEqual({ ok: false, formError: { code: "signInRequired" }, fieldErrors: {} });
});

test("the filtered list's export link gives a CSV that Excel opens in Japanese, of the filtered vehicles", async ({
  request,
}) => {
  await signInByForm(request, "jp");
  const list = await serverHtml(await request.get("/jp/admin/sale?status=published"));
  const link = new RegExp(`<a\\b[^>]*href="([^"]+)"[^>]*>${copy.jp("admin.inventoryCsv.export")}</a>`).exec(
    list.markup,
  );
  expect(link, "the export link").not.toBeNull();
  const href = link![1].replace(/&amp;/g, "&");
  expect(new URL(href, "http://x").searchParams.get("status")).toBe("published");

  const response = await request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/csv/);
  const text = (await response.body()).toString("utf8");
  expect(text.startsWith(`\uFEFF${copy.jp("admin.inventoryCsv.columns.inquiryNo")},`)).toBe(true);
  expect(text).toContain("\r\n");
  expect(text).not.toContain(`,${copy.jp("admin.vehicles.statuses.draft")},`);
});
