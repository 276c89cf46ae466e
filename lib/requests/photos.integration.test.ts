import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_CUSTOMER, useTestDatabase } from "@/test/suite";
import { noiseJpeg } from "@/test/fixtures/images";
import type { RequestType } from "@/lib/generated/prisma/client";
import { senderKey } from "./rate-limit";
import { storeRequest, type RequestFields } from "./store";
import { REQUEST_PHOTO_LIMITS } from "./photo-rules";
import { receiveRequestPhotos, requestPhotoImage, requestPhotos } from "./photos";

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
    // Each test's posts come from an address of its own (X-Forwarded-For, believed behind one proxy).
    vi.stubEnv("TRUST_PROXY_HOPS", "1");
  });

  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request("http://localhost/api/requests/photos", { method: "POST", body, headers });

  /** A post of these photos, as the upload route hands it over, from `address`. */
  function addRequestPhotos(token: string, files: Buffer[], address = "192.0.2.1") {
    const form = new FormData();
    for (const [index, file] of files.entries()) form.append("photo", new File([new Uint8Array(file)], `${index}.jpg`));
    return receiveRequestPhotos(post(form, { "x-forwarded-for": address }), token);
  }

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
    const refused = { added: 0, already: 0, refused: [], batch: "notFound", ids: [] };
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
    // The same file chosen twice in one post: stored once, and said to be there already rather than added.
    expect(await addRequestPhotos(token, [...ten.slice(0, 4), ten[1]])).toMatchObject({
      added: 4,
      already: 1,
      refused: [],
    });
    // A retry after a lost answer: the photo already stored, not a second copy.
    expect(await addRequestPhotos(token, [ten[3]])).toMatchObject({ added: 0, already: 1, refused: [] });
    expect(await requestPhotos(n)).toHaveLength(4);
    const [eleventh] = await photos(1);
    expect(await addRequestPhotos(token, [...ten.slice(4), eleventh])).toMatchObject({
      added: 6,
      refused: [{ place: 7, error: "tooMany" }],
    });
    expect(await requestPhotos(n)).toHaveLength(REQUEST_PHOTO_LIMITS.maxPerRequest);
  });

  const brokenPhotos = (count: number, tag: string) =>
    Array.from({ length: count }, (_, i) =>
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, ...Buffer.from("JFIF")]), Buffer.from(tag + i)]),
    );

  it(`decodes at most ${REQUEST_PHOTO_LIMITS.decodes.max} photos an hour for a request, refused ones too`, async () => {
    const { n, token } = await sendRequest("assessment");
    const address = "192.0.2.30";
    const tries = brokenPhotos(REQUEST_PHOTO_LIMITS.decodes.max - 1, "r");
    const outcome = await addRequestPhotos(token, tries, address);
    expect(outcome.refused.every(({ error }) => error === "damaged")).toBe(true);
    const [photo, another] = await photos(2);
    // The budget's last photo is refused by its place in a batch; once spent, a post is refused unread.
    expect(await addRequestPhotos(token, [photo, another], address)).toMatchObject({
      added: 1,
      refused: [{ place: 2, error: "tooManyTries" }],
    });
    expect(await addRequestPhotos(token, [photo], "192.0.2.31")).toMatchObject({ added: 0, batch: "tooManyTries" });
    expect(await requestPhotos(n)).toHaveLength(1);
    // Another request's budget is its own.
    expect(await addRequestPhotos((await sendRequest("purchase")).token, [photo], "192.0.2.32")).toMatchObject({
      added: 1,
    });
  });

  it(`decodes at most ${REQUEST_PHOTO_LIMITS.decodesPerSender.max} photos an hour from one address`, async () => {
    const address = "2001:db8:40::1";
    const perRequest = REQUEST_PHOTO_LIMITS.decodes.max - 1;
    let sent = 0;
    while (sent < REQUEST_PHOTO_LIMITS.decodesPerSender.max) {
      const count = Math.min(perRequest, REQUEST_PHOTO_LIMITS.decodesPerSender.max - sent);
      await addRequestPhotos((await sendRequest("purchase")).token, brokenPhotos(count, `s${sent}`), address);
      sent += count;
    }
    const [photo] = await photos(1);
    const fresh = await sendRequest("purchase");
    // Another address of the same IPv6 /64 is the same sender; the next /64 is another.
    expect(await addRequestPhotos(fresh.token, [photo], "2001:db8:40::ffff")).toMatchObject({
      added: 0,
      batch: "tooManyTries",
    });
    expect(await addRequestPhotos(fresh.token, [photo], "2001:db8:41::1")).toMatchObject({ added: 1 });
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
    const { n, token } = await sendRequest("purchase");
    const [a, b] = await photos(2);
    expect(await addRequestPhotos(token, [a, b], "192.0.2.80")).toMatchObject({ added: 2, refused: [], batch: null });
    // A file input sent empty (no file chosen, scripts off) is one nameless part with no bytes.
    const empty = new FormData();
    empty.append("photo", new File([], ""));
    expect(await receiveRequestPhotos(post(empty), token)).toMatchObject({ added: 0, batch: "noFiles" });
    expect(await requestPhotos(n)).toHaveLength(2);
  });

  it("refuses a post before reading its body: too long by its own word, a made-up token, a full request", async () => {
    // A body that fails the test if it is read at all.
    const unread = () =>
      new ReadableStream({
        pull() {
          throw new Error("the body was read");
        },
      });
    const unreadPost = (headers: Record<string, string> = {}) =>
      new Request("http://localhost/api/requests/photos", {
        method: "POST",
        body: unread(),
        headers,
        duplex: "half",
      } as RequestInit);
    const { token } = await sendRequest("purchase");
    const overLimit = String(REQUEST_PHOTO_LIMITS.maxBatchBytes + 1024 * 1024);
    expect(await receiveRequestPhotos(unreadPost({ "content-length": overLimit }), token)).toMatchObject({
      batch: "batchTooLarge",
    });
    expect(await receiveRequestPhotos(unreadPost(), "a".repeat(43))).toMatchObject({ batch: "notFound" });
    const full = await sendRequest("assessment");
    await addRequestPhotos(full.token, await photos(REQUEST_PHOTO_LIMITS.maxPerRequest), "192.0.2.90");
    expect(await receiveRequestPhotos(unreadPost(), full.token)).toMatchObject({ batch: "tooMany" });
  });
});
