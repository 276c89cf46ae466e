import { describe, expect, it, vi } from "vitest";
import { REQUEST_PHOTO_LIMITS } from "@/lib/requests/photo-rules";
import { photosThatFit, RESIZE_LONG_SIDE, resizedDimensions, uploadRequestPhoto } from "./request-photos";

describe("the size a photo is sent at", () => {
  it.each([
    ["a 12-megapixel landscape", 4032, 3024, { width: 2048, height: 1536 }],
    ["a 12-megapixel portrait", 3024, 4032, { width: 1536, height: 2048 }],
    ["exactly the long side", 2048, 1000, { width: 2048, height: 1000 }],
    ["a small photo, never enlarged", 800, 600, { width: 800, height: 600 }],
    ["a long strip, at least a pixel high", 40000, 10, { width: 2048, height: 1 }],
  ])("%s", (_, width, height, size) => {
    expect(RESIZE_LONG_SIDE).toBe(2048);
    expect(resizedDimensions(width, height)).toEqual(size);
  });
});

describe("how many chosen photos fit", () => {
  it.each([
    [0, 3, 3],
    [8, 5, 2],
    [10, 1, 0],
    [0, 12, 10],
  ])("beside %i kept, %i chosen: %i", (kept, chosen, fit) => {
    expect(photosThatFit(kept, chosen)).toBe(fit);
  });
});

describe("sending one photo", () => {
  const photo = new File([new Uint8Array(10)], "a.jpg", { type: "image/jpeg" });
  const answering = (body: unknown) => vi.fn(async () => Response.json(body));

  it.each([
    ["added", answering({ ok: true, value: { added: 1 } }), { ok: true }],
    ["refused", answering({ ok: false, formError: { code: "notImage" } }), { ok: false, error: "notImage" }],
    ["an answer not the server's", answering({ hello: 1 }), { ok: false, error: "failed" }],
    ["no answer", vi.fn(async () => Promise.reject(new TypeError("offline"))), { ok: false, error: "failed" }],
  ])("%s", async (_, send, result) => {
    expect(await uploadRequestPhoto("t0ken", "ja", photo, () => {}, send)).toEqual(result);
    expect(send).toHaveBeenCalledWith(
      "/api/requests/photos?token=t0ken&locale=ja",
      expect.any(FormData),
      expect.any(Function),
    );
  });

  it("refuses a photo over the limit without sending it", async () => {
    const send = vi.fn();
    const large = new File([new Uint8Array(REQUEST_PHOTO_LIMITS.maxFileBytes + 1)], "big.heic");
    expect(await uploadRequestPhoto("t", "ja", large, () => {}, send)).toEqual({ ok: false, error: "tooLarge" });
    expect(send).not.toHaveBeenCalled();
  });
});
