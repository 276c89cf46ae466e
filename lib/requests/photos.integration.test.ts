import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_CUSTOMER, useTestDatabase } from "@/test/suite";
import { noiseJpeg } from "@/test/fixtures/images";
import type { RequestType } from "@/lib/generated/prisma/client";
import { senderKey } from "./rate-limit";
import { storeRequest, type RequestFields } from "./store";
import { REQUEST_PHOTO_LIMITS } from "./photo-rules";
import { addRequestPhotos, readRequestPhotoUpload, requestPhotoImage, requestPhotos } from "./photos";

const fields: RequestFields = {
  ...TEST_CUSTOMER,
  nameKana: "ヤマダ タロウ",
  prefecture: "23",
  companyName: "",
  vehicleName: "日野 レンジャー 2015年",
  contactMethod: "phone",
  message: "",
};

describe("a seller's photos with a request", () => {
  const db = useTestDatabase();
  beforeAll(() => {
    vi.stubEnv("AUTH_SECRET", "integration-test-secret-0123456789abcdef");
    vi.stubEnv("DATABASE_URL", process.env.DATABASE_URL || "postgresql://the-test-database");
  });

  /** Stores a request of this type as the contact form does; answers its number and its status token. */
  async function sendRequest(type: RequestType) {
    const outcome = await storeRequest(
      { type, locale: "ja", fields, idempotencyKey: randomUUID(), senderKey: senderKey(randomUUID()) },
      () => [],
    );
    if (outcome.status !== "created" || !outcome.statusToken) throw new Error(outcome.status);
    return { n: outcome.n, token: outcome.statusToken };
  }

  const photos = (count: number) => Promise.all(Array.from({ length: count }, () => noiseJpeg(64, 48)));

  it("adds photos only for the holder of a purchase or assessment request's token", async () => {
    const [photo] = await photos(1);
    const refused = { added: 0, refused: [], batch: "notFound", ids: [] };
    expect(await addRequestPhotos("a".repeat(43), [photo])).toEqual(refused);
    expect(await addRequestPhotos("not-a-token", [photo])).toEqual(refused);
    for (const type of ["sale", "auction"] as const)
      expect(await addRequestPhotos((await sendRequest(type)).token, [photo])).toEqual(refused);
    for (const type of ["purchase", "assessment"] as const) {
      const { n, token } = await sendRequest(type);
      expect(await addRequestPhotos(token, [photo])).toMatchObject({ added: 1, refused: [], batch: null });
      expect(await requestPhotos(n)).toHaveLength(1);
    }
  });

  it(`takes ${REQUEST_PHOTO_LIMITS.maxPerRequest} photos, refuses the next, counts one sent twice once`, async () => {
    const { n, token } = await sendRequest("assessment");
    const ten = await photos(REQUEST_PHOTO_LIMITS.maxPerRequest);
    expect(await addRequestPhotos(token, ten.slice(0, 4))).toMatchObject({ added: 4, refused: [] });
    // A retry after a lost answer: the photo already stored, not a second copy.
    expect(await addRequestPhotos(token, [ten[3]])).toMatchObject({ added: 1, refused: [] });
    expect(await requestPhotos(n)).toHaveLength(4);
    const [eleventh] = await photos(1);
    expect(await addRequestPhotos(token, [...ten.slice(4), eleventh])).toMatchObject({
      added: 6,
      refused: [{ place: 7, error: "tooMany" }],
    });
    expect(await requestPhotos(n)).toHaveLength(REQUEST_PHOTO_LIMITS.maxPerRequest);
  });

  it("refuses a file that is no photo by its place in the batch, and adds the rest", async () => {
    const { n, token } = await sendRequest("purchase");
    const [photo] = await photos(1);
    expect(await addRequestPhotos(token, [Buffer.from("%PDF-1.7 車検証"), photo])).toMatchObject({
      added: 1,
      refused: [{ place: 1, error: "notImage" }],
    });
    expect(await requestPhotos(n)).toHaveLength(1);
  });

  it("stores the photo re-encoded without its EXIF (GPS included) and uncropped", async () => {
    const { n, token } = await sendRequest("assessment");
    // Upright 600 × 800 as the phone took it: stored sideways with EXIF orientation 6 and a GPS position.
    const taken = await sharp(await noiseJpeg(800, 600))
      .withMetadata({ orientation: 6 })
      .withExifMerge({ IFD0: { Artist: "Yamada Taro" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "35/1 0/1 0/1" } })
      .jpeg()
      .toBuffer();
    expect(taken.includes("Yamada Taro")).toBe(true);
    await addRequestPhotos(token, [taken]);
    const [stored] = await requestPhotos(n);
    // A 車検証 is read whole: the large size keeps the photo's shape, turned upright.
    expect(stored).toMatchObject({ width: 600, height: 800 });
    for (const size of ["large", "thumb"] as const) {
      const bytes = await requestPhotoImage(stored.id, size, { staff: true, token: null });
      const metadata = await sharp(bytes!).metadata();
      expect(metadata.format).toBe("webp");
      expect(metadata.exif).toBeUndefined();
      expect(Buffer.from(bytes!).includes("Yamada Taro")).toBe(false);
    }
  });

  it("serves a photo to staff and to its own request's token holder, and to nobody else", async () => {
    const own = await sendRequest("assessment");
    const other = await sendRequest("assessment");
    await addRequestPhotos(own.token, await photos(1));
    const [{ id }] = await requestPhotos(own.n);
    expect(await requestPhotoImage(id, "thumb", { staff: false, token: own.token })).toBeInstanceOf(Uint8Array);
    expect(await requestPhotoImage(id, "large", { staff: true, token: null })).toBeInstanceOf(Uint8Array);
    expect(await requestPhotoImage(id, "thumb", { staff: false, token: other.token })).toBeNull();
    expect(await requestPhotoImage(id, "thumb", { staff: false, token: null })).toBeNull();
    expect(await requestPhotoImage(id, "thumb", { staff: false, token: "x" })).toBeNull();
  });

  it("deletes the photos with their request", async () => {
    const { n, token } = await sendRequest("purchase");
    await addRequestPhotos(token, await photos(2));
    expect(await db.requestPhoto.count({ where: { orderN: n } })).toBe(2);
    await db.order.delete({ where: { n } });
    expect(await db.requestPhoto.count({ where: { orderN: n } })).toBe(0);
  });

  it("reads a post's photos within the batch limit, and says when there are none or too much", async () => {
    const post = (body: BodyInit, headers: Record<string, string> = {}) =>
      new Request("http://localhost/api/requests/photos", { method: "POST", body, headers });
    const form = new FormData();
    const [a, b] = await photos(2);
    form.append("photo", new File([new Uint8Array(a)], "a.jpg"));
    form.append("photo", new File([new Uint8Array(b)], "b.jpg"));
    const read = await readRequestPhotoUpload(post(form));
    expect(read.ok && read.files.map((file) => file.equals(a) || file.equals(b))).toEqual([true, true]);
    // A file input sent empty (no file chosen, scripts off) is one nameless part with no bytes.
    const empty = new FormData();
    empty.append("photo", new File([], ""));
    expect(await readRequestPhotoUpload(post(empty))).toEqual({ ok: false, error: "noFiles" });
    expect(
      await readRequestPhotoUpload(
        post("x", { "content-length": String(REQUEST_PHOTO_LIMITS.maxBatchBytes + 1024 * 1024) }),
      ),
    ).toEqual({ ok: false, error: "batchTooLarge" });
  });
});
