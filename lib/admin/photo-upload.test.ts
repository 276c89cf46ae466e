import { describe, expect, it, vi } from "vitest";
import { PHOTO_LIMITS } from "@/lib/media/limits";
import type { sendWithProgress } from "@/lib/http/client-fetch";
import { batchRefusal, uploadPhoto, uploadVehiclePhotos } from "./photo-upload";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const photo = (name: string, size = 1000) => new File([new Uint8Array(size)], name, { type: "image/jpeg" });

/** A server that answers each photo by its file name, reporting the upload as done. */
function server(answers: Record<string, () => Promise<Response>>) {
  return vi.fn<typeof sendWithProgress>(async (_url, body, onProgress) => {
    onProgress(1);
    return answers[(body.get("photo") as File).name]();
  });
}

describe("uploadPhoto", () => {
  it("sends one photo in the field the server reads and gives its answer", async () => {
    const send = server({ "a.jpg": async () => json(200, { ok: true, value: { key: "k" } }) });
    expect(await uploadPhoto("/api/admin/media", photo("a.jpg"), () => {}, send)).toEqual({
      ok: true,
      value: { key: "k" },
    });
    expect(send.mock.calls[0][0]).toBe("/api/admin/media");
  });

  it("refuses a photo over the size limit without sending it, and sends one of exactly the limit", async () => {
    const send = server({ "limit.jpg": async () => json(200, { ok: true, value: { key: "k" } }) });
    expect(await uploadPhoto("/api/x", photo("big.jpg", PHOTO_LIMITS.maxBytes + 1), () => {}, send)).toEqual({
      ok: false,
      formError: { code: "tooLarge" },
    });
    expect(send).not.toHaveBeenCalled();
    expect(await uploadPhoto("/api/x", photo("limit.jpg", PHOTO_LIMITS.maxBytes), () => {}, send)).toEqual({
      ok: true,
      value: { key: "k" },
    });
  });

  it("calls a lost connection or an answer that is not the server's JSON a failure", async () => {
    const send = server({
      "lost.jpg": () => Promise.reject(new TypeError("no answer")),
      "proxy.jpg": async () => new Response("<html>Bad gateway</html>", { status: 502 }),
    });
    expect(await uploadPhoto("/api/x", photo("lost.jpg"), () => {}, send)).toEqual({
      ok: false,
      formError: { code: "failed" },
    });
    expect(await uploadPhoto("/api/x", photo("proxy.jpg"), () => {}, send)).toEqual({
      ok: false,
      formError: { code: "failed" },
    });
  });
});

describe("uploadVehiclePhotos", () => {
  it("sends the photos one at a time, and a refused one does not stop the others", async () => {
    let sending = 0;
    const answer =
      (body: unknown, status = 200) =>
      async () => {
        expect(++sending).toBe(1);
        await new Promise((resolve) => setTimeout(resolve, 5));
        sending--;
        return json(status, body);
      };
    const send = server({
      "1.jpg": answer({ ok: true, value: { photo: { id: 1, src: "/media/1" } } }),
      "cut.jpg": answer({ ok: false, formError: { code: "damaged" }, fieldErrors: {} }, 422),
      "3.jpg": answer({ ok: true, value: { photo: { id: 3, src: "/media/3" } } }),
    });
    const onAdded = vi.fn();
    const onProgress = vi.fn();
    const files = [photo("1.jpg"), photo("cut.jpg"), photo("big.jpg", PHOTO_LIMITS.maxBytes + 1), photo("3.jpg")];
    expect(await uploadVehiclePhotos(7, files, { onAdded, onProgress }, send)).toEqual({
      refused: [
        { file: "cut.jpg", code: "damaged" },
        { file: "big.jpg", code: "tooLarge" },
      ],
      ended: null,
      unsent: [],
    });
    expect(onAdded.mock.calls.map(([added]) => added.id)).toEqual([1, 3]);
    expect(send.mock.calls.map(([url]) => url)).toEqual(Array(3).fill("/api/admin/vehicles/7/photos"));
    expect(onProgress.mock.calls).toEqual([
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
      [2, 0],
      [3, 0],
      [3, 1],
    ]);
  });

  it("stops when the session has ended or the vehicle is full, and answers the photos it did not send", async () => {
    for (const error of ["unauthorized", "signInRequired", "accountDisabled", "notFound", "tooMany"]) {
      const send = server({
        "1.jpg": async () => json(200, { ok: true, value: { photo: { id: 1, src: "/media/1" } } }),
        "2.jpg": async () => json(401, { ok: false, formError: { code: error }, fieldErrors: {} }),
      });
      const files = [photo("1.jpg"), photo("2.jpg"), photo("3.jpg")];
      expect(await uploadVehiclePhotos(7, files, { onAdded: () => {}, onProgress: () => {} }, send), error).toEqual({
        refused: [],
        ended: error,
        unsent: files.slice(1),
      });
      expect(send).toHaveBeenCalledTimes(2);
    }
  });
});

describe("batchRefusal", () => {
  const { maxFilesPerUpload: batch, maxPerVehicle: vehicle } = PHOTO_LIMITS;
  it.each([
    [0, 0, { problem: "noFiles", selected: 0, room: vehicle }],
    [batch, 0, null],
    [batch + 1, 0, { problem: "atOnce", selected: batch + 1, room: vehicle }],
    [1, vehicle - 1, null],
    [2, vehicle - 1, { problem: "room", selected: 2, room: 1 }],
    // 28 shown and 13 chosen: 12 more fit.
    [13, 28, { problem: "room", selected: 13, room: 12 }],
    [12, 28, null],
    [1, vehicle, { problem: "full", selected: 1, room: 0 }],
  ])("%i chosen with %i shown", (selected, shown, refusal) => {
    expect(batchRefusal(selected, shown)).toEqual(refusal);
  });
});
