import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { toCsv } from "@/lib/csv";
import { noiseJpeg, pngWithHeader } from "../test/fixtures/images";
import { signInByForm, uniqueModel } from "./support";

// The photo upload routes as plain requests: the session and the origin are checked, and each broken file gets
// its reason with a 4xx, never a 500. Which files are refused is lib/media/photo-input.test.ts's and
// lib/admin/photos.test.ts's ("answers every refusal with a 4xx that the browser does not send again").

test("upload routes check the session and give each broken file its reason, never a 500", async ({
  request,
  baseURL,
}, testInfo) => {
  const origin = new URL(baseURL!).origin;
  const post = (path: string, name: string, buffer: Buffer, headers: Record<string, string> = { origin }) =>
    request.post(path, { headers, multipart: { photo: { name, mimeType: "image/jpeg", buffer } } });
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#357" } })
    .jpeg()
    .toBuffer();

  // The proxy does not see these paths: without the staff session, or from another site, nothing is stored.
  for (const path of ["/api/admin/media", "/api/admin/vehicles/2147483647/photos"]) {
    const withoutSession = await post(path, "a.jpg", photo);
    expect(withoutSession.status(), path).toBe(401);
    expect(await withoutSession.json(), path).toEqual({
      ok: false,
      formError: { code: "signInRequired" },
      fieldErrors: {},
    });
    expect((await post(path, "a.jpg", photo, { origin: "https://evil.example" })).status(), path).toBe(403);
  }

  // A draft of the test's own, imported as a plain post; its id read from the list's link to it.
  await signInByForm(request, "en");
  const model = uniqueModel(testInfo);
  const imported = await request.post("/api/admin/vehicles/csv", {
    headers: { origin },
    multipart: {
      kind: "purchase",
      mode: "import",
      file: {
        name: "v.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(
          toCsv(
            ["nameJa", "nameEn", "makerId", "loadClassId", "bodyTypeId"],
            [[`いすゞ ${model}`, `Isuzu ${model}`, "isuzu", "small", "flatbed"]],
          ),
        ),
      },
    },
  });
  expect(await imported.json()).toEqual({ ok: true, value: { created: 1, updated: 0, unchanged: 0 } });
  const list = await (await request.get(`/en/admin/purchase?q=${model}`)).text();
  const ids = new Set([...list.matchAll(/href="\/en\/admin\/purchase\/(\d+)"/g)].map((match) => match[1]));
  expect(ids.size, "one vehicle of this model").toBe(1);
  const vehiclePhotos = `/api/admin/vehicles/${[...ids][0]}/photos`;

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
      expect(await response.json(), `${path} ${name}`).toEqual({
        ok: false,
        formError: { code: error },
        fieldErrors: {},
      });
    }
  }
});
