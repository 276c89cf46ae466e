import { afterEach, describe, expect, it, vi } from "vitest";
import { postWithProgress, retryDelay, retryServerActions, sendRequest, sendWithProgress } from "./client-fetch";

const answer = (status: number, headers: Record<string, string> = {}) => new Response(null, { status, headers });

describe("retryDelay", () => {
  it("retries a post once on the statuses the spec names", () => {
    for (const status of [408, 409, 425, 429, 500, 502, 503, 504])
      expect(retryDelay("POST", answer(status)), String(status)).not.toBeNull();
    for (const status of [200, 303, 400, 401, 403, 404, 413, 415, 501])
      expect(retryDelay("POST", answer(status)), String(status)).toBeNull();
  });

  it("never retries a request that is safe to repeat", () => {
    for (const method of ["GET", "get", "HEAD", "PUT", "DELETE", "OPTIONS"])
      expect(retryDelay(method, answer(503))).toBeNull();
  });

  it("waits as long as the server asks, unless that is longer than a visitor should wait", () => {
    expect(retryDelay("POST", answer(503, { "retry-after": "2" }))).toBe(2000);
    expect(retryDelay("POST", answer(429, { "retry-after": "900" }))).toBeNull();
  });
});

describe("sendRequest", () => {
  it("sends the same body again once after a 503, then gives the second answer", async () => {
    const fetcher = vi.fn<typeof fetch>().mockResolvedValueOnce(answer(503)).mockResolvedValueOnce(answer(502));
    const body = new FormData();
    const response = await sendRequest("/api/x", { method: "POST", body }, { fetcher, wait: async () => {} });
    expect(response.status).toBe(502);
    expect(fetcher).toHaveBeenCalledTimes(2);
    expect(fetcher.mock.calls[1][1]?.body).toBe(body);
  });

  it("does not retry an answer that is final", async () => {
    const fetcher = vi.fn<typeof fetch>().mockResolvedValue(answer(401));
    expect((await sendRequest("/api/x", { method: "POST" }, { fetcher })).status).toBe(401);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});

describe("retryServerActions", () => {
  const action = { method: "POST", headers: { "Next-Action": "abc", Accept: "text/x-component" }, body: "[]" };

  it("gives a server action one more try after a 503, with the same body, and the second answer", async () => {
    const original = vi.fn<typeof fetch>().mockResolvedValueOnce(answer(503)).mockResolvedValueOnce(answer(200));
    const target = { fetch: original };
    retryServerActions(target);
    expect((await target.fetch("/jp/contact", action)).status).toBe(200);
    expect(original).toHaveBeenCalledTimes(2);
    expect(original.mock.calls[1][1]?.body).toBe("[]");
  });

  it("tries only twice, then hands the failure to the form", async () => {
    const original = vi.fn<typeof fetch>().mockResolvedValue(answer(502));
    const target = { fetch: original };
    retryServerActions(target);
    expect((await target.fetch("/jp/contact", action)).status).toBe(502);
    expect(original).toHaveBeenCalledTimes(2);
  });

  it("leaves every other request as it was, and is put in place once", async () => {
    const original = vi.fn<typeof fetch>().mockResolvedValue(answer(503));
    const target = { fetch: original };
    retryServerActions(target);
    const once = target.fetch;
    retryServerActions(target);
    expect(target.fetch).toBe(once);
    await target.fetch("/api/admin/media", { method: "POST" });
    await target.fetch("/jp/sale", { headers: { "Next-Action": "abc" } });
    expect(original).toHaveBeenCalledTimes(2);
  });
});

describe("sendWithProgress", () => {
  it("sends the photo again once after a 502, reporting the progress of both attempts", async () => {
    let attempts = 0;
    const post = vi.fn<typeof postWithProgress>(async (_url, _body, onProgress) => {
      onProgress(1);
      return answer(++attempts === 1 ? 502 : 200);
    });
    const onProgress = vi.fn();
    const body = new FormData();
    const response = await sendWithProgress("/api/x", body, onProgress, { post, wait: async () => {} });
    expect(response.status).toBe(200);
    expect(post).toHaveBeenCalledTimes(2);
    expect(post.mock.calls[1][1]).toBe(body);
    expect(onProgress).toHaveBeenCalledTimes(2);
  });

  it("gives a refusal at once", async () => {
    const post = vi.fn<typeof postWithProgress>().mockResolvedValue(answer(422));
    expect((await sendWithProgress("/api/x", new FormData(), () => {}, { post })).status).toBe(422);
    expect(post).toHaveBeenCalledTimes(1);
  });
});

/** Just enough of XMLHttpRequest to play one exchange: upload progress, then an answer or a lost connection. */
class FakeRequest {
  static script: (request: FakeRequest) => void;
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  ontimeout?: () => void;
  status = 0;
  responseText = "";
  headers = "";
  sent: unknown;
  open(method: string, url: string) {
    expect([method, url]).toEqual(["POST", "/api/x"]);
  }
  getAllResponseHeaders() {
    return this.headers;
  }
  send(body: unknown) {
    this.sent = body;
    queueMicrotask(() => FakeRequest.script(this));
  }
}

describe("postWithProgress", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("reports the upload's progress and answers with the status, headers and body", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeRequest);
    FakeRequest.script = (request) => {
      request.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      request.upload.onprogress?.({ lengthComputable: true, loaded: 10, total: 10 });
      Object.assign(request, {
        status: 503,
        responseText: '{"ok":false}',
        headers: "content-type: application/json\r\nretry-after: 1\r\n",
      });
      request.onload?.();
    };
    const onProgress = vi.fn();
    const response = await postWithProgress("/api/x", new FormData(), onProgress);
    expect(onProgress.mock.calls).toEqual([[0.5], [1]]);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("1");
    expect(await response.json()).toEqual({ ok: false });
    expect(retryDelay("POST", response)).toBe(1000);
  });

  it("rejects when no answer came", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeRequest);
    FakeRequest.script = (request) => request.onerror?.();
    await expect(postWithProgress("/api/x", new FormData(), () => {})).rejects.toThrow(TypeError);
  });
});
